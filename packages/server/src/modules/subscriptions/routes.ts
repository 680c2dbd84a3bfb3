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
import { ctxOf, tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { binaryReply, ok, replies } from '../../platform/http/envelope.ts';
import { invoicePdf } from './invoice-pdf.ts';

const tags = ['subscriptions'];

/** /api/subscription-purchase and /api/subscription (spec 1 §7.8): the selected tenant's subscription. */
export function subscriptionRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ subscriptions: SubscriptionService }>,
) {
  const sub = services.subscriptions;
  const tenant = { onRequest: guard.requireTenant };
  const signedIn = { onRequest: guard.requireUser };

  app.get(API.subscription.all, { ...signedIn, schema: { response: replies(catalogueShape), tags } }, async () =>
    ok(await sub.catalogue()),
  );

  app.get(
    API.subscriptionPurchase.activeTenant,
    { ...tenant, schema: { response: replies(subscriptionPurchaseShape), tags } },
    async (req) => ok(await sub.activeForTenant(tenantCtxOf(req))),
  );
  app.get(
    API.subscriptionPurchase.activeCompany,
    {
      ...signedIn,
      schema: { querystring: companyExternalIdQuery, response: replies(subscriptionPurchaseShape), tags },
    },
    async (req) => ok(await sub.activeForCompany(ctxOf(req), req.query.companyExternalId)),
  );
  app.get(
    API.subscriptionPurchase.priceTenant,
    { ...tenant, schema: { response: replies(z.number()), tags } },
    async (req) => ok(await sub.priceOfTenant(tenantCtxOf(req))),
  );

  app.get(
    API.subscriptionPurchase.invoices,
    { ...tenant, schema: { response: replies(z.array(invoiceShape)), tags } },
    async (req) => ok(await sub.invoices(tenantCtxOf(req))),
  );
  app.get(
    API.subscriptionPurchase.invoicesDownload,
    { ...tenant, schema: { params: externalIdParams, response: binaryReply, tags } },
    async (req, reply) => {
      const doc = await sub.invoiceDocument(tenantCtxOf(req), req.params.id);
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
    async (req) => ok(await sub.details(tenantCtxOf(req), req.params.id)),
  );
  app.get(
    API.subscriptionPurchase.detailsPrice,
    { ...tenant, schema: { params: externalIdParams, response: replies(purchasePriceShape), tags } },
    async (req) => ok(await sub.detailsPrice(tenantCtxOf(req), req.params.id)),
  );

  app.post(
    API.subscriptionPurchase.previewSubscription,
    { ...tenant, schema: { body: subscriptionSelection, response: replies(subscriptionPreviewShape), tags } },
    async (req) => ok(await sub.previewSubscription(tenantCtxOf(req), req.body)),
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
    async (req) => ok(await sub.previewCode(tenantCtxOf(req), req.params.code, req.query)),
  );
  app.post(
    API.subscriptionPurchase.purchase,
    { ...tenant, schema: { body: purchaseBody, response: replies(subscriptionPurchaseShape), tags } },
    async (req) => ok(await sub.purchase(tenantCtxOf(req), req.body), 'Subscription purchased'),
  );

  // The spec's call is a GET (spec 1 §7.8); it changes state, so it needs the token and the tenant like any write.
  app.get(
    API.subscriptionPurchase.cancelSubscription,
    { ...tenant, schema: { querystring: externalIdQuery, response: replies(subscriptionPurchaseShape), tags } },
    async (req) => ok(await sub.cancel(tenantCtxOf(req), req.query.externalId), 'Subscription cancelled'),
  );
  app.put(
    API.subscriptionPurchase.trial,
    {
      ...signedIn,
      schema: { querystring: companyExternalIdQuery, response: replies(subscriptionPurchaseShape), tags },
    },
    async (req) => ok(await sub.enableTrial(ctxOf(req), req.query.companyExternalId), 'Trial enabled'),
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
