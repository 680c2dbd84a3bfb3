/** What other code may use from the inbox-portal feature. */
import { lazy } from 'react';
export { portalApi, portalKeys } from './api';

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const PortalInboxPage = lazy(() => import('./PortalInboxPage'));
