/** The CMS feature's routed page for app/router.tsx, loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

export const ManagerProjectPage = lazy(() => import('./ManagerProjectPage'));
