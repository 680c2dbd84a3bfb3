/** What other code may use from the data-room feature. */
import { lazy } from 'react';

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const DataRoomLayout = lazy(() => import('./DataRoomLayout'));
export const DataRoomLandingPage = lazy(() => import('./landing/DataRoomLandingPage'));
export const DataRoomFilesPage = lazy(() => import('./files/DataRoomFilesPage'));
