import { ONE_LANDING_PATH, PORTAL_LANDING_PATH, ROLES, hasPermission, type CurrentUser } from '@atrium/contract';

/** Where a signed-in user lands (spec 1 §4.1): portal employees on the portal customers screen. */
export function landingPath(user: CurrentUser | null): string {
  if (!user) return '/login';
  if (user.roles.some((r) => r.name === ROLES.portalEmployee) && hasPermission(user, 'portalAccess'))
    return PORTAL_LANDING_PATH;
  if (hasPermission(user, 'oneAccess')) return ONE_LANDING_PATH;
  if (hasPermission(user, 'portalAccess')) return PORTAL_LANDING_PATH;
  return '/unauthorized';
}

/** The view is the portal if the path contains /portal, otherwise the customer view. */
export const viewOf = (pathname: string) => (pathname.includes('/portal') ? 'portal' : 'one');
