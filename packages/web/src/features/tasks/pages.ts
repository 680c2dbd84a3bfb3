/** The tasks feature's routed pages for app/router.tsx, each loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

export const TaskListPage = lazy(() => import('./components/TaskListPage'));
export const TaskDetailPage = lazy(() => import('./components/TaskDetailPage'));
export const ProductManagerPage = lazy(() => import('./components/ProductManagerPage'));
export const ProductFlowPage = lazy(() => import('./components/ProductFlowPage'));
export const WorkloadPage = lazy(() => import('./components/WorkloadPage'));
export const TaskCreatePage = lazy(() => import('./create/TaskCreatePage'));
