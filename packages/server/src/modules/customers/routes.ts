import {
  CUSTOMER_CREATION_MESSAGES,
  createCustomerBody,
  createCustomerReply,
  customerListQuery,
  customerFilterBody,
  customerOnboardingBody,
  customerOnboardingShape,
  customerOnboardingStatusBody,
  pageQuerySchema,
  customerShape,
  importCustomersBody,
  importCustomersReply,
  pageSchema,
  API,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { CustomerService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const tags = ['customers'];

/** /api/customer-management: the portal's customer list and search, and the admin tools' customer creation. */
export function customerRoutes(app: ZodApp, { guard, services }: RouteDeps<{ customers: CustomerService }>) {
  const list = {
    onRequest: guard.requirePermission('portalAccess'),
    schema: { querystring: customerListQuery, response: replies(pageSchema(customerShape)), tags },
  };
  app.get(API.customerManagement.root, list, async (req) => ok(await services.customers.list(ctxOf(req), req.query)));
  // GET search?term&page&pageSize (spec 1 §7.5): the same list, by name.
  app.get(API.customerManagement.search, list, async (req) => ok(await services.customers.list(ctxOf(req), req.query)));
  // POST filter?page&pageSize: the list's filters of spec 1 §2.9.
  app.post(
    API.customerManagement.filter,
    {
      onRequest: guard.requirePermission('portalAccess'),
      schema: {
        querystring: pageQuerySchema,
        body: customerFilterBody,
        response: replies(pageSchema(customerShape)),
        tags,
      },
    },
    async (req) => ok(await services.customers.filter(ctxOf(req), req.body, req.query)),
  );

  // POST {product}-company/onboarding?page&pageSize and PATCH onboarding-status (spec 1 §7.5).
  app.post(
    API.company.onboarding,
    {
      onRequest: guard.requirePermission('portalAccess'),
      schema: {
        querystring: pageQuerySchema,
        body: customerOnboardingBody,
        response: replies(pageSchema(customerOnboardingShape)),
        tags,
      },
    },
    async (req) => ok(await services.customers.onboarding.list(ctxOf(req), req.body, req.query)),
  );
  app.patch(
    API.company.onboardingStatus,
    {
      onRequest: guard.requirePermission('portalAccess'),
      schema: {
        body: customerOnboardingStatusBody,
        response: replies(customerOnboardingShape.pick({ tenantExternalId: true, status: true, updatedAt: true })),
        tags,
      },
    },
    async (req) =>
      ok(await services.customers.onboarding.setStatus(ctxOf(req), req.body.tenantExternalId, req.body.status)),
  );

  const admin = guard.requirePermission('administration');
  app.post(
    API.customerManagement.createCustomer,
    { onRequest: admin, schema: { body: createCustomerBody, response: replies(createCustomerReply), tags } },
    async (req) => ok(await services.customers.create(ctxOf(req), req.body), CUSTOMER_CREATION_MESSAGES.created),
  );
  app.post(
    API.customerManagement.import,
    { onRequest: admin, schema: { body: importCustomersBody, response: replies(importCustomersReply), tags } },
    async (req) => ok({ results: await services.customers.importRows(ctxOf(req), req.body.rows) }),
  );
}
