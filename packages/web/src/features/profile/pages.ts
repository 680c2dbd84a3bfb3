/** The profile feature's routed pages for app/router.tsx, each loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

export const ProfilePage = lazy(() => import('./pages/ProfilePage'));
