/** What other code may use from the document-center feature. */
export { documentCenterApi } from './api/document-center-api';
export { documentTreeQuery, useDocumentTree } from './api/document-tree';
export { documentCenterKeys } from './keys';
