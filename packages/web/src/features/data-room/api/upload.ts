import { DATA_ROOM_LIMITS, type DataRoomFile, API } from '@atrium/contract';
import { postMultipart } from '../../../lib/transfer';

/** Where an upload lands: a taxonomy entry (9997 = the master, unplaced) or a custom folder. */
export type UploadTarget = { parentStaticId: number } | { customFolderExternalId: string };

/** POST upload-files?parentId= or custom/folder/files?customParentId= (spec 3 §7.2, §7.3). */
export function uploadUrl(target: UploadTarget): string {
  if ('customFolderExternalId' in target)
    return `${API.dataRoom.customFolderFiles}?customParentId=${encodeURIComponent(target.customFolderExternalId)}`;
  return `${API.dataRoom.uploadFiles}?parentId=${target.parentStaticId}`;
}

export interface UploadHandle {
  promise: Promise<DataRoomFile[]>;
  abort: () => void;
}

/**
 * Uploads files as multipart (field `files`) through XMLHttpRequest, which — unlike fetch — reports upload progress.
 * `onProgress` receives bytes sent of the request body; the caller divides by the file size. The server's envelope
 * error (code and message, e.g. the invalid-format or max-size text) rejects as an ApiError.
 */
export function uploadFiles(
  target: UploadTarget,
  files: readonly File[],
  onProgress?: (sent: number, total: number) => void,
): UploadHandle {
  const form = new FormData();
  files.forEach((f) => form.append('files', f, f.name));
  const handle = postMultipart<DataRoomFile[] | null>(uploadUrl(target), form, {
    timeoutMs: DATA_ROOM_LIMITS.timeouts.upload,
    onProgress,
  });
  return { ...handle, promise: handle.promise.then((rows) => rows ?? []) };
}
