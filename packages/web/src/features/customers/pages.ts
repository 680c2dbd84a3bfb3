/** The customers feature's routed pages for app/router.tsx, each loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

export const CustomersPage = lazy(() => import('./CustomersPage'));
export const CustomerDetailsPage = lazy(() => import('./CustomerDetailsPage'));
