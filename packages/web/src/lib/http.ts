import { TENANT_HEADER, TIMEOUTS, type Envelope, type ErrorCode, type FieldError } from '@atrium/contract';
import { ApiError, TRANSPORT_MESSAGE } from './api-error';
import i18n from './i18n';
import { translateValidation } from './validation';

type Query = Record<string, string | number | boolean | null | undefined | string[]>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  timeoutMs?: number;
  /** Send no tenant header (e.g. before a workspace is chosen). */
  noTenant?: boolean;
  signal?: AbortSignal;
}

/** Hooks the session and workspace layers plug in; the http client itself knows no state. */
export const httpHooks = {
  token: (): string | null => null,
  tenantExternalId: (): string | null => null,
  defaultTimeoutMs: (): number => TIMEOUTS.default,
  /** Called on 401 INVALID_TOKEN: the session logs out and alerts. */
  onInvalidToken: (): void => {},
};

function buildUrl(path: string, query?: Query) {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((x) => url.searchParams.append(k, x));
    else url.searchParams.set(k, String(v));
  }
  return url.pathname + url.search;
}

/** The bearer token and tenant header every call sends (also used by the XHR uploads and the blob downloads). */
export function authHeaders(opts: { noTenant?: boolean } = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = httpHooks.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  const tenant = opts.noTenant ? null : httpHooks.tenantExternalId();
  if (tenant) headers[TENANT_HEADER] = tenant;
  return headers;
}

/**
 * The ApiError of a refused call. A validation refusal's field messages (and its message, the first of them) are
 * worded for people: zod's English defaults become translated sentences (lib/validation.ts).
 */
function readableError(code: ErrorCode, status: number, message: string, content: unknown): ApiError {
  if (code !== 'VALIDATION_ERROR') return new ApiError(code, status, message, content);
  const c = content as { fields?: FieldError[] } | null;
  const fields = c?.fields?.map((f) => ({ ...f, message: translateValidation(i18n.t, f.message) }));
  return new ApiError(
    code,
    status,
    translateValidation(i18n.t, message),
    fields ? { ...(content as object), fields } : content,
  );
}

/** Calls the API and unwraps the envelope; throws ApiError with the server's code and message. */
export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  let url: string;
  const headers: Record<string, string> = { Accept: 'application/json' };
  try {
    url = buildUrl(path, opts.query);
    const token = httpHooks.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    const tenant = opts.noTenant ? null : httpHooks.tenantExternalId();
    if (tenant) headers[TENANT_HEADER] = tenant;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  } catch {
    throw new ApiError('REQUEST_ERROR', 500, TRANSPORT_MESSAGE);
  }
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), opts.timeoutMs ?? httpHooks.defaultTimeoutMs());
  opts.signal?.addEventListener('abort', () => controller.abort());
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: controller.signal,
    });
  } catch {
    throw new ApiError('NO_RESPONSE_RECEIVED', 500, TRANSPORT_MESSAGE);
  } finally {
    clearTimeout(timeout);
  }
  let env: Envelope<T>;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError('NO_RESPONSE_RECEIVED', res.status || 500, TRANSPORT_MESSAGE);
  }
  if (!res.ok || !env.success) {
    const err = readableError(
      env.errorCode ?? 'INTERNAL_ERROR',
      res.status,
      env.message ?? TRANSPORT_MESSAGE,
      env.content,
    );
    if (res.status === 401 && env.errorCode === 'INVALID_TOKEN') httpHooks.onInvalidToken();
    throw err;
  }
  return env.content as T;
}

export const http = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('POST', path, { ...opts, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('PUT', path, { ...opts, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('PATCH', path, { ...opts, body: body ?? {} }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/** The file name of a Content-Disposition header (RFC 5987 filename* first), else null. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1]!.trim() : null;
}

export interface BlobReply {
  blob: Blob;
  /** The server's Content-Disposition header (the file name it chose), if any. */
  disposition: string | null;
}

/**
 * Fetches bytes (a file, a zip, a PDF) with the session's token and tenant: the reply is not an envelope on success,
 * but a failure still is, so its code and message reject as an ApiError like `request`.
 */
export async function fetchBlob(
  method: 'GET' | 'POST',
  path: string,
  opts: Pick<RequestOptions, 'body' | 'query' | 'timeoutMs' | 'noTenant'> = {},
): Promise<BlobReply> {
  const headers = authHeaders(opts);
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? httpHooks.defaultTimeoutMs());
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: controller.signal,
    });
    if (!res.ok) {
      const env = (await res.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
      if (res.status === 401 && env?.errorCode === 'INVALID_TOKEN') httpHooks.onInvalidToken();
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

/** Hands a blob to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The one download helper: fetches the bytes (see fetchBlob) and saves them under `name`, or under the server's
 * Content-Disposition name first when `serverName` is set (a zip, a renamed file).
 */
export async function download(
  method: 'GET' | 'POST',
  path: string,
  name: string,
  opts: Pick<RequestOptions, 'body' | 'query' | 'timeoutMs' | 'noTenant'> & { serverName?: boolean } = {},
): Promise<void> {
  const { serverName, ...rest } = opts;
  const { blob, disposition } = await fetchBlob(method, path, rest);
  saveBlob(blob, (serverName ? dispositionName(disposition) : null) ?? name);
}
