/** What other code may use from the customers feature. */
import { lazy } from 'react';

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const CustomersPage = lazy(() => import('./CustomersPage'));
