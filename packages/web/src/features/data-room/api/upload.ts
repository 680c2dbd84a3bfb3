import { DATA_ROOM_LIMITS, TENANT_HEADER, type DataRoomFile } from '@atrium/contract';
import { ApiError, TRANSPORT_MESSAGE } from '../../../lib/api-error';
import { httpHooks } from '../../../lib/http';

/** Where an upload lands: a taxonomy entry (9997 = the master, unplaced) or a custom folder. */
export type UploadTarget = { parentStaticId: number } | { customFolderExternalId: string };

/** POST upload-files?parentId= or custom/folder/files?customParentId= (spec 3 §7.2, §7.3). */
export function uploadUrl(target: UploadTarget): string {
  if ('customFolderExternalId' in target) return `/api/data-room/custom/folder/files?customParentId=${encodeURIComponent(target.customFolderExternalId)}`;
  return `/api/data-room/upload-files?parentId=${target.parentStaticId}`;
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
export function uploadFiles(target: UploadTarget, files: readonly File[], onProgress?: (sent: number, total: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<DataRoomFile[]>((resolve, reject) => {
    const form = new FormData();
    files.forEach((f) => form.append('files', f, f.name));
    xhr.open('POST', uploadUrl(target));
    xhr.timeout = DATA_ROOM_LIMITS.timeouts.upload;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = httpHooks.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const tenant = httpHooks.tenantExternalId();
    if (tenant) xhr.setRequestHeader(TENANT_HEADER, tenant);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded, e.total);
    };
    xhr.onload = () => {
      let env: { success?: boolean; content?: unknown; errorCode?: string; message?: string } | null;
      try {
        env = JSON.parse(xhr.responseText);
      } catch {
        env = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && env?.success) {
        resolve((env.content ?? []) as DataRoomFile[]);
        return;
      }
      if (xhr.status === 401 && env?.errorCode === 'INVALID_TOKEN') httpHooks.onInvalidToken();
      reject(new ApiError((env?.errorCode ?? 'NO_RESPONSE_RECEIVED') as never, xhr.status || 500, env?.message ?? TRANSPORT_MESSAGE, env?.content ?? null));
    };
    xhr.onerror = () => reject(new ApiError('NO_RESPONSE_RECEIVED', 500, TRANSPORT_MESSAGE));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new ApiError('REQUEST_ERROR', 0, 'aborted'));
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
