import { z } from 'zod';
import { emailSchema } from './common.ts';
import { LANGUAGES, LOGIN_METHODS } from './enums.ts';
import { LIMITS } from './constants.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { PRODUCT } from './product.ts';

/** Paths of the authentication calls (spec 1 §7.1), shared by server and web. */
export const AUTH_PATHS = {
  loginMethod: '/auth/login-method',
  login: '/auth/login',
  loginCode: '/auth/login-code',
  loginWithCode: '/auth/login-with-code',
  signUp: '/auth/sign-up',
  validateEmail: '/auth/validate',
  resendVerificationEmail: '/api/onboarding/resend-verification-email/:id',
  forgotPassword: '/auth/forgot-password',
  validateForgotPassword: '/auth/validate-forgot-password',
  updatePassword: '/auth/update-password',
  logout: '/auth/logout',
  oauthLogout: '/oauth/logout',
  currentUser: '/auth/current-user',
  loginAs: '/auth/login-as/:email',
  productLogin: `/api/${PRODUCT.slug}-auth/login`,
  otcIssue: `/api/${PRODUCT.slug}-auth/otc/issue`,
  otc: `/api/${PRODUCT.slug}-auth/otc`,
  redirectUrl: `/api/${PRODUCT.slug}-auth/redirect-url`,
  workspaceRedirect: `/api/${PRODUCT.slug}-auth/workspace-redirect`,
  userToken: `/api/${PRODUCT.slug}-auth/user/token`,
  devOutbox: '/api/dev/outbox',
  /** Single sign-on (OpenID Connect): the browser is sent here, then to the provider, then back to the callback. */
  oidcStart: '/api/auth/oidc/:provider/start',
  oidcCallback: '/api/auth/oidc/:provider/callback',
} as const;

/** The single sign-on providers (OpenID Connect) a deployment can configure; each shows only when configured. */
export const OIDC_PROVIDERS = ['google', 'microsoft'] as const;
export type OidcProvider = (typeof OIDC_PROVIDERS)[number];

/**
 * Why a single sign-on came back to the sign-in page instead of signing in: `/login?error=sso-<code>`
 * (the web app shows the message in the page's language).
 */
export const OIDC_ERRORS = [
  'unavailable',
  'cancelled',
  'expired',
  'state',
  'rejected',
  'email-missing',
  'email-unverified',
  'inactive',
  'too-many',
] as const;
export type OidcError = (typeof OIDC_ERRORS)[number];

/** The address that starts a single sign-on with a provider; `redirect` is the same-origin path to open after it. */
export function oidcStartPath(provider: OidcProvider, opts: { language?: string; redirect?: string | null } = {}) {
  const q = new URLSearchParams();
  if (opts.language) q.set('lang', opts.language);
  if (opts.redirect) q.set('redirect', opts.redirect);
  const query = q.toString();
  return AUTH_PATHS.oidcStart.replace(':provider', provider) + (query ? `?${query}` : '');
}

export const oidcProviderParams = z.object({ provider: z.enum(OIDC_PROVIDERS) });
export const oidcStartQuery = z.object({
  lang: z.enum(LANGUAGES).optional(),
  redirect: z.string().max(2000).optional(),
});
/** What the provider sends back; any of these may be missing or wrong, and the service decides. */
export const oidcCallbackQuery = z
  .object({
    state: z.string().max(2000).optional(),
    code: z.string().max(4000).optional(),
    error: z.string().max(200).optional(),
  })
  .passthrough();

/** Limits of the sign-in flows that spec 1 leaves open (decisions in server modules/auth/README.md). */
export const AUTH_LIMITS = {
  /** E-mails of one kind (sign-in code, password reset, verification) per address per throttle window. */
  codeMailsPerWindow: 5,
  /** Code e-mails and sign-ups from one IP per throttle window, all addresses and kinds together. */
  codeMailsPerIpPerWindow: 100,
  /** Single sign-ons started from one IP per throttle window: each start stores a pending request until it expires. */
  signOnStartsPerIpPerWindow: 60,
  /** The e-mail verification link. */
  verifyEmailTtlMs: 48 * 60 * 60 * 1000,
  /** The one-time code that carries a session to a workspace's sub-domain. */
  otcTtlMs: 60 * 1000,
} as const;

/** Kinds of e-mail the auth module sends; the `template` column of the outbox. */
export const AUTH_MAIL_TEMPLATES = ['LOGIN_CODE', 'RESET_PASSWORD', 'VERIFY_EMAIL'] as const;
export type AuthMailTemplate = (typeof AUTH_MAIL_TEMPLATES)[number];

export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters`)
  .max(200);

export const loginMethodQuery = z.object({ email: emailSchema });
export const loginMethodReply = z.object({ method: z.enum(LOGIN_METHODS) });

export const loginBody = z.object({ email: emailSchema, password: z.string().min(1, 'Password required').max(200) });
export const loginCodeBody = z.object({ email: emailSchema });
export const loginWithCodeBody = z.object({
  email: emailSchema,
  code: z.string().regex(/^\d{6}$/, 'The code has 6 digits'),
});

const signUpBase = z.object({
  firstName: z.string().trim().min(1, 'First name required').max(100),
  lastName: z.string().trim().min(1, 'Last name required').max(100),
  email: emailSchema,
  password: passwordSchema,
  passwordConfirmation: z.string(),
  phone: z.string().trim().max(40).optional(),
  /** The language the user chose on the sign-up page; else taken from Accept-Language. */
  language: z.enum(LANGUAGES).optional(),
});
const passwordsMatch = (v: { password: string; passwordConfirmation: string }) => v.password === v.passwordConfirmation;
const mismatch = { message: 'Passwords do not match', path: ['passwordConfirmation'] };
export const signUpBody = signUpBase.refine(passwordsMatch, mismatch);
export const signUpWithTenantBody = signUpBase.extend({ tenantId: z.string().uuid() }).refine(passwordsMatch, mismatch);

export const validateEmailQuery = z.object({ code: z.string().min(1).max(200), email: emailSchema });
export const forgotPasswordBody = z.object({ email: emailSchema });
export const validateForgotPasswordBody = z.object({
  email: emailSchema,
  validationCode: z.string().regex(/^\d{6}$/, 'The code has 6 digits'),
  password: passwordSchema,
});
export const updatePasswordBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  currentPassword: z.string().min(1).max(200).optional(),
});
export const otcBody = z.object({ otc: z.string().min(1).max(200) });

/** Reply of every call that signs a user in. */
export const sessionReply = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: z.object({
    externalId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
export type SessionReply = z.infer<typeof sessionReply>;

export const signUpReply = z.object({ userExternalId: z.string(), email: z.string() });

export const permissionShape = z.object({ uuid: z.string(), name: z.string() });
export const userRoleShape = z.object({ name: z.string(), permissions: z.array(permissionShape) });

/** GET auth/current-user (spec 1 §3 "Current user"). */
export const currentUserReply = z.object({
  externalId: z.string(),
  roles: z.array(z.object({ name: z.string() })),
  userRoles: z.array(userRoleShape),
  permissionUUIDs: z.array(z.string()),
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    externalId: z.string(),
    userRoles: z.array(userRoleShape),
  }),
  language: z.enum(LANGUAGES),
  isInternal: z.boolean(),
  atriumApplicationOptions: z.record(z.string(), z.unknown()),
  /** Expiry of the token used for this call; the client extends its copy when the server extended it. */
  tokenExpiresAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserReply>;

export const otcReply = z.object({ otc: z.string(), expiresAt: z.string() });

/**
 * The spec's own calls over the same one-time code (spec 1 §7.1 /api/{product}-auth; shapes beyond the bodies are
 * decisions): redirect-url and workspace-redirect name the caller's own session and answer a code (redirect-url also
 * the address that signs in with it); user/token?t signs in with a code.
 */
const sessionToken = z.string().trim().min(1).max(500);
export const redirectUrlBody = z.object({ userExternalId: z.string().uuid(), token: sessionToken });
export const redirectUrlReply = otcReply.extend({ url: z.string() });
export const workspaceRedirectBody = z.object({ token: sessionToken, expiresAt: z.string().max(100).nullish() });
export const userTokenQuery = z.object({ t: z.string().trim().min(1).max(200) });

/** POST auth/login-as/{email}. */
export const loginAsParams = z.object({ email: emailSchema });

/** content of a 403 EMAIL_NOT_VERIFIED reply: the web app goes to /verify-email/:userExternalId. */
export const emailNotVerifiedContent = z.object({ userExternalId: z.string() });

/** GET /api/dev/outbox (outside production). */
export const outboxQuery = pageQuerySchema.extend({ to: z.string().trim().toLowerCase().max(254).optional() });
export const outboxItem = z.object({
  externalId: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  template: z.string(),
  createdAt: z.string(),
  status: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItem>;
export const outboxReply = pageSchema(outboxItem);
