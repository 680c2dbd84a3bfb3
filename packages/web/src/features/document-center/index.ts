/** What other code may use from the document-center feature. */
import { lazy } from 'react';
export { documentCenterApi } from './api';
export { documentCenterKeys } from './keys';

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const DocumentCenterPage = lazy(() => import('./DocumentCenterPage'));
