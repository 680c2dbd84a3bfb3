/** The auth feature's routed pages for app/router.tsx, each loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

export const LoginPage = lazy(() => import('./pages/LoginPage'));
export const SignupPage = lazy(() => import('./pages/SignupPage'));
export const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage'));
export const VerifyingEmailPage = lazy(() => import('./pages/VerifyingEmailPage'));
export const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
export const ForgotPasswordEmailSentPage = lazy(() => import('./pages/ForgotPasswordEmailSentPage'));
export const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
export const RedirectPage = lazy(() => import('./pages/RedirectPage'));
