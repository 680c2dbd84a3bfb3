import { use, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { hasPermission, type PermissionKey } from '@atrium/contract';
import { isLoggedIn, lastLogout, useSession } from '../session/session';
import { landingPath } from '../session/landing';
import { FullPageLoader } from '../components/FullPageLoader';
import { safeRedirectPath } from '../features/auth';
import { appStrings } from '../lib/i18n';

/** Pages that need login: not logged in → login with redirect_uri; without the permission → the 401 page. */
export function RequireAuth({ permission, children }: { permission?: PermissionKey; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!isLoggedIn(session)) {
    // After the user's own logout the page they left is not a place to return to.
    if (lastLogout() === 'user') return <Navigate to="/login" replace />;
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect_uri=${redirect}`} replace />;
  }
  if (!session.user) return <FullPageLoader />;
  if (permission && !hasPermission(session.user, permission)) return <Navigate to="/unauthorized" replace />;
  return <WithAppStrings>{children}</WithAppStrings>;
}

/** Renders once every feature's strings are in (lib/i18n.ts); suspends to the nearest loader until then. */
export function WithAppStrings({ children }: { children: ReactNode }) {
  use(appStrings());
  return <>{children}</>;
}

/**
 * '/' and '/register' send a signed-in user to the page they were asked to return to, else their landing page.
 * With ?error= (not-authorized, token-expired) the sign-in page shows instead: SessionBootstrap ends the session.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (params.has('error')) return <>{children}</>;
  if (isLoggedIn(session) && session.user) {
    return <Navigate to={safeRedirectPath(params.get('redirect_uri')) ?? landingPath(session.user)} replace />;
  }
  if (isLoggedIn(session)) return <FullPageLoader />;
  return <>{children}</>;
}

/** Unknown paths redirect to the landing page computed for the user. */
export function LandingRedirect() {
  const session = useSession();
  if (isLoggedIn(session) && !session.user) return <FullPageLoader />;
  return <Navigate to={landingPath(session.user)} replace />;
}
