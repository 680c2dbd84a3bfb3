/** The team feature's routed pages for app/router.tsx, each loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

export const TeamPage = lazy(() => import('./TeamPage'));
export const TeamMemberPage = lazy(() => import('./TeamMemberPage'));
