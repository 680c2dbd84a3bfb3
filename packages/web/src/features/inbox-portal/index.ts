/** What other code may use from the inbox-portal feature. */
export { portalApi, portalKeys } from './api';
