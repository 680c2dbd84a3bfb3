/** What other code may use from the shared-spaces feature. */
export { sharedSpacesKeys } from './keys';
