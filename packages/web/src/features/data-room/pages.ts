/** The data-room feature's routed pages for app/router.tsx, each loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

export const DataRoomLayout = lazy(() => import('./DataRoomLayout'));
export const DataRoomLandingPage = lazy(() => import('./landing/DataRoomLandingPage'));
export const DataRoomFilesPage = lazy(() => import('./files/DataRoomFilesPage'));
