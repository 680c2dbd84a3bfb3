import {
  DATA_ROOM_LIMITS,
  TENANT_HEADER,
  type AiAnalysis,
  type DataRoomFile,
  type PresignedUrl,
  API,
} from '@atrium/contract';
import { ApiError, TRANSPORT_MESSAGE } from '../../../lib/api-error';
import { http, httpHooks } from '../../../lib/http';
import { saveBlob } from '../../../lib/transfer';
import { createPresignedCache } from '../../../lib/presigned-cache';

/** One file's details and its AI summary (spec 3 §7.2: GET file-by-external, PUT update/summary, GET presigned-url). */
export const summaryApi = {
  fileByExternal: (externalId: string) =>
    http.get<DataRoomFile>(API.dataRoom.fileByExternal, { query: { externalId } }),
  updateSummary: (fileExternalId: string, aiAnalysis: AiAnalysis) =>
    http.put<DataRoomFile>(API.dataRoom.updateSummary, aiAnalysis, { query: { fileExternalId } }),
  presignedUrl: (externalId: string) => http.get<PresignedUrl>(API.dataRoom.presignedUrl, { query: { externalId } }),
};

/** Pre-signed URLs of data-room files, kept for the session until shortly before they expire (spec 3 §9). */
export const dataRoomPresignedUrls = createPresignedCache((id) => summaryApi.presignedUrl(id));

/**
 * Downloads one file through POST download/files (the bytes need the bearer token, so no plain link) and saves it
 * under its own name. Throws on any failure; the caller shows 'There was an error downloading the file.'.
 */
export async function downloadDataRoomFile(file: Pick<DataRoomFile, 'externalId' | 'name'>) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = httpHooks.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  const tenant = httpHooks.tenantExternalId();
  if (tenant) headers[TENANT_HEADER] = tenant;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DATA_ROOM_LIMITS.timeouts.download);
  try {
    const res = await fetch(API.dataRoom.downloadFiles, {
      method: 'POST',
      headers,
      body: JSON.stringify({ fileExternalIds: [file.externalId] }),
      signal: controller.signal,
    });
    if (!res.ok) throw new ApiError('NO_RESPONSE_RECEIVED', res.status, TRANSPORT_MESSAGE);
    saveBlob(await res.blob(), file.name);
  } finally {
    clearTimeout(timer);
  }
}
