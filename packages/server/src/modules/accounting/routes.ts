import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API,
  dashboardReply,
  hasFinishedQuery,
  integrationSchema,
  integrationStatusReply,
  integrationTenantQuery,
  lastSyncReply,
  LEDGER_LIMITS,
  ledgerImportSchema,
  ledgerPreviewReply,
  ledgerUploadQuery,
  taxDeadlineSchema,
  taxDeadlinesReply,
  taxDeadlineStatusBody,
  type LedgerMapping,
  type LedgerUploadQuery,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { emptyReply, ok, replies } from '../../platform/http/envelope.ts';
import { scopeOf } from '../../platform/http/tenant-scope.ts';
import type { AccountingService } from './service.ts';
import type { LedgerUpload } from './ledger.ts';
import { integrationRoutes } from './integration-routes.ts';

const mergeTags = ['merge'];
const ledgerTags = ['ledger'];
const accountingTags = ['accounting'];

/** The column mapping named in the query, or null to let the server suggest one from the header. */
function mappingOf(q: LedgerUploadQuery): Partial<LedgerMapping> | null {
  const { tenantExternalId: _t, ...m } = q;
  return Object.values(m).some(Boolean) ? m : null;
}

/** The first file part; further parts are drained. */
async function firstFile(req: FastifyRequest): Promise<LedgerUpload | null> {
  for await (const p of req.parts()) if (p.type === 'file') return { fileName: p.filename, stream: p.file };
  return null;
}

const deleteQuery = integrationTenantQuery.extend({ id: z.string().uuid() });

/**
 * /api/merge (spec 1 §7.7: status, has-finished, the list, last-sync, delete — answered from the ledger import),
 * /api/ledger (the CSV import, a sibling of /api/merge since it is not Merge's API) and /api/accounting (dashboards,
 * gated by accounting-module; tax deadlines, gated by tax-due-dates). Staff may name a client company by
 * tenantExternalId (provider mode).
 */
export async function accountingRoutes(app: ZodApp, { guard, services }: RouteDeps<{ accounting: AccountingService }>) {
  const acc = services.accounting;
  const provider = { permission: 'portalAccess' as const, tenant: acc.providerTenant };
  const tenant = guard.requireTenantScope({ param: 'tenantExternalId', provider });
  const tenantInBody = guard.requireTenantScope({ param: 'tenantExternalId', in: 'body', provider });

  app.get(
    API.merge.status,
    {
      ...tenant,
      schema: { querystring: integrationTenantQuery, response: replies(integrationStatusReply), tags: mergeTags },
    },
    async (req) => ok(await acc.integrations.status(scopeOf(req))),
  );
  app.get(
    API.merge.root,
    {
      ...tenant,
      schema: { querystring: integrationTenantQuery, response: replies(z.array(integrationSchema)), tags: mergeTags },
    },
    async (req) => ok(await acc.integrations.list(scopeOf(req))),
  );
  app.get(
    API.merge.hasFinished,
    {
      ...tenant,
      schema: {
        querystring: hasFinishedQuery.merge(integrationTenantQuery),
        response: replies(z.boolean()),
        tags: mergeTags,
      },
    },
    async (req) => ok(await acc.integrations.hasFinished(scopeOf(req), req.query.integrationExternalId)),
  );
  app.get(
    API.merge.lastSync,
    { ...tenant, schema: { querystring: integrationTenantQuery, response: replies(lastSyncReply), tags: mergeTags } },
    async (req) => ok(await acc.integrations.lastSync(scopeOf(req))),
  );
  app.delete(
    API.merge.root,
    { ...tenant, schema: { querystring: deleteQuery, response: emptyReply, tags: mergeTags } },
    async (req) => {
      await acc.integrations.remove(scopeOf(req), req.query.id);
      return ok(null);
    },
  );

  app.get(
    API.accounting.dashboard,
    {
      ...tenant,
      schema: { querystring: integrationTenantQuery, response: replies(dashboardReply), tags: accountingTags },
    },
    async (req) => ok(await acc.dashboard(scopeOf(req))),
  );
  app.get(
    API.accounting.taxDeadlines,
    {
      ...tenant,
      schema: { querystring: integrationTenantQuery, response: replies(taxDeadlinesReply), tags: accountingTags },
    },
    async (req) => ok(await acc.taxDeadlines.list(scopeOf(req))),
  );
  app.put(
    API.accounting.taxDeadlineStatus,
    {
      ...tenantInBody,
      schema: { body: taxDeadlineStatusBody, response: replies(taxDeadlineSchema), tags: accountingTags },
    },
    async (req) => ok(await acc.taxDeadlines.setStatus(scopeOf(req), req.body)),
  );

  // Multipart only in this scope; one byte over the limit so an oversized file is noticed (413).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: LEDGER_LIMITS.maxImportBytes + 1, files: 1, fields: 5 } });
    const api = scope as unknown as ZodApp;
    api.post(
      API.ledger.preview,
      {
        ...tenant,
        schema: { querystring: ledgerUploadQuery, response: replies(ledgerPreviewReply), tags: ledgerTags },
      },
      async (req) => ok(await acc.ledger.preview(scopeOf(req), mappingOf(req.query), await firstFile(req))),
    );
    api.post(
      API.ledger.import,
      {
        ...tenant,
        schema: {
          querystring: ledgerUploadQuery,
          response: { 201: replies(ledgerImportSchema)[200] },
          tags: ledgerTags,
        },
      },
      async (req, reply) => {
        const m = mappingOf(req.query);
        const out = await acc.ledger.import(scopeOf(req), m as LedgerMapping | null, await firstFile(req));
        return reply.code(201).send(ok(out));
      },
    );
  });
  // The Merge link calls and the trial-balance import.
  await integrationRoutes(app, { acc, tenant, tenantInBody, firstFile });
}
