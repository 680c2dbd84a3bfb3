import type { AppDeps } from '../../platform/deps.js';
import { createCustomFolders } from './custom-folders.js';
import { createDataRoomFiles } from './files-service.js';
import { createFolderStore } from './folder-store.js';
import { createFileStore } from './store.js';

/** The master data room (spec 3): `files` (taxonomy, master folder, downloads, statistics) and `customFolders`. */
export function createDataRoomService(deps: AppDeps) {
  const fileStore = createFileStore(deps.database.db);
  const files = createDataRoomFiles(deps, fileStore);
  const customFolders = createCustomFolders(deps, createFolderStore(deps.database.db), fileStore, files);
  return { files, customFolders };
}
export type DataRoomService = ReturnType<typeof createDataRoomService>;
