/** What other code may use from the roles feature. */
export { roleApi } from './api/role-api';
export { companyRolesQuery, useCompanyRoles } from './api/company-roles';
export { portalRolesQuery, usePortalRoles } from './api/portal-roles';
export { roleKeys } from './keys';
