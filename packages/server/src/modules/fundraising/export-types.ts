import type { FunderCardRecord } from './funder-store.ts';
import type { funderListEntries } from './tables.ts';

export interface FunderListEntryRow {
  entry: Pick<typeof funderListEntries.$inferSelect, 'note' | 'nextContact' | 'disabled' | 'addedAt'>;
  record: FunderCardRecord;
}
