import {
  DATA_ROOM_LIMITS,
  TAXONOMY_IDS,
  type DataRoomFile,
  type DataRoomFilesPage,
  type DeletedCount,
  type FileSortField,
  API,
} from '@atrium/contract';
import { dispositionName, fetchBlob, http, saveBlob } from '../../../lib/http';

const T = DATA_ROOM_LIMITS.timeouts;

export interface FilesListParams {
  parentId: number;
  page: number;
  size?: number;
  sort: FileSortField;
  direction: 'asc' | 'desc';
}

/** The file calls of the files screen (spec 3 §7.2; briefing API table). */
export const filesApi = {
  list: ({ parentId, page, size = DATA_ROOM_LIMITS.filesPageSize, sort, direction }: FilesListParams) =>
    http.get<DataRoomFilesPage>(API.dataRoom.files, { query: { parentId, page, size, sort, direction } }),
  move: (fileExternalIds: string[], destination: number) =>
    http.post<DataRoomFile[]>(API.dataRoom.moveFiles, { fileExternalIds, destination }),
  approve: (fileExternalIds: string[]) =>
    http.post<DataRoomFile[]>(API.dataRoom.approveFiles, { fileExternalIds }, { timeoutMs: T.approve }),
  /** The body is the list of ids itself. */
  remove: (fileExternalIds: string[]) => http.post<DeletedCount>(API.dataRoom.deleteFiles, fileExternalIds),
  file: (id: string) => http.get<DataRoomFile>(API.dataRoom.file, { query: { id } }),
  fileByExternal: (externalId: string) =>
    http.get<DataRoomFile>(API.dataRoom.fileByExternal, { query: { externalId } }),
  download: (fileExternalIds: string[]) => downloadFiles(fileExternalIds),
};

export const MASTER = TAXONOMY_IDS.master;

/** The download name of spec 3 §9: one file keeps its own name, several are a .zip. */
export function downloadName(names: readonly string[], header: string | null): string {
  const fromServer = dispositionName(header);
  if (names.length === 1) return fromServer ?? names[0];
  const name = fromServer ?? 'files.zip';
  return name.toLowerCase().endsWith('.zip') ? name : `${name}.zip`;
}

/** POST download/files → a Blob and the server's file name (the reply is bytes, not an envelope, on success). */
const downloadFiles = (fileExternalIds: string[]) =>
  fetchBlob('POST', API.dataRoom.downloadFiles, { body: { fileExternalIds }, timeoutMs: T.download });

/** Hands a blob to the browser as a download (lib/http). */
export { saveBlob };
