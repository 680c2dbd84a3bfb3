import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PRODUCT,
  catalogueShape,
  companyExternalIdQuery,
  externalIdParams,
  externalIdQuery,
  invoiceShape,
  promotionCodeParams,
  promotionPreviewQuery,
  promotionPreviewShape,
  purchaseBody,
  purchasePriceShape,
  subscriptionPreviewShape,
  subscriptionPurchaseShape,
  subscriptionSelection,
  API,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { SubscriptionService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { binaryReply, ok, replies } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import { resolveTenantScope, scopeOf, type TenantScopeOptions } from '../../platform/http/tenant-scope.ts';
import { invoicePdf } from './invoice-pdf.ts';

const tags = ['subscriptions'];

/** /api/subscription-purchase and /api/subscription (spec 1 §7.8): the selected tenant's subscription. */
export function subscriptionRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ subscriptions: SubscriptionService }>,
) {
  const sub = services.subscriptions;
  // The tenant comes from the X-Tenant-Id header (400 without it), resolved once per request.
  const tenant = guard.requireTenantScope();
  const signedIn = { onRequest: guard.requireUser };

  /**
   * `guard.requireTenantScope({ param: 'companyExternalId' })` for routes naming the company by its own externalId or
   * its tenant's: an unknown company is 404, otherwise the company's tenant must be the header's (403 FORBIDDEN on a
   * mismatch); with `provider`, portal staff may name any client company (provider mode).
   */
  const companyScope = (provider?: TenantScopeOptions['provider']) => ({
    onRequest: guard.requireUser,
    preHandler: async (req: FastifyRequest) => {
      const ctx = ctxOf(req);
      const named = (req.query as { companyExternalId: string }).companyExternalId;
      let tenantExternalId = named;
      if (named.toLowerCase() !== ctx.tenant?.externalId.toLowerCase()) {
        const t = await sub.tenantOfCompany(named);
        if (!t) throw notFound('Company');
        tenantExternalId = t.externalId;
      }
      req.tenantScope = await resolveTenantScope(ctx, tenantExternalId, { param: 'companyExternalId', provider });
    },
  });
  const staffProvider = { permission: 'portalAccess' as const, tenant: sub.tenantOfCompany };

  app.get(API.subscription.all, { ...signedIn, schema: { response: replies(catalogueShape), tags } }, async () =>
    ok(await sub.catalogue()),
  );

  app.get(
    API.subscriptionPurchase.activeTenant,
    { ...tenant, schema: { response: replies(subscriptionPurchaseShape), tags } },
    async (req) => ok(await sub.activePurchase(scopeOf(req))),
  );
  app.get(
    API.subscriptionPurchase.activeCompany,
    {
      ...companyScope(staffProvider),
      schema: { querystring: companyExternalIdQuery, response: replies(subscriptionPurchaseShape), tags },
    },
    async (req) => ok(await sub.activePurchase(scopeOf(req))),
  );
  app.get(
    API.subscriptionPurchase.priceTenant,
    { ...tenant, schema: { response: replies(z.number()), tags } },
    async (req) => ok(await sub.priceOfTenant(scopeOf(req))),
  );

  app.get(
    API.subscriptionPurchase.invoices,
    { ...tenant, schema: { response: replies(z.array(invoiceShape)), tags } },
    async (req) => ok(await sub.invoices(scopeOf(req))),
  );
  app.get(
    API.subscriptionPurchase.invoicesDownload,
    { ...tenant, schema: { params: externalIdParams, response: binaryReply, tags } },
    async (req, reply) => {
      const doc = await sub.invoiceDocument(scopeOf(req), req.params.id);
      const pdf = invoicePdf({ productName: PRODUCT.displayName, ...doc });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${doc.invoice.number}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    API.subscriptionPurchase.details,
    { ...tenant, schema: { params: externalIdParams, response: replies(subscriptionPurchaseShape), tags } },
    async (req) => ok(await sub.details(scopeOf(req), req.params.id)),
  );
  app.get(
    API.subscriptionPurchase.detailsPrice,
    { ...tenant, schema: { params: externalIdParams, response: replies(purchasePriceShape), tags } },
    async (req) => ok(await sub.detailsPrice(scopeOf(req), req.params.id)),
  );

  app.post(
    API.subscriptionPurchase.previewSubscription,
    { ...tenant, schema: { body: subscriptionSelection, response: replies(subscriptionPreviewShape), tags } },
    async (req) => ok(await sub.previewSubscription(scopeOf(req), req.body)),
  );
  app.get(
    API.subscriptionPurchase.preview,
    {
      ...tenant,
      schema: {
        params: promotionCodeParams,
        querystring: promotionPreviewQuery,
        response: replies(promotionPreviewShape),
        tags,
      },
    },
    async (req) => ok(await sub.previewCode(scopeOf(req), req.params.code, req.query)),
  );
  app.post(
    API.subscriptionPurchase.purchase,
    { ...tenant, schema: { body: purchaseBody, response: replies(subscriptionPurchaseShape), tags } },
    async (req) => ok(await sub.purchase(scopeOf(req), req.body), 'Subscription purchased'),
  );

  // The spec's call is a GET (spec 1 §7.8); it changes state, so it needs the token and the tenant like any write.
  app.get(
    API.subscriptionPurchase.cancelSubscription,
    { ...tenant, schema: { querystring: externalIdQuery, response: replies(subscriptionPurchaseShape), tags } },
    async (req) => ok(await sub.cancel(scopeOf(req), req.query.externalId), 'Subscription cancelled'),
  );
  app.put(
    API.subscriptionPurchase.trial,
    {
      ...companyScope(),
      schema: { querystring: companyExternalIdQuery, response: replies(subscriptionPurchaseShape), tags },
    },
    async (req) => ok(await sub.enableTrial(scopeOf(req)), 'Trial enabled'),
  );

  app.get(
    API.subscriptionPurchase.paymentConfig,
    {
      ...signedIn,
      schema: {
        response: replies(z.object({ provider: z.enum(['default', 'stripe']), publicKey: z.string().nullable() })),
        tags,
      },
    },
    async () => ok({ provider: sub.provider.name, publicKey: sub.provider.publicKey }),
  );
}
