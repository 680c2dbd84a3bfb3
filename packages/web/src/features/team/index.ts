/** What other features may use from the team feature. */
export { teamKeys } from './keys';
