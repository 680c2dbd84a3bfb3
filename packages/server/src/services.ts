import type { AppDeps } from './platform/deps.ts';
import { createUserService } from './modules/users/service.ts';
import { createTenancyService } from './modules/tenancy/service.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createNotificationService } from './modules/notifications/service.ts';
import { createLoggingService } from './modules/logging/service.ts';
import { createCustomerService } from './modules/customers/service.ts';
import { createCustomerDetails } from './modules/customers/details.ts';
import { createCompanyDirectory } from './modules/companies/directory.ts';
import { createCompanyMembers } from './modules/companies/members.ts';
import { createUserDirectory } from './modules/users/directory.ts';
import { createInvitationService } from './modules/invitations/service.ts';
import { createCompanyService } from './modules/companies/service.ts';
import { createLocationService } from './modules/locations/service.ts';
import { createTeamService } from './modules/team/service.ts';
import { createSubscriptionService } from './modules/subscriptions/service.ts';
import { createLeadService } from './modules/leads/service.ts';
import { createOnboardingService } from './modules/onboarding/service.ts';
import { createExpertService } from './modules/experts/service.ts';
import { createChatDirectory } from './modules/chat/user-directory.ts';
import { createCompanyLookup } from './modules/companies/lookup.ts';
import { createChatService } from './modules/chat/service.ts';
import { createDataRoomService } from './modules/data-room/service.ts';
import { createDocumentIndexService } from './modules/document-index/service.ts';
import { createSharedSpacesService } from './modules/shared-spaces/service.ts';
import { createDocumentCenterService } from './modules/document-center/service.ts';
import { createRedFlagService } from './modules/data-room/red-flag-service.ts';
import { createDataRoomSearch } from './modules/data-room/search-service.ts';
import { createDataRoomImport } from './modules/data-room/import.ts';
import { createSearchHistoryService } from './modules/search-history/service.ts';
import { createServiceRequestService } from './modules/service-requests/service.ts';
import { createUserManagementService } from './modules/user-management/service.ts';
import { createAccountingService } from './modules/accounting/service.ts';
import { createSpendingService } from './modules/accounting/spending-service.ts';
import { createAccountingPlanningService } from './modules/accounting/tax-service.ts';
import { createServiceDeliveryService } from './modules/service-delivery/service.ts';
import { createFundraisingService } from './modules/fundraising/service.ts';
import { createAssistantService } from './modules/assistant/service.ts';
import { createDocumentQaTool } from './modules/assistant/tools/document-qa.ts';
import { createAreaToolDeps } from './modules/assistant/area-deps.ts';
import { createAreaTools } from './modules/assistant/tools/index.ts';
import { createAskAboutService } from './modules/assistant/ask-about-service.ts';
import { SERVICE_CATALOGUE, serviceByCode } from '@atrium/contract';

/** Builds every module's service once; a module calls another module only through these. */
export function createServices(deps: AppDeps) {
  const users = createUserService(deps);
  const tenancy = createTenancyService(deps, { users });
  const leads = createLeadService(deps, { users });
  const experts = createExpertService(deps, { users, tenancy });
  const auth = createAuthService(deps, {
    users,
    tenancy,
    afterSignUp: leads.matchNewUser,
    onNewCustomerTenant: experts.assignDefaultKam,
  });
  const notifications = createNotificationService(deps, { users, tenancy });
  const logging = createLoggingService(deps, { users });
  const locations = createLocationService();
  const companies = createCompanyService(deps, { tenancy, locations });
  const userDirectory = createUserDirectory({ users, tenancy });
  const subscriptions = createSubscriptionService(deps, { tenancy });
  const invitations = createInvitationService(deps, { users, tenancy, auth, companies, subscriptions });
  const customers = createCustomerService(deps, { tenancy, users, companies, locations, invitations });
  const team = createTeamService(deps, { users, tenancy, experts });
  const onboarding = createOnboardingService(deps, { auth, users, tenancy, companies, leads, experts });
  // The bot is bound late: the assistant is composed below, over the chat.
  const chat = createChatService(deps, { users, tenancy, experts, bot: () => assistant.bot });
  const chatDirectory = createChatDirectory({
    config: deps.config,
    users,
    tenancy,
    experts,
    directory: userDirectory,
    memberExternalIdsOf: async (ctx, conversationExternalId) =>
      (await chat.members.list(ctx, conversationExternalId)).map((m) => m.userExternalId),
  });
  const companyLookup = createCompanyLookup({ tenancy });
  // The assistant's document index: the data room indexes and removes through it; it resolves shared rooms through
  // the shared spaces (built below; called only at search time).
  const documentIndex = createDocumentIndexService(deps, {
    rooms: {
      filesOfRoom: (tenantId, roomExternalId) => sharedSpaces.indexSources.filesOfRoom(tenantId, roomExternalId),
      roomFileOf: (tenantId, fileExternalId) => sharedSpaces.indexSources.roomFileOf(tenantId, fileExternalId),
    },
  });
  const dataRoom = createDataRoomService(deps, { documentIndex });
  const documentCenter = createDocumentCenterService(deps, { users, tenancy, documentIndex });
  const redFlags = createRedFlagService(deps, { users });
  const dataRoomSearch = createDataRoomSearch(deps);
  const dataRoomImport = createDataRoomImport({ documentCenter, files: dataRoom.files });
  const searchHistory = createSearchHistoryService(deps);
  const serviceRequests = createServiceRequestService({ chat });
  const userManagement = createUserManagementService(deps, { users, tenancy, auth, invitations });
  const accounting = createAccountingService(deps, { tenancy, companies, onboarding, users });
  const spending = createSpendingService(deps, { documentCenter });
  const accountingPlanning = createAccountingPlanningService(deps, {
    accounting,
    tenancy,
    subscriptions,
    notifications,
    users,
  });
  const serviceDelivery = createServiceDeliveryService(deps, {
    users,
    tenancy,
    documentCenter,
    notifications,
    catalogue: { byCode: serviceByCode, all: SERVICE_CATALOGUE },
  });
  const customerDetails = createCustomerDetails({
    tenancy,
    companies,
    subscriptions,
    experts,
    userDirectory,
    serviceDelivery,
  });
  const companyDirectory = createCompanyDirectory({ tenancy, users, subscriptions });
  const companyMembers = createCompanyMembers(deps, { tenancy, users, companies });
  const sharedSpaces = createSharedSpacesService(deps, {
    dataRoom,
    addOnKeysOf: (tenantId) => subscriptions.addOnKeysOf(tenantId),
    emailOfUser: async (userId) => (await users.byId(userId))?.email ?? null,
    notify: (userId, n) => notifications.notify(userId, n),
    saveSearch: (ctx, search) => searchHistory.save(ctx, { search, type: 1 }),
    founderUpdateOf: (ctx, month) =>
      spending.founderUpdatePdf({ tenant: ctx.tenant, mode: 'member', membership: ctx.membership, ctx }, month),
  });
  const fundraising = createFundraisingService(deps, { users, tenancy, subscriptions, companies, notifications });
  const areaToolDeps = createAreaToolDeps({ tenancy, subscriptions, fundraising, accounting, sharedSpaces, locations });
  const assistant = createAssistantService(deps, {
    chat,
    users,
    tenancy,
    funders: fundraising.search,
    // Each area registers its tools here (modules/assistant/tools/*.ts).
    tools: [createDocumentQaTool({ documentIndex }), ...createAreaTools(areaToolDeps)],
  });
  const askAbout = createAskAboutService({
    area: areaToolDeps,
    addToConversation: (input) => assistant.addToConversation(input),
    dataRoomFile: (ctx, externalId) => dataRoom.files.file(ctx, externalId),
  });
  return {
    users,
    tenancy,
    auth,
    notifications,
    logging,
    customers,
    companies,
    locations,
    userDirectory,
    invitations,
    team,
    subscriptions,
    leads,
    onboarding,
    experts,
    chat,
    chatDirectory,
    companyLookup,
    dataRoom,
    documentIndex,
    documentCenter,
    redFlags,
    dataRoomSearch,
    dataRoomImport,
    searchHistory,
    serviceRequests,
    userManagement,
    accounting,
    accountingPlanning,
    serviceDelivery,
    spending,
    customerDetails,
    companyDirectory,
    companyMembers,
    sharedSpaces,
    fundraising,
    assistant,
    askAbout,
  };
}
export type Services = ReturnType<typeof createServices>;
