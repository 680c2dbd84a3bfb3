/** Business constants and limits of spec 1 §9. */
export const LIMITS = {
  snackbarAutoHideMs: 3000,
  savedToastMs: 3000,
  unreadBadgeCap: 99,
  tokenExtensionWindowMs: 2 * 24 * 60 * 60 * 1000,
  hoverCardMs: 300,
  longPressMs: 500,
  columnWidthMin: 100,
  columnWidthMax: 600,
  sortDebounceMs: 100,
  searchDebounceMs: 250,
  modalTransitionMs: 300,
  workspaceSlugCheckMs: 140,
  drawerWidthPx: 220,
  tableLoadingRows: 20,
  tableLoadingRowsMobile: 10,
  teamPageSize: 20,
  companyTeamPageSize: 100,
  notificationsPageSize: 10,
  inboxActivityPageSize: 5,
  descriptionMax: 250,
  websocketReconnectMs: 7000,
  uploadDocumentMaxBytes: 104857600,
  uploadImageMaxBytes: 26214400,
  extraUserPrice: 9.99,
  /** Login by e-mailed code. */
  loginCodeTtlMs: 10 * 60 * 1000,
  loginCodeMaxTries: 5,
  loginCodeLength: 6,
  passwordMinLength: 8,
  workspaceSlugMinLength: 3,
  workspaceSlugMaxLength: 40,
} as const;

/** Client request time-outs (spec 1 §9). */
export const TIMEOUTS = {
  default: 5000,
  prod: 15000,
  qa: 50000,
  userFetch: 30000,
  workspaceChange: 30000,
  loginByToken: 25000,
  preview: 10000,
} as const;

/** Browser storage keys (spec 1 §9). */
export const STORAGE_KEYS = {
  token: 't',
  user: 'r',
  externalId: 'e',
  tokenExpiration: 't_expiration',
  selectedRole: 'selectedRole',
  sessionId: 'session_id',
  workspaceState: 'atrium.workspace',
  language: 'atrium.language',
  postLoginRedirect: 'atrium.postLoginRedirect',
  pendingTenant: 'atrium.pendingTenantExternalId',
  visitRecorded: 'atrium.visitRecorded',
  /** Set when a phone user chose 'Continue anyway' on /not-supported (spec 1 §2.5): not sent there again. */
  continueOnPhone: 'atrium.continueOnPhone',
} as const;

export const DEFAULT_LOGGED_IN_PATH = '/home';
export const PORTAL_LANDING_PATH = '/portal/customers';
export const ONE_LANDING_PATH = '/one/home';
export const TENANT_HEADER = 'X-Tenant-Id';
