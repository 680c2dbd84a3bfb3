/** What other code may use from the errors feature. */
import { lazy } from 'react';
export { ErrorBoundary } from './ErrorBoundary';
export { RouteErrorPage } from './RouteErrorPage';

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const NotFoundPage = lazy(() => import('./NotFoundPage'));
export const UnauthorizedPage = lazy(() => import('./UnauthorizedPage'));
export const NotSupportedPage = lazy(() => import('./NotSupportedPage'));
