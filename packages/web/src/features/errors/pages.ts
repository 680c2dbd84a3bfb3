/** The errors feature's routed pages for app/router.tsx, each loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

export const NotFoundPage = lazy(() => import('./NotFoundPage'));
export const UnauthorizedPage = lazy(() => import('./UnauthorizedPage'));
export const NotSupportedPage = lazy(() => import('./NotSupportedPage'));
