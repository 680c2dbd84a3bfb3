/** What other features may use from the auth feature. */
export { UpdatePasswordCard } from './components/UpdatePasswordCard';
export { redirectToWorkspace, canRedirectToWorkspace, buildWorkspaceUrl } from './workspace-redirect';
export { safeRedirectPath, postLoginPath } from './redirect';
export { authErrorMessage, validationMessage, showSubmitError, applyServerFieldErrors } from './errors';
export { AuthLayout } from './components/AuthLayout';
export { FormAlert } from './components/FormAlert';
export { PasswordField } from './components/PasswordField';
export { fieldProps } from './field-props';
export { LanguageSwitch } from './components/LanguageSwitch';
export { RouterLink } from './components/RouterLink';
export { LoginAsCard } from './components/LoginAsCard';
export { useLoginAs } from './hooks/useLoginAs';
