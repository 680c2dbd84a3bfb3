/** The invitations feature's routed pages for app/router.tsx, each loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

export const InvitationPage = lazy(() => import('./pages/InvitationPage'));
export const RegisterInvitedUserPage = lazy(() => import('./pages/RegisterInvitedUserPage'));
