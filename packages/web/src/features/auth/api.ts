import type { z } from 'zod';
import {
  AUTH_PATHS,
  type LoginMethod,
  type SessionReply,
  type signUpBody,
  type validateForgotPasswordBody,
  type updatePasswordBody,
} from '@atrium/contract';
import { http } from '../../lib/http';

export type SignUpInput = z.input<typeof signUpBody>;
export type ResetPasswordInput = z.input<typeof validateForgotPasswordBody>;
export type UpdatePasswordInput = z.input<typeof updatePasswordBody>;
export interface SignUpResult {
  userExternalId: string;
  email: string;
}
export interface OtcResult {
  otc: string;
  expiresAt: string;
}

// Sign-in calls are made before a workspace exists, so none of them carries the tenant header.
const open = { noTenant: true } as const;
const P = AUTH_PATHS;

/** The calls of spec 1 §7.1 that the sign-in, sign-up and password screens make (paths from the contract). */
export const authApi = {
  loginMethod: (email: string) => http.get<{ method: LoginMethod }>(P.loginMethod, { ...open, query: { email } }),
  login: (email: string, password: string) => http.post<SessionReply>(P.login, { email, password }, open),
  sendLoginCode: (email: string) => http.post<unknown>(P.loginCode, { email }, open),
  loginWithCode: (email: string, code: string) => http.post<SessionReply>(P.loginWithCode, { email, code }, open),
  signUp: (body: SignUpInput) => http.post<SignUpResult>(P.signUp, body, open),
  validateEmail: (code: string, email: string) =>
    http.get<SessionReply>(P.validateEmail, { ...open, query: { code, email } }),
  resendVerificationEmail: (userExternalId: string) =>
    http.post<unknown>(P.resendVerificationEmail.replace(':id', encodeURIComponent(userExternalId)), {}, open),
  forgotPassword: (email: string) => http.post<unknown>(P.forgotPassword, { email }, open),
  resetPassword: (body: ResetPasswordInput) => http.post<unknown>(P.validateForgotPassword, body, open),
  updatePassword: (body: UpdatePasswordInput) => http.put<unknown>(P.updatePassword, body, open),
  loginAs: (email: string) => http.post<SessionReply>(P.loginAs.replace(':email', encodeURIComponent(email)), {}, open),
  /** Revokes a token other than the session's current one (the superadmin's own after login-as). */
  revokeToken: async (token: string) => {
    await fetch(P.logout, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
  },
  issueOtc: () => http.post<OtcResult>(P.otcIssue, {}, open),
  exchangeOtc: (otc: string) => http.post<SessionReply>(P.otc, { otc }, open),
};
