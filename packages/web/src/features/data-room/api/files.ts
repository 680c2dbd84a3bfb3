import {
  DATA_ROOM_LIMITS,
  TAXONOMY_IDS,
  TENANT_HEADER,
  type DataRoomFile,
  type DataRoomFilesPage,
  type FileSortField,
  API,
} from '@atrium/contract';
import { ApiError, TRANSPORT_MESSAGE } from '../../../lib/api-error';
import { http, httpHooks } from '../../../lib/http';
import { saveBlob } from '../../../lib/transfer';

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
  remove: (fileExternalIds: string[]) => http.post<{ deleted: number }>(API.dataRoom.deleteFiles, fileExternalIds),
  file: (id: string) => http.get<DataRoomFile>(API.dataRoom.file, { query: { id } }),
  fileByExternal: (externalId: string) =>
    http.get<DataRoomFile>(API.dataRoom.fileByExternal, { query: { externalId } }),
  download: (fileExternalIds: string[]) => downloadFiles(fileExternalIds),
};

export const MASTER = TAXONOMY_IDS.master;

/** The file name of a Content-Disposition header (RFC 5987 filename* first), else null. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
}

/** The download name of spec 3 §9: one file keeps its own name, several are a .zip. */
export function downloadName(names: readonly string[], header: string | null): string {
  const fromServer = dispositionName(header);
  if (names.length === 1) return fromServer ?? names[0];
  const name = fromServer ?? 'files.zip';
  return name.toLowerCase().endsWith('.zip') ? name : `${name}.zip`;
}

/** POST download/files → a Blob and the server's file name (the reply is bytes, not an envelope, on success). */
async function downloadFiles(fileExternalIds: string[]): Promise<{ blob: Blob; disposition: string | null }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = httpHooks.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  const tenant = httpHooks.tenantExternalId();
  if (tenant) headers[TENANT_HEADER] = tenant;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), T.download);
  try {
    const res = await fetch(API.dataRoom.downloadFiles, {
      method: 'POST',
      headers,
      body: JSON.stringify({ fileExternalIds }),
      signal: controller.signal,
    });
    if (!res.ok) {
      const env = (await res.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
      throw new ApiError((env?.errorCode as never) ?? 'INTERNAL_ERROR', res.status, env?.message ?? TRANSPORT_MESSAGE);
    }
    return { blob: await res.blob(), disposition: res.headers.get('Content-Disposition') };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('NO_RESPONSE_RECEIVED', 500, TRANSPORT_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
}

/** Hands a blob to the browser as a download (lib/transfer). */
export { saveBlob };
