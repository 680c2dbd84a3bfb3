export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const VIEWS = ['one', 'portal'] as const;
export type View = (typeof VIEWS)[number];

export const APP_ENVS = ['dev', 'qa', 'prod'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export const ACCOUNT_TYPES = ['COMPANY', 'INDIVIDUAL'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const SESSION_EVENTS = ['LOGIN'] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];

export const SNACK_SEVERITIES = ['success', 'warning', 'error', 'default', 'info'] as const;
export type SnackSeverity = (typeof SNACK_SEVERITIES)[number];

export const NOTIFICATION_STATUSES = ['UNREAD', 'READ'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const LOGIN_METHODS = ['PASSWORD', 'CODE'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Login error codes carried in the `error` query parameter of the sign-in page (spec 1 §4.1). */
export const LOGIN_QUERY_ERRORS = { 'not-authorized': 0, 'token-expired': 1 } as const;
