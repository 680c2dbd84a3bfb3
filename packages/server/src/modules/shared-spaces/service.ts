import type { AppDeps } from '../../platform/deps.ts';
import { createBlobHolds } from '../../platform/storage/blob-holds.ts';
import type { DataRoomService } from '../data-room/service.ts';
import { createAnalytics } from './analytics.ts';
import { createContentFlows } from './content.ts';
import { createRoomFinancials, type FounderUpdateOf } from './financial.ts';
import { createGuestAccess } from './guest-access.ts';
import { createGuestFlows } from './guests.ts';
import type { SharedSpacesKit } from './kit.ts';
import { createIndexSources } from './index-sources.ts';
import { createRoomFlows } from './rooms.ts';
import { createSharedSpacesStore } from './store.ts';

/**
 * Shared spaces (spec 3 §1, §6, §7.7, §7.8; issue 15): `rooms`, `content` (tree, master copy, uploads), `financials`
 * (the founder update into a room), `guests` (the
 * owner's sharing), `access` (guests without an account: code, session, files) and `analytics`.
 */
export function createSharedSpacesService(
  deps: AppDeps,
  s: {
    dataRoom: Pick<DataRoomService, 'files'>;
    addOnKeysOf: (tenantId: number) => Promise<string[]>;
    emailOfUser: (userId: number) => Promise<string | null>;
    notify: SharedSpacesKit['notify'];
    saveSearch: SharedSpacesKit['saveSearch'];
    founderUpdateOf: FounderUpdateOf;
  },
) {
  const { founderUpdateOf, ...kitDeps } = s;
  const kit: SharedSpacesKit = {
    deps,
    store: createSharedSpacesStore(deps.database.db),
    blobHolds: createBlobHolds(deps.database.db, deps.storage),
    ...kitDeps,
  };
  const content = createContentFlows(kit);
  return {
    rooms: createRoomFlows(kit),
    content,
    financials: createRoomFinancials(kit, content, founderUpdateOf),
    guests: createGuestFlows(kit),
    access: createGuestAccess(kit),
    analytics: createAnalytics(kit),
    /** For the assistant's document index: a room's files and their master files. */
    indexSources: createIndexSources(kit),
  };
}
export type SharedSpacesService = ReturnType<typeof createSharedSpacesService>;
