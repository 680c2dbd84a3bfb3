/** What other code may use from the user-management feature. */
export { userManagementKeys } from './keys';
export { useIsPortalAdmin } from './useIsPortalAdmin';
