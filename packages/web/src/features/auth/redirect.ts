import type { CurrentUser } from '@atrium/contract';
import { landingPath } from '../../session/landing';

/** Pages that only make sense signed out; a return address pointing at them would loop back to sign-in. */
const SIGNED_OUT_PATHS = new Set(['/', '/login', '/register', '/signup']);

/**
 * A return address is followed only when it is a same-origin relative path: it starts with one '/'
 * (not '//', which browsers read as another host), holds no backslash or control character (which
 * browsers normalise into '//'), and still resolves to this origin. Returns the normalised path, or null.
 */
export function safeRedirectPath(raw: string | null | undefined, origin = window.location.origin): string | null {
  if (!raw || typeof raw !== 'string') return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point of this check
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (SIGNED_OUT_PATHS.has(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** Where to go after signing in: the requested same-origin path, else the user's landing page. */
export function postLoginPath(requested: string | null | undefined, user: CurrentUser | null): string {
  return safeRedirectPath(requested) ?? landingPath(user);
}
