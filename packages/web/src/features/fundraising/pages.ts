/** The fundraising feature's routed pages for app/router.tsx, each loaded on first visit. */
import { lazy } from 'react';

export const FundraisingPage = lazy(() => import('./search/FundraisingPage'));
export const SmartListPage = lazy(() => import('./smartlist/SmartListPage'));
export const PipelinePage = lazy(() => import('./pipeline/PipelinePage'));
