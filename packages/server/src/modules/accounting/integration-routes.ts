import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  API,
  integrationSchema,
  integrationTenantQuery,
  LEDGER_LIMITS,
  ledgerImportSchema,
  mergeExchangeBody,
  mergeLinkTokenReply,
  trialBalancePreviewReply,
  trialBalanceUploadQuery,
} from '@atrium/contract';
import type { ZodApp } from '../../platform/http/route-deps.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import { scopeOf } from '../../platform/http/tenant-scope.ts';
import type { AccountingService } from './service.ts';
import type { LedgerUpload } from './ledger.ts';

type Guard = Record<string, unknown>;

/**
 * /api/merge: GET token (the link token for Merge Link) and POST / (the public-token exchange), spec 1 §7.7; and
 * /api/ledger/trial-balance (preview and import of a QuickBooks or Xero trial balance). Registered by routes.ts with
 * the same tenant guards as the other accounting calls.
 */
export async function integrationRoutes(
  app: ZodApp,
  o: {
    acc: AccountingService;
    tenant: Guard;
    tenantInBody: Guard;
    firstFile: (req: FastifyRequest) => Promise<LedgerUpload | null>;
  },
) {
  const { acc } = o;
  const tags = ['merge'];
  app.get(
    API.merge.token,
    { ...o.tenant, schema: { querystring: integrationTenantQuery, response: replies(mergeLinkTokenReply), tags } },
    async (req) => ok(await acc.merge.linkToken(scopeOf(req))),
  );
  app.post(
    API.merge.root,
    {
      ...o.tenantInBody,
      schema: { body: mergeExchangeBody, response: { 201: replies(integrationSchema)[200] }, tags },
    },
    async (req, reply) => reply.code(201).send(ok(await acc.merge.exchange(scopeOf(req), req.body.publicToken))),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: LEDGER_LIMITS.maxImportBytes + 1, files: 1, fields: 5 } });
    const api = scope as unknown as ZodApp;
    const ledgerTags = ['ledger'];
    api.post(
      API.ledger.trialBalancePreview,
      {
        ...o.tenant,
        schema: { querystring: trialBalanceUploadQuery, response: replies(trialBalancePreviewReply), tags: ledgerTags },
      },
      async (req) => ok(await acc.trialBalance.preview(scopeOf(req), req.query, await o.firstFile(req))),
    );
    api.post(
      API.ledger.trialBalanceImport,
      {
        ...o.tenant,
        schema: {
          querystring: trialBalanceUploadQuery,
          response: { 201: replies(ledgerImportSchema)[200] },
          tags: ledgerTags,
        },
      },
      async (req, reply) =>
        reply.code(201).send(ok(await acc.trialBalance.import(scopeOf(req), req.query, await o.firstFile(req)))),
    );
  });
}
