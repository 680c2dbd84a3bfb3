/** The shared-spaces feature's routed pages for app/router.tsx, each loaded on first visit. */
import { lazy } from 'react';

export const RoomsPage = lazy(() => import('./components/RoomsPage'));
export const CreateRoomPage = lazy(() => import('./components/CreateRoomPage'));
export const RoomInsidePage = lazy(() => import('./components/RoomInsidePage'));
export const RoomAnalyticsPage = lazy(() => import('./components/AnalyticsPage'));
export const ShareByLinkPage = lazy(() => import('./guest/ShareByLinkPage'));
export const SharedCheckEmailPage = lazy(() => import('./guest/SharedCheckEmailPage'));
export const SharedForLoginPage = lazy(() => import('./guest/SharedForLoginPage'));
export const SharedRoomPage = lazy(() => import('./guest/SharedRoomPage'));
export const RoomFilePage = lazy(() => import('./components/RoomFilePage'));
export const FinancialReportPage = lazy(() => import('./components/FinancialReportPage'));
export const SharedFilePage = lazy(() => import('./guest/SharedFilePage'));
export const SharedFinancialReportPage = lazy(() => import('./guest/SharedFinancialReportPage'));
export const RoomExpiredPage = lazy(() => import('./guest/RoomExpiredPage'));
