/** What other code may use from the inbox-portal feature. */
export { portalApi } from './api/portal-api';
export { portalKeys } from './keys';
