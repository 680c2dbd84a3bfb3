import {
  GUEST_TOKEN_HEADER,
  SHARED_SPACES_API as S,
  type GuestSession,
  type RoomFile,
  type SharedRoom,
} from '@atrium/contract';
import { ApiError, TRANSPORT_MESSAGE } from '../../../lib/api-error';
import { http } from '../../../lib/http';

const KEY = 'atrium.guest-session';

/** The guest session lives in this tab only (sessionStorage), apart from any member session. */
export const guestSession = {
  get: (): GuestSession | null => {
    try {
      return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as GuestSession | null;
    } catch {
      return null;
    }
  },
  set: (s: GuestSession) => sessionStorage.setItem(KEY, JSON.stringify(s)),
  clear: () => sessionStorage.removeItem(KEY),
};

async function call<T>(method: string, path: string, o: { body?: unknown; query?: Record<string, string> } = {}) {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = guestSession.get()?.token;
  if (token) headers[GUEST_TOKEN_HEADER] = token;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url.pathname + url.search, {
      method,
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
  } catch {
    throw new ApiError('NO_RESPONSE_RECEIVED', 500, TRANSPORT_MESSAGE);
  }
  const env = (await res.json().catch(() => null)) as {
    success: boolean;
    content: T;
    errorCode: string;
    message: string;
  } | null;
  if (!env) throw new ApiError('NO_RESPONSE_RECEIVED', res.status, TRANSPORT_MESSAGE);
  if (!res.ok || !env.success) throw new ApiError(env.errorCode as never, res.status, env.message, env.content);
  return env.content;
}

/** A signed-in person whose account e-mail is a guest of the room: a guest session without a code (no tenant). */
export const openWithAccount = (roomExternalId: string) =>
  http.post<GuestSession>(S.accountSession, { roomExternalId }, { noTenant: true });

/** The guest's calls, without an account (issue 15 #4). */
export const guestApi = {
  publicRoom: (vr: string) =>
    call<{ externalId: string; name: string; expired: boolean; profileImageUrl: string | null }>('GET', S.public.room, {
      query: { vr },
    }),
  requestCode: (roomExternalId: string, email: string) =>
    call<{ sent: boolean }>('POST', S.public.requestCode, { body: { roomExternalId, email } }),
  verifyCode: (roomExternalId: string, email: string, code: string) =>
    call<GuestSession>('POST', S.public.verifyCode, { body: { roomExternalId, email, code } }),
  room: () => call<SharedRoom>('GET', S.shared.room),
  viewEnd: (viewExternalId: string, seconds: number) =>
    call<null>('POST', S.shared.viewEnd, { body: { viewExternalId, seconds } }),
  financial: () => call<RoomFile[]>('GET', S.shared.financial),
  logout: () => call<null>('POST', S.shared.logout),
  /** The file's bytes (view or download) with the view id the server recorded. */
  async file(fileExternalId: string, kind: 'view' | 'download') {
    const path = kind === 'view' ? S.shared.view : S.shared.download;
    const res = await fetch(`${path}?fileExternalId=${encodeURIComponent(fileExternalId)}`, {
      headers: { [GUEST_TOKEN_HEADER]: guestSession.get()?.token ?? '' },
    });
    if (!res.ok) {
      const env = (await res.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
      throw new ApiError((env?.errorCode ?? 'INTERNAL_ERROR') as never, res.status, env?.message ?? TRANSPORT_MESSAGE);
    }
    return { blob: await res.blob(), viewId: res.headers.get('x-view-id') };
  },
};
