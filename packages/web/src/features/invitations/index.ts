/** What other features may use from the invitations feature. */
export { CompanyUsersSection } from './components/CompanyUsersSection';
export { SettingsCompanyUsers } from './components/SettingsCompanyUsers';
export { canShowInvite } from './invite-rule';
export { InviteUserDialog } from './components/InviteUserDialog';
