/** What other code may use from the roles feature. */
export { useCompanyRoles, roleApi, usePortalRoles } from './api';
