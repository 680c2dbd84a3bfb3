/** What other code may use from the workspace feature. */
export { accountTypeKey } from './labels';
export { ManageWorkspaceDialog } from './ManageWorkspaceDialog';
export { WorkspaceSelector } from './WorkspaceSelector';
export { useSlugCheck } from './useSlugCheck';
export type { SlugState } from './useSlugCheck';
