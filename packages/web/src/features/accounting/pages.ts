/** The accounting feature's routed pages for app/router.tsx, each loaded on first visit (the charts ride along). */
import { lazy } from 'react';

export const DashboardsPage = lazy(() => import('./components/DashboardsPage'));
export const TaxDeadlinesPage = lazy(() => import('./components/TaxDeadlinesPage'));
export const IntegrationsPage = lazy(() => import('./components/IntegrationsPage'));
export const PortalAccountingPage = lazy(() => import('./components/PortalAccountingPage'));
export const SpendingPage = lazy(() => import('./components/SpendingPage'));
export const SpendingDetailsPage = lazy(() => import('./components/SpendingDetailsPage'));
export const TaxTimelinePage = lazy(() => import('./components/TaxTimelinePage'));
export const PortalTaxTimelinePage = lazy(() => import('./components/PortalTaxTimelinePage'));
