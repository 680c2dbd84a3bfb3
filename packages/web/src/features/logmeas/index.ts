/** What other code may use from the log-viewer feature. */
export { logmeasKeys } from './keys';
