import type { AppDeps } from '../../platform/deps.ts';
import type { DocumentIndexService } from '../document-index/service.ts';
import { createCustomFolders } from './custom-folders.ts';
import { seedDemoDataRoom } from './demo-seed.ts';
import { createDataRoomFiles } from './files-service.ts';
import { createFolderStore } from './folder-store.ts';
import { createDataRoomLinks } from './links.ts';
import { createFileStore } from './store.ts';

/** The master data room (spec 3): `files` (taxonomy, master folder, downloads, statistics), `customFolders` and
 * `links` (URL rows). */
export function createDataRoomService(
  deps: AppDeps,
  s: { documentIndex: Pick<DocumentIndexService, 'removeFiles' | 'indexFile'> },
) {
  const fileStore = createFileStore(deps.database.db);
  const files = createDataRoomFiles(deps, fileStore, s.documentIndex);
  const customFolders = createCustomFolders(deps, createFolderStore(deps.database.db), fileStore, files);
  const links = createDataRoomLinks(fileStore, customFolders);
  /** Demo data: a few files in a tenant's room (seed/demo.ts, for Acme). */
  const seedDemo = (tenant: { id: number; externalId: string }) =>
    seedDemoDataRoom(deps, fileStore, tenant, s.documentIndex);
  return { files, customFolders, links, seedDemo };
}
export type DataRoomService = ReturnType<typeof createDataRoomService>;
