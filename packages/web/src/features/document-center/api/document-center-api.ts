import {
  DATA_ROOM_LIMITS,
  type CheckDuplicatesReply,
  type DataRoomFile,
  type DeletedCount,
  type DocCenterItem,
  type DocCenterOwnership,
  type DocCenterPathItem,
  type DocCenterTreeNode,
  API,
} from '@atrium/contract';
import { download, http } from '../../../lib/http';
import { postMultipart } from '../../../lib/transfer';

/**
 * The calls of spec 3 §7.5 this screen and the import modal make. `tenantExternalId` is given only by staff working
 * on a client company's document center (the server then acts as the provider); otherwise the selected tenant.
 */
export const documentCenterApi = {
  files: (parentId: string | null, ownership: DocCenterOwnership, tenantExternalId?: string) =>
    http.get<DocCenterItem[]>(API.documentCenter.files, {
      query: { parentId: parentId ?? undefined, ownership, tenantExternalId },
    }),
  /** Staff: one client company's document center. */
  portalFiles: (tenantExternalId: string, parentId: string | null) =>
    http.get<DocCenterItem[]>(API.documentCenter.filesPortal, {
      query: { tenantExternalId, parentId: parentId ?? undefined },
    }),
  path: (externalId: string) => http.get<DocCenterPathItem[]>(API.documentCenter.path, { query: { externalId } }),
  /** Folders only, for the move picker. */
  folders: (parentId: string | null, tenantExternalId?: string) =>
    http.get<DocCenterItem[]>(API.documentCenter.filesSmall, {
      query: { type: 'FOLDER', parentId: parentId ?? undefined, tenantExternalId },
    }),
  createFolder: (name: string, parentId: string | null, privacyType: DocCenterOwnership, tenantExternalId?: string) =>
    http.post<DocCenterItem>(API.documentCenter.folderCreate, { name, parentId, privacyType, tenantExternalId }),
  /** A link (kind URL) in a folder; the server checks and normalises the address. */
  createLink: (name: string, url: string, parentId: string | null, tenantExternalId?: string) =>
    http.post<DocCenterItem>(API.documentCenter.linkCreate, { name, url, parentId, tenantExternalId }),
  updateLink: (externalId: string, name: string, url: string) =>
    http.put<DocCenterItem>(API.documentCenter.linkUpdate, { externalId, name, url }),
  rename: (externalId: string, name: string) =>
    http.put<DocCenterItem>(API.documentCenter.rename, { externalId, name }),
  move: (fromExternalIds: string[], destExternalId: string | null) =>
    http.post<DocCenterItem[]>(API.documentCenter.filesMove, { fromExternalIds, destExternalId }),
  remove: (externalIds: string[]) => http.post<DeletedCount>(API.documentCenter.filesDelete, { externalIds }),
  checkDuplicates: (fileNames: string[], parentId: string | null, tenantExternalId?: string) =>
    http.post<CheckDuplicatesReply>(API.documentCenter.filesCheckDuplicates, { fileNames, parentId, tenantExternalId }),
  byTerm: (term: string, tenantExternalId?: string) =>
    http.get<DocCenterItem[]>(API.documentCenter.byTerm, { query: { term, tenantExternalId } }),
  tree: () => http.get<DocCenterTreeNode[]>(API.documentCenter.tree),
  /** POST /api/data-room/import/document-center (spec 3 §2.9). */
  importToDataRoom: (fileExternalIds: string[], parentId?: number) =>
    http.post<DataRoomFile[]>(
      API.dataRoom.importDocumentCenter,
      { fileExternalIds, parentId },
      { timeoutMs: DATA_ROOM_LIMITS.timeouts.import },
    ),
};

export interface UploadHandle {
  promise: Promise<DocCenterItem[]>;
  abort: () => void;
}

/**
 * POST files/upload?parentId&overwrittenFiles as multipart (`files` parts), 5-minute time-out. XMLHttpRequest
 * because fetch reports no upload progress; `onProgress` gets the bytes sent of the whole body.
 */
export function uploadFiles(
  files: File[],
  opts: { parentId: string | null; overwrittenFiles: string[]; tenantExternalId?: string },
  onProgress?: (loaded: number, total: number) => void,
): UploadHandle {
  const form = new FormData();
  files.forEach((f) => form.append('files', f, f.name));
  const q = new URLSearchParams();
  if (opts.parentId) q.set('parentId', opts.parentId);
  if (opts.tenantExternalId) q.set('tenantExternalId', opts.tenantExternalId);
  if (opts.overwrittenFiles.length) q.set('overwrittenFiles', opts.overwrittenFiles.join(','));
  const qs = q.toString();
  const handle = postMultipart<DocCenterItem[]>(`${API.documentCenter.filesUpload}${qs ? `?${qs}` : ''}`, form, {
    timeoutMs: DATA_ROOM_LIMITS.timeouts.documentCenterUpload,
    onProgress,
  });
  return { ...handle, promise: handle.promise.then((items) => (onProgress?.(1, 1), items)) };
}

/** GET files/download (one file, saved under its name). */
export const downloadOne = (item: Pick<DocCenterItem, 'externalId' | 'name'>) =>
  download('GET', API.documentCenter.filesDownload, item.name, {
    query: { externalId: item.externalId },
    timeoutMs: DATA_ROOM_LIMITS.timeouts.download,
    serverName: true,
  });

/** GET files/download-multiple (a .zip). */
export function downloadMany(externalIds: string[]) {
  return download('GET', API.documentCenter.filesDownloadMultiple, 'files.zip', {
    query: { fileExternalIds: externalIds },
    timeoutMs: DATA_ROOM_LIMITS.timeouts.download,
    serverName: true,
  });
}
