import { ApiError } from '../lib/api-error';
import { STORAGE_KEYS, type CurrentUser, type SessionReply, API } from '@atrium/contract';
import { createStore, useStore } from '../lib/store';
import { storage, KEPT_ON_LOGOUT } from '../lib/storage';
import { http, httpHooks } from '../lib/http';
import { realtime } from '../lib/realtime';

export interface SessionState {
  token: string | null;
  expiresAt: string | null;
  user: CurrentUser | null;
  /** 'loading' while the current user is fetched after start or sign-in. */
  status: 'anonymous' | 'loading' | 'authenticated';
}

function initialState(): SessionState {
  const token = storage.get(STORAGE_KEYS.token);
  const expiresAt = storage.get(STORAGE_KEYS.tokenExpiration);
  // Spec 1 §4.1: a stored expiry in the past means logged out.
  if (!token || token === 'null' || (expiresAt && new Date(expiresAt).getTime() <= Date.now())) {
    return { token: null, expiresAt: null, user: null, status: 'anonymous' };
  }
  return { token, expiresAt, user: storage.getJson<CurrentUser>(STORAGE_KEYS.user), status: 'loading' };
}

export const sessionStore = createStore<SessionState>(initialState());
export const useSession = () => useStore(sessionStore);

httpHooks.token = () => sessionStore.get().token;

/** Listeners run on logout (query cache, workspace state…), registered by the providers. */
const logoutListeners = new Set<(reason: LogoutReason) => void>();
/** 'silent': the session ends without navigating (the sign-in page is already showing). */
export type LogoutReason = 'user' | 'expired' | 'not-authorized' | 'silent';
export const onLogout = (l: (reason: LogoutReason) => void) => {
  logoutListeners.add(l);
  return () => {
    logoutListeners.delete(l);
  };
};

function persist(s: SessionState) {
  if (s.token) storage.set(STORAGE_KEYS.token, s.token);
  if (s.expiresAt) storage.set(STORAGE_KEYS.tokenExpiration, s.expiresAt);
  if (s.user) {
    storage.setJson(STORAGE_KEYS.user, s.user);
    storage.set(STORAGE_KEYS.externalId, s.user.externalId);
  }
}

/** Loads the current user for the stored token; a failure logs the user out (spec 1 §8). */
let inFlight: { token: string; promise: Promise<CurrentUser | null> } | null = null;

/** Loads the current user for the stored token (one request at a time per token); a failure logs out (spec 1 §8). */
/** Transport failures (no reply, an aborted request during a reload): worth retrying before giving up the session. */
const isTransportFailure = (err: unknown) =>
  err instanceof ApiError && (err.code === 'NO_RESPONSE_RECEIVED' || err.code === 'REQUEST_ERROR');
const CURRENT_USER_RETRIES_MS = [1000, 3000];

/**
 * GET current-user; a transport failure is retried after a pause, so a request cut off by a reload or a flaky network
 * does not wipe a valid session (the wipe would run while the page unloads and sign the next page out).
 */
async function fetchCurrentUser(): Promise<CurrentUser> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await http.get<CurrentUser>(API.auth.currentUser, { noTenant: true, timeoutMs: 30000 });
    } catch (err) {
      const wait = CURRENT_USER_RETRIES_MS[attempt];
      if (!isTransportFailure(err) || wait === undefined) throw err;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

export function loadCurrentUser(): Promise<CurrentUser | null> {
  const { token } = sessionStore.get();
  if (!token) return Promise.resolve(null);
  if (inFlight?.token === token) return inFlight.promise;
  const promise = (async () => {
    try {
      const user = await fetchCurrentUser();
      if (sessionStore.get().token !== token) return null;
      // The server extends a token with fewer than 2 days left; keep the client's copy in step.
      const next: SessionState = { token, expiresAt: user.tokenExpiresAt, user, status: 'authenticated' };
      sessionStore.set(next);
      persist(next);
      realtime.open(token);
      return user;
    } catch (err) {
      if (sessionStore.get().token === token) await logout('expired', { callServer: false });
      throw err;
    } finally {
      inFlight = null;
    }
  })();
  inFlight = { token, promise };
  return promise;
}

/** Stores a fresh session from a sign-in reply and loads the user. */
export async function startSession(reply: SessionReply): Promise<CurrentUser | null> {
  const next: SessionState = { token: reply.token, expiresAt: reply.expiresAt, user: null, status: 'loading' };
  sessionStore.set(next);
  persist(next);
  storage.remove(STORAGE_KEYS.visitRecorded);
  lastLogoutReason = null;
  return loadCurrentUser();
}

let loggingOut = false;
/** Why the session last ended in this page; a user's own logout goes to /login without a return address. */
let lastLogoutReason: LogoutReason | null = null;
export const lastLogout = () => lastLogoutReason;
/** Logs out: revokes the token on the server, clears state and storage, closes the socket. */
export async function logout(reason: LogoutReason = 'user', opts: { callServer?: boolean } = {}) {
  if (loggingOut) return;
  loggingOut = true;
  try {
    const { token } = sessionStore.get();
    if (token && opts.callServer !== false) {
      await http.delete(API.auth.logout, { noTenant: true }).catch(() => undefined);
    }
    realtime.close();
    storage.wipeExcept(KEPT_ON_LOGOUT);
    try {
      sessionStorage.removeItem(STORAGE_KEYS.visitRecorded);
    } catch {
      /* only logged */
    }
    lastLogoutReason = reason;
    sessionStore.set({ token: null, expiresAt: null, user: null, status: 'anonymous' });
    logoutListeners.forEach((l) => l(reason));
  } finally {
    loggingOut = false;
  }
}

export const isLoggedIn = (s: SessionState = sessionStore.get()) =>
  !!s.token && (!s.expiresAt || new Date(s.expiresAt).getTime() > Date.now());
