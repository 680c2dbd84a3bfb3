import { PRODUCT } from './product.ts';
import { SHARED_SPACES_API } from './shared-spaces/paths.ts';
import { FUNDRAISING_API } from './fundraising/paths.ts';
import { FUNDER_PIPELINE_API } from './fundraising/pipeline.ts';
import { ASK_ABOUT_PATHS } from './assistant/ask-about.ts';

/**
 * Every path of the HTTP API, grouped by area. The server registers its routes with these constants and the web app
 * calls them through `apiPath` (ESLint forbids literal `/api/…` strings elsewhere), so a renamed route is a type
 * error on both sides. Parameters are Fastify-style (`:id`, `*` for the rest of the path).
 */
const P = PRODUCT.slug;

export const API = {
  auth: {
    loginMethod: `/auth/login-method`,
    login: `/auth/login`,
    loginCode: `/auth/login-code`,
    loginWithCode: `/auth/login-with-code`,
    signUp: `/auth/sign-up`,
    validate: `/auth/validate`,
    forgotPassword: `/auth/forgot-password`,
    validateForgotPassword: `/auth/validate-forgot-password`,
    updatePassword: `/auth/update-password`,
    logout: `/auth/logout`,
    currentUser: `/auth/current-user`,
    loginAs: `/auth/login-as/:email`,
    signUpWithTenant: `/auth/sign-up-with-tenant`,
    /** Single sign-on: browser navigations answered with redirects (kept out of the OpenAPI document). */
    oidcStart: `/api/auth/oidc/:provider/start`,
    oidcCallback: `/api/auth/oidc/:provider/callback`,
  },
  authApi: {
    login: `/api/${P}-auth/login`,
    otcIssue: `/api/${P}-auth/otc/issue`,
    otc: `/api/${P}-auth/otc`,
    redirectUrl: `/api/${P}-auth/redirect-url`,
    workspaceRedirect: `/api/${P}-auth/workspace-redirect`,
    userToken: `/api/${P}-auth/user/token`,
  },
  onboarding: {
    resendVerificationEmail: `/api/onboarding/resend-verification-email/:id`,
    validateCompanyName: `/api/onboarding/validate-company-name/:name`,
    validatePersonalInformation: `/api/onboarding/validate-personal-information`,
    phone: `/api/onboarding/phone`,
    phoneVerifyCode: `/api/onboarding/phone/verify-code`,
    onboardUser: `/api/onboarding/onboard-user`,
    answerActivityForm: `/api/onboarding/answer-activity-form/:id`,
  },
  oauth: {
    logout: `/oauth/logout`,
  },
  dev: {
    outbox: `/api/dev/outbox`,
  },
  serviceRequests: {
    root: `/api/service-requests`,
  },
  user: {
    language: `/api/${P}-user/:id/language`,
    getByCoreUser: `/api/${P}-user/get-by-core-user`,
    profile: `/api/${P}-user/profile`,
    profilePhoto: `/api/${P}-user/profile/photo`,
    saveOptions: `/api/${P}-user/:id/save-options`,
    query: `/api/${P}-user/query`,
    queryTenant: `/api/${P}-user/query-tenant`,
    tenantPaged: `/api/${P}-user/tenant/:id/paged`,
    suggestions: `/api/${P}-user/suggestions`,
    suggestionsByTenant: `/api/${P}-user/suggestions-by-tenant`,
    email: `/api/${P}-user/email`,
    allKam: `/api/${P}-user/all-kam`,
    employees: `/api/${P}-user/${P}-employees`,
    adminCreateUser: `/api/${P}-user/admin/create-user`,
    chatUserSuggestions: `/api/${P}-user/chat/user-suggestions`,
    supportUser: `/api/${P}-user/support-user`,
    searchChatUserData: `/api/${P}-user/search/chat-user-data`,
    serviceTeam: `/api/${P}-user/service-team`,
    clientsByTenant: `/api/${P}-user/${P}-clients-by-tenant`,
    byCoreUserExternalId: `/api/${P}-user/by-core-user-external-id`,
    kamUserByTenant: `/api/${P}-user/get-kam-user-by-tenant`,
  },
  workspace: {
    all: `/api/workspace/all`,
    tenantMembershipsAll: `/api/workspace/tenant-memberships/all`,
    isTaken: `/api/workspace/is-taken`,
    owned: `/api/workspace/owned`,
    byUser: `/api/workspace/by-user`,
    byTenant: `/api/workspace/by-tenant`,
    change: `/api/workspace/change`,
    createForCompany: `/api/workspace/create-for-company`,
    createProfile: `/api/workspace/create-profile`,
  },
  notification: {
    all: `/api/notification/all`,
    countUnread: `/api/notification/count-unread`,
    updateStatus: `/api/notification/update-status`,
    markAllAsRead: `/api/notification/mark-all-as-read`,
    notifyDocumentDelivery: `/api/notification/notify-document-delivery`,
  },
  visitSession: {
    root: `/api/${P}-user-visit-session`,
    /** Admin tools: the recorded visits, newest first. */
    paged: `/api/${P}-user-visit-session/paged`,
  },
  logError: {
    root: `/api/log-error/`,
    /** The spec's path has a trailing slash; the server accepts this one too (hidden from OpenAPI). */
    withoutSlash: `/api/log-error`,
    /** Admin tools (/tools/logmeas): reports grouped by message, one group's occurrences, reports per day. */
    groups: `/api/log-error/groups`,
    occurrences: `/api/log-error/occurrences`,
    perDay: `/api/log-error/per-day`,
  },
  userManagement: {
    paged: `/api/${P}-user/admin/users/paged`,
    user: `/api/${P}-user/admin/users/:id`,
    status: `/api/${P}-user/admin/users/:id/status`,
    resendVerification: `/api/${P}-user/admin/users/:id/resend-verification`,
    resendInvitation: `/api/${P}-user/admin/users/:id/invitations/:invitationId/resend`,
  },
  health: {
    root: `/api/health`,
  },
  appConfig: {
    root: `/api/app-config`,
  },
  customerManagement: {
    root: `/api/customer-management`,
    search: `/api/customer-management/search`,
    createCustomer: `/api/customer-management/create-customer`,
    import: `/api/customer-management/import`,
    filter: `/api/customer-management/filter`,
  },
  invitations: {
    companyInviteUser: `/api/invitations/company/invite-user`,
    companyResend: `/api/invitations/company/resend`,
    root: `/api/invitations`,
    checkUserToCompany: `/api/invitations/check/user-to-company`,
    userAccept: `/api/invitations/user-accept`,
    userReject: `/api/invitations/user-reject`,
    blockedStatus: `/api/invitations/blocked-status/:id`,
    used: `/api/invitations/used/:id`,
    usedByQuery: `/api/invitations/used`,
    blockedStatusByQuery: `/api/invitations/blocked-status`,
    registerUser: `/api/invitations/register-user`,
  },
  company: {
    tenant: `/api/${P}-company/tenant`,
    byId: `/api/${P}-company/:id`,
    /** POST: a new company from the onboarding company form (/one/company-add). */
    create: `/api/${P}-company/create`,
    /** POST: the selected company's onboarding company form (/company-form). */
    requiredProfileInformation: `/api/${P}-company/required-profile-information`,
    expertsOfTenant: `/api/${P}-company/experts/:tenantExternalId`,
    assignKam: `/api/${P}-company/assign-kam`,
    experts: `/api/${P}-company/experts`,
    expert: `/api/${P}-company/experts/:tenantExternalId/:userExternalId`,
    byTerm: `/api/${P}-company/by-term`,
    tenants: `/api/${P}-company/tenants`,
    /** GET: a customer's details page for staff (profile, plan, members, flows, KAM, experts). */
    portalGeneral: `/api/${P}-company/portal/general/:id`,
    search: `/api/${P}-company/search`,
    all: `/api/${P}-company/all`,
    allByUser: `/api/${P}-company/all-by-user`,
    owner: `/api/${P}-company/owner/:id`,
    seats: `/api/${P}-company/seats/:id`,
    tenantsAccountType: `/api/${P}-company/tenants/account-type`,
    fromTask: `/api/${P}-company/from-task/:id`,
    activitySurvey: `/api/${P}-company/one/activity-survey`,
    onboarding: `/api/${P}-company/onboarding`,
    onboardingStatus: `/api/${P}-company/onboarding-status`,
    removeUsers: `/api/${P}-company/remove/users`,
    /** The company's services live during a year (history?year); staff name the company. */
    history: `/api/${P}-company/history`,
  },
  countriesInfo: {
    countries: `/api/countries-info/countries`,
    country: `/api/countries-info/countries/:id`,
  },
  roles: {
    company: `/api/${P}-roles/company`,
    portal: `/api/${P}-roles/portal`,
    byId: `/api/${P}-roles/:id`,
  },
  lead: {
    create: `/api/${P}-lead/create`,
    matchLeadToUser: `/api/${P}-lead/match-lead-to-user`,
  },
  team: {
    paged: `/api/${P}-team/paged`,
    employee: `/api/${P}-team/employee/:id`,
    employeeAssociatedProducts: `/api/${P}-team/employee/associated-products`,
    employeeUpdate: `/api/${P}-team/employee/:id/update`,
    ofCompanyPaged: `/api/${P}-team/of-company/:id/paged`,
  },
  subscription: {
    all: `/api/subscription/all`,
  },
  subscriptionPurchase: {
    activeTenant: `/api/subscription-purchase/active/tenant`,
    activeCompany: `/api/subscription-purchase/active/company`,
    priceTenant: `/api/subscription-purchase/price/tenant`,
    invoices: `/api/subscription-purchase/invoices`,
    invoicesDownload: `/api/subscription-purchase/invoices/:id/download`,
    details: `/api/subscription-purchase/details/:id`,
    detailsPrice: `/api/subscription-purchase/details/:id/price`,
    previewSubscription: `/api/subscription-purchase/preview/subscription`,
    preview: `/api/subscription-purchase/preview/:code`,
    purchase: `/api/subscription-purchase/purchase`,
    cancelSubscription: `/api/subscription-purchase/cancel/subscription`,
    trial: `/api/subscription-purchase/trial`,
    paymentConfig: `/api/subscription-purchase/payment-config`,
    webhookStripe: `/api/subscription-purchase/webhook/stripe`,
  },
  subscriptionAdmin: {
    create: `/api/utils/subscription-purchase/create`,
    createBatch: `/api/utils/subscription-purchase/create/batch`,
    activeTenant: `/api/utils/subscription-purchase/active/tenant`,
    disable: `/api/utils/subscription-purchase/disable`,
    plan: `/api/utils/subscription-purchase/plan/:key`,
    addOn: `/api/utils/subscription-purchase/add-on/:key`,
    promotionCode: `/api/utils/subscription-purchase/promotion-code`,
    promotionCodeDeactivate: `/api/utils/subscription-purchase/promotion-code/:couponId/deactivate`,
  },
  chatConversation: {
    chatPrivate: `/api/${P}-chat-conversation/chat/private`,
    filterGetInboxChatsByFilter: `/api/${P}-chat-conversation/filter/get-inbox-chats-by-filter`,
    conversation: `/api/${P}-chat-conversation/conversation`,
    internalConversation: `/api/${P}-chat-conversation/internal-conversation`,
    containsMembers: `/api/${P}-chat-conversation/contains/members`,
    createPrivateChat: `/api/${P}-chat-conversation/create-private-chat`,
    createPrivateGroupChat: `/api/${P}-chat-conversation/create-private-group-chat`,
    renameConversation: `/api/${P}-chat-conversation/rename-conversation`,
    read: `/api/${P}-chat-conversation/read/:id`,
    markAsUnread: `/api/${P}-chat-conversation/mark-as-unread`,
    threadFinalize: `/api/${P}-chat-conversation/thread/finalize`,
    chatMembers: `/api/${P}-chat-conversation/chat-members/:id`,
    manageUsers: `/api/${P}-chat-conversation/manage-users`,
    manageUsersInboxChat: `/api/${P}-chat-conversation/manage-users/inbox-chat`,
    leaveConversation: `/api/${P}-chat-conversation/leave-conversation/:id`,
    conversationFiles: `/api/${P}-chat-conversation/conversation-files`,
    mentions: `/api/${P}-chat-conversation/mentions`,
    addInboxChatMembers: `/api/${P}-chat-conversation/add-inbox-chat-members`,
    countChatUnread: `/api/${P}-chat-conversation/count-chat-unread`,
    conversationByUser: `/api/${P}-chat-conversation/conversation-by-user`,
    getTenantNameByNoOwnerMember: `/api/${P}-chat-conversation/get-tenant-name-by-no-owner-member`,
    chatPrivatePaged: `/api/${P}-chat-conversation/chat/private-paged`,
    inboxActivity: `/api/${P}-chat-conversation/inbox-activity`,
    filterStatistics: `/api/${P}-chat-conversation/filter/statistics`,
    filterStatisticsExport: `/api/${P}-chat-conversation/filter/statistics/export`,
    withKam: `/api/${P}-chat-conversation/with-kam`,
  },
  chatMessage: {
    conversation: `/api/${P}-chat-message/conversation`,
    root: `/api/${P}-chat-message/`,
    search: `/api/${P}-chat-message/search`,
    userTyping: `/api/${P}-chat-message/user-typing`,
    filesDownload: `/api/${P}-chat-message/files/:fileExternalId/download`,
    filesPresignedUrl: `/api/${P}-chat-message/files/:fileExternalId/presigned-url`,
    attachments: `/api/${P}-chat-message/attachments`,
  },
  /** Atrium AI's own calls (spec 2 §7); the chat calls it shares are under chatConversation / chatMessage. */
  assistant: {
    create: `/api/${P}-chat-conversation/`,
    all: `/api/${P}-chat-conversation/all`,
    type: `/api/${P}-chat-conversation/type`,
    typePaginated: `/api/${P}-chat-conversation/type-paginated`,
    archived: `/api/${P}-chat-conversation/archived`,
    query: `/api/${P}-chat-conversation/query`,
    enrichConversation: `/api/${P}-chat-conversation/enrich-conversation`,
    archiveConversation: `/api/${P}-chat-conversation/archive-conversation/:id`,
    deleteConversation: `/api/${P}-chat-conversation/delete-conversation/:id`,
    undoDeleteConversation: `/api/${P}-chat-conversation/undo-delete-conversation/:id`,
    stream: `/api/${P}-chat-message/stream`,
    hidden: `/api/${P}-chat-message/hidden`,
    stop: `/api/${P}-chat-message/stop`,
    catchUp: `/api/${P}-chat-message/catch-up`,
    helpMeWrite: `/api/${P}-chat-message/help-me-write`,
    assistantUser: `/api/${P}-user/:id/assistant`,
    markInMultiuserChat: `/api/${P}-user/:id/mark-in-multiuser-chat`,
  },
  files: {
    signed: `/api/files/signed/*`,
  },
  dataRoom: {
    files: `/api/data-room/files`,
    moveFiles: `/api/data-room/move/files`,
    approveFiles: `/api/data-room/approve/files`,
    deleteFiles: `/api/data-room/delete/files`,
    downloadFiles: `/api/data-room/download/files`,
    presignedUrl: `/api/data-room/presigned-url`,
    file: `/api/data-room/file`,
    fileByExternal: `/api/data-room/file-by-external`,
    stats: `/api/data-room/stats`,
    updateSummary: `/api/data-room/update/summary`,
    customFolder: `/api/data-room/custom/folder`,
    customFolderTree: `/api/data-room/custom/folder/tree`,
    customFolderCreate: `/api/data-room/custom/folder/create`,
    customFolderDelete: `/api/data-room/custom/folder/delete`,
    customFolderRestore: `/api/data-room/custom/folder/restore`,
    customFolderFiles: `/api/data-room/custom/folder/files`,
    customFolderMoveFiles: `/api/data-room/custom/folder/move/files`,
    uploadFiles: `/api/data-room/upload-files`,
    search: `/api/data-room/search`,
    importDocumentCenter: `/api/data-room/import/document-center`,
    createLink: `/api/data-room/create/url`,
    updateLink: `/api/data-room/update/url`,
  },
  documentCenter: {
    files: `/api/document-center/files`,
    filesPortal: `/api/document-center/files/portal`,
    path: `/api/document-center/path`,
    folderCreate: `/api/document-center/folder/create`,
    rename: `/api/document-center/rename`,
    filesSmall: `/api/document-center/files/small`,
    filesMove: `/api/document-center/files/move`,
    filesDelete: `/api/document-center/files/delete`,
    filesCheckDuplicates: `/api/document-center/files/check-duplicates`,
    file: `/api/document-center/file/:id`,
    filePreSignedUrl: `/api/document-center/file-pre-signed-url/:id`,
    parent: `/api/document-center/parent/:id`,
    tree: `/api/document-center/tree`,
    byTerm: `/api/document-center/by-term`,
    internalDocuments: `/api/document-center/internal-documents`,
    filesDownload: `/api/document-center/files/download`,
    filesDownloadMultiple: `/api/document-center/files/download-multiple`,
    filesUpload: `/api/document-center/files/upload`,
    linkCreate: `/api/document-center/url/create`,
    linkUpdate: `/api/document-center/url/update`,
  },
  redFlag: {
    root: `/api/red-flag`,
    create: `/api/red-flag/create`,
  },
  searchHistory: {
    user: `/api/search-history/user`,
    root: `/api/search-history`,
  },
  merge: {
    root: `/api/merge`,
    status: `/api/merge/status`,
    hasFinished: `/api/merge/has-finished`,
    lastSync: `/api/merge/last-sync`,
    token: `/api/merge/token`,
  },
  ledger: {
    preview: `/api/ledger/import/preview`,
    import: `/api/ledger/import`,
    trialBalancePreview: `/api/ledger/trial-balance/preview`,
    trialBalanceImport: `/api/ledger/trial-balance`,
  },
  spending: {
    root: `/api/accounting/spending`,
    details: `/api/accounting/spending/details`,
    founderUpdate: `/api/accounting/founder-update`,
    founderUpdateDocument: `/api/accounting/founder-update/document`,
  },
  accounting: {
    dashboard: `/api/accounting/dashboard`,
    taxDeadlines: `/api/accounting/tax-deadlines`,
    taxDeadlineStatus: `/api/accounting/tax-deadlines/status`,
    taxTimeline: `/api/accounting/tax-deadlines/timeline`,
    portalTaxTimeline: `/api/accounting/tax-timeline`,
    scenario: `/api/accounting/dashboard/scenario`,
  },
  productFlow: {
    root: `/api/product-flow`,
    filterData: `/api/product-flow/product-flow-filter-data`,
    allByUser: `/api/product-flow/all-by-user/:id`,
    tasks: `/api/product-flow/:id/tasks`,
    flowOfTask: `/api/product-flow/task/:id`,
    users: `/api/product-flow/:id/users`,
    addTask: `/api/product-flow/add-task/:a/:b`,
    update: `/api/product-flow/update/:id`,
    finalize: `/api/product-flow/finalize-service/:id`,
    query: `/api/product-flow/query`,
    active: `/api/product-flow/update/active/:id/:flag`,
    softDelete: `/api/product-flow/update/soft-delete`,
    filter: `/api/product-flow/filter`,
    companyOwner: `/api/product-flow/update-company-owner`,
    hasActive: `/api/product-flow/:id/has-active`,
    contract: `/api/product-flow/:id/contract`,
    companyUsers: `/api/product-flow/:id/company-users`,
    one: `/api/product-flow/:id`,
  },
  task: {
    filter: `/api/task/filter`,
    one: `/api/task/:id`,
    status: `/api/task/:id/status`,
    comments: `/api/task/:id/comments`,
    comment: `/api/task/comment/:id`,
    commentState: `/api/task/comment/:id/state`,
  },
  /** Portal task creation (issue 14 #5): one task for one customer, the same task for many (all or none). */
  taskCreate: {
    one: `/api/task`,
    bulk: `/api/task/bulk`,
  },
  /** What a customer waits on (issue 14 #7, /one/home). */
  taskWaiting: {
    customer: `/api/task/waiting-on-customer`,
  },
  file: {
    upload: `/api/file/upload`,
    uploadMultiple: `/api/file/upload-multiple-files`,
    multiple: `/api/file/multiple`,
    downloadMultiple: `/api/file/download-multiple`,
    presignedUrl: `/api/file/generate-pre-signed-url`,
    download: `/api/file/download`,
    delete: `/api/file/delete`,
  },
  taskPlanning: {
    recurrence: `/api/product-flow/:id/recurrence`,
    calendarFeed: `/api/task/calendar-feed`,
    calendar: `/api/task/calendar-feed/:token`,
    workload: `/api/task/workload`,
  },
  // Shared spaces (issue 15): defined in shared-spaces/paths.ts, flattened here for the route inventory.
  virtualDataRoom: SHARED_SPACES_API.room,
  virtualDataRoomGuest: {
    ...SHARED_SPACES_API.guest,
    publicRoom: SHARED_SPACES_API.public.room,
    publicRequestCode: SHARED_SPACES_API.public.requestCode,
    publicVerifyCode: SHARED_SPACES_API.public.verifyCode,
    sharedRoom: SHARED_SPACES_API.shared.room,
    sharedView: SHARED_SPACES_API.shared.view,
    sharedDownload: SHARED_SPACES_API.shared.download,
    sharedViewEnd: SHARED_SPACES_API.shared.viewEnd,
    sharedLogout: SHARED_SPACES_API.shared.logout,
    sharedFinancial: SHARED_SPACES_API.shared.financial,
    accountSession: SHARED_SPACES_API.accountSession,
  },
  userSearch: SHARED_SPACES_API.userSearch,
  ...FUNDRAISING_API,
  ...FUNDER_PIPELINE_API,
  assistantAskAbout: ASK_ABOUT_PATHS,
} as const;

/** Where the server's interactive OpenAPI documentation lives (not an API route of its own). */
export const API_DOCS_PATH = '/api/docs';
/** URL prefixes the server answers itself rather than with the web app (the SPA fallback leaves them alone). */
export const API_PREFIXES = ['/api/', '/auth/', '/oauth/', '/ws'] as const;

type Paths<T> = T extends string ? T : { [K in keyof T]: Paths<T[K]> }[keyof T];
/** Any path of the API, with its parameters unfilled. */
export type ApiPath = Paths<typeof API>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : P extends `${string}/*`
      ? '*'
      : never;
type ParamValue = string | number;
/** The values `apiPath` needs for a path: one per `:name`, plus `'*'` for a wildcard. */
export type ApiPathParams<P extends string> = { [K in ParamNames<P>]: ParamValue };

/**
 * Fills a path's parameters, URI-encoding each value (a wildcard value keeps its `/` separators). A missing or unknown
 * parameter is a type error; a path without parameters takes no second argument.
 */
export function apiPath<P extends string>(
  path: P,
  ...[params]: ParamNames<P> extends never ? [] : [ApiPathParams<P>]
): string {
  const values = (params ?? {}) as Record<string, ParamValue>;
  return path
    .replace(/:(\w+)/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`apiPath: missing parameter ${name} for ${path}`);
      return encodeURIComponent(String(values[name]));
    })
    .replace(/\/\*$/, () => {
      if (!('*' in values)) throw new Error(`apiPath: missing parameter * for ${path}`);
      return '/' + String(values['*']).split('/').map(encodeURIComponent).join('/');
    });
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Appends a query string; `undefined`/`null` values are left out, arrays repeat the key. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}
