import type { FunderRecord } from './funder-store.ts';
import type { funderListEntries } from './tables.ts';

export interface FunderListEntryRow {
  entry: typeof funderListEntries.$inferSelect;
  record: FunderRecord;
}
