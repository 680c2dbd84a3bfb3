import { z } from 'zod';
import {
  adminBatchBody,
  addOnKeyParams,
  addOnShape,
  adminCreatePurchaseBody,
  companyExternalIdQuery,
  couponIdParams,
  createPromotionCodeBody,
  planKeyParams,
  planShape,
  promotionCodeShape,
  subscriptionPurchaseShape,
  tenantExternalIdQuery,
  updateAddOnBody,
  updatePlanBody,
  API,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { SubscriptionService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const tags = ['subscriptions-admin'];

/** api/utils/subscription-purchase (spec 1 §7.8, spec 3 §7.11): staff utilities, App:Administration only. */
export function subscriptionAdminRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ subscriptions: SubscriptionService }>,
) {
  const sub = services.subscriptions;
  const admin = { onRequest: guard.requirePermission('administration') };

  app.post(
    API.subscriptionAdmin.create,
    { ...admin, schema: { body: adminCreatePurchaseBody, response: replies(subscriptionPurchaseShape), tags } },
    async (req) => ok(await sub.adminCreate(ctxOf(req), req.body), 'Subscription created'),
  );
  app.post(
    API.subscriptionAdmin.createBatch,
    { ...admin, schema: { body: adminBatchBody, response: replies(z.array(subscriptionPurchaseShape)), tags } },
    async (req) => ok(await sub.adminCreateBatch(ctxOf(req), req.body.items), 'Subscriptions created'),
  );
  app.get(
    API.subscriptionAdmin.activeTenant,
    { ...admin, schema: { querystring: tenantExternalIdQuery, response: replies(subscriptionPurchaseShape), tags } },
    async (req) => ok(await sub.adminActive(ctxOf(req), req.query.tenantExternalId)),
  );
  app.put(
    API.subscriptionAdmin.disable,
    { ...admin, schema: { querystring: companyExternalIdQuery, response: replies(subscriptionPurchaseShape), tags } },
    async (req) => ok(await sub.adminDisable(ctxOf(req), req.query.companyExternalId), 'Subscription disabled'),
  );
  app.put(
    API.subscriptionAdmin.plan,
    { ...admin, schema: { params: planKeyParams, body: updatePlanBody, response: replies(planShape), tags } },
    async (req) => ok(await sub.updatePlan(ctxOf(req), req.params.key, req.body), 'Plan updated'),
  );
  app.put(
    API.subscriptionAdmin.addOn,
    { ...admin, schema: { params: addOnKeyParams, body: updateAddOnBody, response: replies(addOnShape), tags } },
    async (req) => ok(await sub.updateAddOn(ctxOf(req), req.params.key, req.body), 'Add-on updated'),
  );

  app.get(
    API.subscriptionAdmin.promotionCode,
    { ...admin, schema: { response: replies(z.array(promotionCodeShape)), tags } },
    async () => ok(await sub.listPromotionCodes()),
  );
  app.post(
    API.subscriptionAdmin.promotionCode,
    { ...admin, schema: { body: createPromotionCodeBody, response: replies(promotionCodeShape), tags } },
    async (req) => ok(await sub.createPromotionCode(req.body), 'Promotion code created'),
  );
  app.put(
    API.subscriptionAdmin.promotionCodeDeactivate,
    { ...admin, schema: { params: couponIdParams, response: replies(promotionCodeShape), tags } },
    async (req) => ok(await sub.deactivatePromotionCode(req.params.couponId), 'Promotion code deactivated'),
  );
}
