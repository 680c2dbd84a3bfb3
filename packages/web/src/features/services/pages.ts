/** The services feature's routed pages for app/router.tsx, each loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

export const ServicesPage = lazy(() => import('./ServicesPage'));
export const LegalPage = lazy(() => import('./LegalPage'));
export const AdvertisingPage = lazy(() => import('./AdvertisingPage'));
