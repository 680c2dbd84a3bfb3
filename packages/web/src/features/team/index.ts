/** What other code may use from the team feature. */
import { lazy } from 'react';

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const TeamPage = lazy(() => import('./TeamPage'));
export const TeamMemberPage = lazy(() => import('./TeamMemberPage'));
