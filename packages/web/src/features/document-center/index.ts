/** What other code may use from the document-center feature. */
export { documentCenterApi } from './api';
export { documentCenterKeys } from './keys';
