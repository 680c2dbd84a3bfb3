import {
  ASK_ABOUT_PATHS as P,
  askChartBody,
  askChartParams,
  askDocumentBody,
  askFunderBody,
  askSharedFinancialBody,
  askSharedFinancialItemBody,
  askStatementItemBody,
  assistantConversationSchema,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import type { AskAboutService } from './ask-about-service.ts';

const tags = ['assistant'];

/**
 * The "ask about this" calls of spec 2 §7: each puts an item of the page into an assistant conversation and answers
 * that conversation. The body's tenantExternalId must be the selected tenant (X-Tenant-Id).
 */
export function askAboutRoutes(app: ZodApp, { guard, services }: RouteDeps<{ askAbout: AskAboutService }>) {
  const a = services.askAbout;
  const scoped = guard.requireTenantScope({ param: 'tenantExternalId', in: 'body' });
  const reply = replies(assistantConversationSchema);
  app.post(
    P.chart,
    { ...scoped, schema: { params: askChartParams, body: askChartBody, response: reply, tags } },
    async (req) => ok(await a.chart(tenantCtxOf(req), req.params.id, req.body)),
  );
  app.post(P.statementItem, { ...scoped, schema: { body: askStatementItemBody, response: reply, tags } }, async (req) =>
    ok(await a.statementItem(tenantCtxOf(req), req.body)),
  );
  app.post(P.funder, { ...scoped, schema: { body: askFunderBody, response: reply, tags } }, async (req) =>
    ok(await a.funder(tenantCtxOf(req), req.body)),
  );
  app.post(P.document, { ...scoped, schema: { body: askDocumentBody, response: reply, tags } }, async (req) =>
    ok(await a.document(tenantCtxOf(req), req.body)),
  );
  app.post(
    P.sharedFinancial,
    { ...scoped, schema: { body: askSharedFinancialBody, response: reply, tags } },
    async (req) => ok(await a.sharedFinancial(tenantCtxOf(req), req.body)),
  );
  app.post(
    P.sharedFinancialItem,
    { ...scoped, schema: { body: askSharedFinancialItemBody, response: reply, tags } },
    async (req) => ok(await a.sharedFinancialItem(tenantCtxOf(req), req.body)),
  );
}
