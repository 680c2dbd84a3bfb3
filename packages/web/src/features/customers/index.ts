/** What other features may use from the customers feature. */
export { customerKeys } from './keys';
