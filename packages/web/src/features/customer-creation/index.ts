/** What other code may use from the customer-creation feature. */
import { lazy } from 'react';
export { CustomerCreationTools } from './CustomerCreationTools';

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const CsvImportPage = lazy(() => import('./CsvImportPage'));
