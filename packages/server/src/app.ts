import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './platform/deps.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { registerAuthGuard, type AuthGuard } from './platform/http/auth-guard.js';
import { registerHttpSecurity } from './platform/http/security.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { registerWebAndFallback } from './platform/http/web.js';
import { registerRealtimeSocket } from './platform/realtime/socket.js';
import { createServices, type Services } from './services.js';
import { createContextResolver } from './modules/auth/context-resolver.js';
import { authRoutes } from './modules/auth/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { workspaceRoutes } from './modules/tenancy/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { loggingRoutes } from './modules/logging/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { appConfigRoutes } from './modules/app-config/routes.js';
import { customerRoutes } from './modules/customers/routes.js';
import { invitationRoutes } from './modules/invitations/routes.js';
import { companyRoutes } from './modules/companies/routes.js';
import { locationRoutes } from './modules/locations/routes.js';
import { roleRoutes } from './modules/users/roles-routes.js';
import { leadRoutes } from './modules/leads/routes.js';
import { onboardingRoutes } from './modules/onboarding/routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { registerRealtimeChannels } from './modules/realtime/channels.js';
import { subscriptionRoutes } from './modules/subscriptions/routes.js';
import { subscriptionAdminRoutes } from './modules/subscriptions/admin-routes.js';
import { stripeWebhookRoutes } from './modules/subscriptions/webhook-routes.js';
import { registerModuleGuard } from './modules/subscriptions/module-guard.js';
import { chatConversationRoutes } from './modules/chat/conversation-routes.js';
import { chatMessageRoutes } from './modules/chat/message-routes.js';
import { signedFileRoutes } from './platform/storage/routes.js';
import { expertRoutes } from './modules/experts/routes.js';
import { chatUserRoutes } from './modules/users/chat-routes.js';
import { companyLookupRoutes } from './modules/companies/lookup-routes.js';
import { dataRoomRoutes } from './modules/data-room/routes.js';
import { createJobRunner } from './platform/jobs/runner.js';
import { createAiProvider } from './platform/ai/create-provider.js';
import { registerAnalysisJobs } from './modules/data-room/analysis/register.js';
import { documentCenterRoutes } from './modules/document-center/routes.js';
import { redFlagRoutes } from './modules/data-room/red-flag-routes.js';
import { dataRoomSearchRoutes } from './modules/data-room/search-routes.js';
import { dataRoomImportRoutes } from './modules/data-room/import-routes.js';
import { searchHistoryRoutes } from './modules/search-history/routes.js';

export type ZodApp = FastifyInstance<any, any, any, any, ZodTypeProvider>;

/** What every module's routes receive. */
export interface RouteDeps {
  deps: AppDeps;
  guard: AuthGuard;
  services: Services;
}

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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerHttpSecurity(app, deps.config);
  await registerOpenApi(app);

  const services = createServices(deps);
  const resolver = createContextResolver({
    tokens: services.auth.tokens,
    users: services.users.store,
    memberships: services.tenancy.memberships,
    internalEmailDomain: deps.config.internalEmailDomain,
    db: deps.database.db,
    cache: { bus: deps.realtime.bus, ttlMs: deps.config.tokenCacheMs },
  });
  const guard = registerAuthGuard(app, resolver);
  const r: RouteDeps = { deps, guard, services };

  // Background jobs (document analysis) run in every app process unless JOBS_ENABLED=false; they stop before the
  // database closes.
  const jobs = createJobRunner({ database: deps.database, log: deps.log, ...deps.config.jobs });
  const analysis = registerAnalysisJobs(jobs, deps, services, createAiProvider(deps.config, deps.log));
  app.addHook('onClose', async () => {
    await jobs.stop();
    await analysis.close();
  });

  registerRealtimeChannels(deps.realtime, services);
  registerModuleGuard(app, services.subscriptions);
  await registerRealtimeSocket(app, deps.realtime, resolver);
  await app.register(async (api) => {
    authRoutes(api as ZodApp, r);
    userRoutes(api as ZodApp, r);
    workspaceRoutes(api as ZodApp, r);
    notificationRoutes(api as ZodApp, r);
    loggingRoutes(api as ZodApp, r);
    healthRoutes(api as ZodApp, r);
    appConfigRoutes(api as ZodApp, r);
    customerRoutes(api as ZodApp, r);
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
    companyLookupRoutes(api as ZodApp, r);
    await dataRoomRoutes(api as ZodApp, r);
    await documentCenterRoutes(api as ZodApp, r);
    redFlagRoutes(api as ZodApp, r);
    dataRoomSearchRoutes(api as ZodApp, r);
    dataRoomImportRoutes(api as ZodApp, r);
    searchHistoryRoutes(api as ZodApp, r);
    opts.extraRoutes?.(api as ZodApp, r);
  });
  await registerWebAndFallback(app, opts.serveWeb ? deps.config.webDistDir : null);
  await app.ready();
  if (deps.config.jobs.enabled) jobs.start();
  return { app, services, jobs };
}
