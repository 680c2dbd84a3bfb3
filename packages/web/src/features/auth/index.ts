/** What other features may use from the auth feature. */
import { lazy } from 'react';
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

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const LoginPage = lazy(() => import('./pages/LoginPage'));
export const SignupPage = lazy(() => import('./pages/SignupPage'));
export const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage'));
export const VerifyingEmailPage = lazy(() => import('./pages/VerifyingEmailPage'));
export const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
export const ForgotPasswordEmailSentPage = lazy(() => import('./pages/ForgotPasswordEmailSentPage'));
export const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
export const RedirectPage = lazy(() => import('./pages/RedirectPage'));
