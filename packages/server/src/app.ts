import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './platform/deps.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { frameworkErrors, registerInputGuard } from './platform/http/input-guard.ts';
import { registerAuthGuard } from './platform/http/auth-guard.ts';
import { registerHttpSecurity } from './platform/http/security.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerWebAndFallback } from './platform/http/web.ts';
import { registerRealtimeSocket } from './platform/realtime/socket.ts';
import { createServices, type Services } from './services.ts';
import { seedReferenceData } from './seed/reference.ts';
import type { RouteDeps, ZodApp } from './platform/http/route-deps.ts';
import { createContextResolver } from './modules/auth/context-resolver.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { workspaceRoutes } from './modules/tenancy/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { loggingRoutes } from './modules/logging/routes.ts';
import { registerLogRetention } from './modules/logging/retention.ts';
import { userManagementRoutes } from './modules/user-management/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { appConfigRoutes } from './modules/app-config/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { customerDetailsRoutes } from './modules/customers/details-routes.ts';
import { companyDirectoryRoutes } from './modules/companies/directory-routes.ts';
import { companyProfileRoutes } from './modules/companies/profile-routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { roleRoutes } from './modules/users/roles-routes.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { registerRealtimeChannels } from './modules/realtime/channels.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { subscriptionAdminRoutes } from './modules/subscriptions/admin-routes.ts';
import { stripeWebhookRoutes } from './modules/subscriptions/webhook-routes.ts';
import { registerModuleGuard } from './modules/subscriptions/module-guard.ts';
import { chatConversationRoutes } from './modules/chat/conversation-routes.ts';
import { chatMessageRoutes } from './modules/chat/message-routes.ts';
import { signedFileRoutes } from './platform/storage/routes.ts';
import { expertRoutes } from './modules/experts/routes.ts';
import { chatUserRoutes } from './modules/chat/user-routes.ts';
import { assistantRoutes } from './modules/assistant/routes.ts';
import { askAboutRoutes } from './modules/assistant/ask-about-routes.ts';
import { companyLookupRoutes } from './modules/companies/lookup-routes.ts';
import { dataRoomRoutes } from './modules/data-room/routes.ts';
import { sharedSpacesRoomRoutes } from './modules/shared-spaces/routes.ts';
import { sharedSpacesGuestRoutes } from './modules/shared-spaces/guest-routes.ts';
import { QUEUES } from './platform/jobs/enqueue.ts';
import { createJobRunner } from './platform/jobs/runner.ts';
import { createAiProvider } from './platform/ai/create-provider.ts';
import { registerAnalysisJobs } from './modules/data-room/analysis/register.ts';
import { registerDocCenterIndexing } from './modules/document-center/indexing.ts';
import { createExtractionThread, EXTRACTION_LIMITS } from './platform/extract/thread.ts';
import { documentCenterRoutes } from './modules/document-center/routes.ts';
import { redFlagRoutes } from './modules/data-room/red-flag-routes.ts';
import { dataRoomSearchRoutes } from './modules/data-room/search-routes.ts';
import { dataRoomImportRoutes } from './modules/data-room/import-routes.ts';
import { funderRoutes } from './modules/fundraising/funder-routes.ts';
import { funderListRoutes } from './modules/fundraising/list-routes.ts';
import { funderPipelineRoutes } from './modules/fundraising/pipeline-routes.ts';
import { recommendedListRoutes } from './modules/fundraising/recommended-routes.ts';
import { funderImageRoutes } from './modules/fundraising/funder-image-routes.ts';
import { registerNextContactReminders } from './modules/fundraising/next-contacts.ts';
import { searchHistoryRoutes } from './modules/search-history/routes.ts';
import { serviceRequestRoutes } from './modules/service-requests/routes.ts';
import { accountingRoutes } from './modules/accounting/routes.ts';
import { spendingRoutes } from './modules/accounting/spending-routes.ts';
import { registerMergeSync } from './modules/accounting/merge-sync.ts';
import { accountingPlanningRoutes } from './modules/accounting/planning-routes.ts';
import { registerTaxReminders } from './modules/accounting/tax-reminders.ts';
import { productFlowRoutes } from './modules/service-delivery/flow-routes.ts';
import { taskRoutes } from './modules/service-delivery/task-routes.ts';
import { registerFlowRecurrence } from './modules/service-delivery/recurrence-job.ts';
import { planningRoutes } from './modules/service-delivery/planning-routes.ts';
import { taskCreateRoutes } from './modules/service-delivery/task-create-routes.ts';
import { waitingRoutes } from './modules/service-delivery/waiting-routes.ts';

export type { RouteDeps, ZodApp } from './platform/http/route-deps.ts';

/** Builds the whole application on the given dependencies; main.ts and the tests call it alike. */
export async function buildApp(
  deps: AppDeps,
  opts: {
    serveWeb?: boolean;
    /** Extra routes registered with the app's guards (tests mount probe routes under gated prefixes with it). */
    extraRoutes?: (api: ZodApp, r: RouteDeps) => void;
  } = {},
) {
  const app = Fastify({
    loggerInstance: deps.log,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== 'true' }),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  await registerHttpSecurity(app, deps.config);
  await registerOpenApi(app);

  // Roles, permissions and the provider's tenant: what every process needs before it serves (idempotent).
  await seedReferenceData(deps.database.db);
  const services = createServices(deps);
  const resolver = createContextResolver({
    tokens: services.auth.tokens,
    users: services.users,
    tenancy: services.tenancy,
    internalEmailDomain: deps.config.internalEmailDomain,
    db: deps.database.db,
    cache: { bus: deps.realtime.bus, ttlMs: deps.config.tokenCacheMs },
  });
  const guard = registerAuthGuard(app, resolver);
  const r: RouteDeps<Services> = { deps, guard, services };

  // Background jobs (document analysis) run in every app process unless JOBS_ENABLED=false; they stop before the
  // database closes.
  const jobs = createJobRunner({ database: deps.database, log: deps.log, ...deps.config.jobs });
  jobs.register(QUEUES.mailDelivery, (payload, job) => deps.mailer.deliver(Number(payload.outboxId), job));
  const ai = createAiProvider(deps.config, deps.log);
  // One text-extraction thread for the app: the data room's analysis and the document center's indexing share it.
  const extraction = createExtractionThread(EXTRACTION_LIMITS);
  registerAnalysisJobs(jobs, deps, services, ai, extraction);
  registerDocCenterIndexing(jobs, deps, { extraction, documentIndex: services.documentIndex });
  await registerLogRetention(jobs, deps, services.logging);
  await registerFlowRecurrence(jobs, deps, services.serviceDelivery.planning.recurrence);
  registerMergeSync(jobs, services.accounting.mergeSyncJob);
  await registerTaxReminders(jobs, deps, services.accountingPlanning.reminders);
  await registerNextContactReminders(jobs, deps, services.fundraising.nextContacts);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await extraction.close();
    await ai.close();
  });

  registerRealtimeChannels(deps.realtime, services);
  registerModuleGuard(app, services.subscriptions);
  await registerRealtimeSocket(app, deps.realtime, resolver);
  await app.register(async (api) => {
    authRoutes(api as ZodApp, r);
    await userRoutes(api as ZodApp, r);
    workspaceRoutes(api as ZodApp, r);
    notificationRoutes(api as ZodApp, r);
    loggingRoutes(api as ZodApp, r);
    healthRoutes(api as ZodApp, r);
    appConfigRoutes(api as ZodApp, r);
    customerRoutes(api as ZodApp, r);
    customerDetailsRoutes(api as ZodApp, r);
    companyDirectoryRoutes(api as ZodApp, r);
    companyProfileRoutes(api as ZodApp, r);
    invitationRoutes(api as ZodApp, r);
    companyRoutes(api as ZodApp, r);
    locationRoutes(api as ZodApp, r);
    roleRoutes(api as ZodApp, r);
    leadRoutes(api as ZodApp, r);
    onboardingRoutes(api as ZodApp, r);
    teamRoutes(api as ZodApp, r);
    subscriptionRoutes(api as ZodApp, r);
    subscriptionAdminRoutes(api as ZodApp, r);
    chatConversationRoutes(api as ZodApp, r);
    await chatMessageRoutes(api as ZodApp, r);
    await stripeWebhookRoutes(api, r);
    signedFileRoutes(api as ZodApp, r);
    expertRoutes(api as ZodApp, r);
    chatUserRoutes(api as ZodApp, r);
    assistantRoutes(api as ZodApp, r);
    askAboutRoutes(api as ZodApp, r);
    companyLookupRoutes(api as ZodApp, r);
    await dataRoomRoutes(api as ZodApp, r);
    await documentCenterRoutes(api as ZodApp, r);
    redFlagRoutes(api as ZodApp, r);
    dataRoomSearchRoutes(api as ZodApp, r);
    dataRoomImportRoutes(api as ZodApp, r);
    searchHistoryRoutes(api as ZodApp, r);
    serviceRequestRoutes(api as ZodApp, r);
    userManagementRoutes(api as ZodApp, r);
    await accountingRoutes(api as ZodApp, r);
    spendingRoutes(api as ZodApp, r);
    accountingPlanningRoutes(api as ZodApp, r);
    productFlowRoutes(api as ZodApp, r);
    await taskRoutes(api as ZodApp, r);
    planningRoutes(api as ZodApp, r);
    taskCreateRoutes(api as ZodApp, r);
    waitingRoutes(api as ZodApp, r);
    await sharedSpacesRoomRoutes(api as ZodApp, r);
    sharedSpacesGuestRoutes(api as ZodApp, r);
    funderRoutes(api as ZodApp, r);
    funderListRoutes(api as ZodApp, r);
    funderPipelineRoutes(api as ZodApp, r);
    recommendedListRoutes(api as ZodApp, r);
    await funderImageRoutes(api as ZodApp, r);
    opts.extraRoutes?.(api as ZodApp, r);
  });
  await registerWebAndFallback(app, opts.serveWeb ? deps.config.webDistDir : null);
  await app.ready();
  if (deps.config.jobs.enabled) jobs.start();
  return { app, services, jobs };
}
