/** The content feature's routed pages for app/router.tsx, each loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

export const TermsPage = lazy(() => import('./TermsPage'));
export const FaqPage = lazy(() => import('./FaqPage'));
