import type { FastifyInstance } from 'fastify';
import { SUBSCRIPTION_MESSAGES, moduleOfApiPath } from '@atrium/contract';
import { AppError } from '../../platform/errors.ts';
import type { SubscriptionService } from './service.ts';

/**
 * Enforces the access map on the API (spec 1 §3, spec 3 §3): a request under a gated module's prefix, made for a
 * selected tenant whose plan lacks the module, is refused with 403 MODULE_NOT_IN_PLAN. A preHandler, so it runs
 * after the route's own guard has resolved the tenant; routes without a tenant (public guest links) are not gated here.
 */
export function registerModuleGuard(app: FastifyInstance, subscriptions: SubscriptionService) {
  app.addHook('preHandler', async (req) => {
    const module = moduleOfApiPath(req.url);
    if (!module || !req.ctx?.tenant || req.ctx.tenant.isInternal) return;
    const access = await subscriptions.accessOf(req.ctx.tenant.id);
    if (!access[module]) throw new AppError('MODULE_NOT_IN_PLAN', SUBSCRIPTION_MESSAGES.moduleNotInPlan);
  });
}
