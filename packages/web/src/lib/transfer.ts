import { ApiError, TRANSPORT_MESSAGE } from './api-error';
import { authHeaders, httpHooks } from './http';

export interface TransferHandle<T> {
  promise: Promise<T>;
  abort: () => void;
}

/**
 * POSTs a multipart form through XMLHttpRequest — unlike fetch it reports upload progress — with the bearer token and
 * the tenant header, and unwraps the envelope like lib/http: the server's code and message reject as an ApiError
 * (401 INVALID_TOKEN signs out). `onProgress` gets the bytes sent of the whole body.
 */
export function postMultipart<T>(
  url: string,
  form: FormData,
  opts: { timeoutMs: number; onProgress?: (sent: number, total: number) => void },
): TransferHandle<T> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.timeout = opts.timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded, e.total);
    };
    xhr.onload = () => {
      let env: { success?: boolean; content?: unknown; errorCode?: string; message?: string } | null;
      try {
        env = JSON.parse(xhr.responseText);
      } catch {
        env = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && env?.success) {
        resolve(env.content as T);
        return;
      }
      if (xhr.status === 401 && env?.errorCode === 'INVALID_TOKEN') httpHooks.onInvalidToken();
      reject(
        new ApiError(
          (env?.errorCode ?? 'NO_RESPONSE_RECEIVED') as never,
          xhr.status || 500,
          env?.message ?? TRANSPORT_MESSAGE,
          env?.content ?? null,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError('NO_RESPONSE_RECEIVED', 500, TRANSPORT_MESSAGE));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new ApiError('REQUEST_ERROR', 0, 'aborted'));
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
