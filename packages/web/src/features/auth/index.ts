/** What other features may use from the auth feature. */
export { UpdatePasswordCard } from './components/UpdatePasswordCard';
export { redirectToWorkspace, canRedirectToWorkspace, buildWorkspaceUrl } from './workspace-redirect';
export { safeRedirectPath, postLoginPath } from './redirect';
