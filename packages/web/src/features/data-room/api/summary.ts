import { DATA_ROOM_LIMITS, type AiAnalysis, type DataRoomFile, type PresignedUrl, API } from '@atrium/contract';
import { download, http } from '../../../lib/http';
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
export const downloadDataRoomFile = (file: Pick<DataRoomFile, 'externalId' | 'name'>) =>
  download('POST', API.dataRoom.downloadFiles, file.name, {
    body: { fileExternalIds: [file.externalId] },
    timeoutMs: DATA_ROOM_LIMITS.timeouts.download,
  });
