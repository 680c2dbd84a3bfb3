/** What other features may use from the invitations feature. */
import { lazy } from 'react';
export { CompanyUsersSection } from './components/CompanyUsersSection';
export { SettingsCompanyUsers } from './components/SettingsCompanyUsers';
export { canShowInvite } from './invite-rule';
export { InviteUserDialog } from './components/InviteUserDialog';

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const InvitationPage = lazy(() => import('./pages/InvitationPage'));
export const RegisterInvitedUserPage = lazy(() => import('./pages/RegisterInvitedUserPage'));
