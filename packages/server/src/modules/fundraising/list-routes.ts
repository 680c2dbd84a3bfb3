import { z } from 'zod';
import {
  API,
  addFundersBody,
  addToListsBody,
  collaboratorBody,
  createFunderListBody,
  createWithFunderBody,
  disableFunderBody,
  externalIdParams,
  funderListEntriesPageSchema,
  funderListFundersQuery,
  funderListPageSchema,
  funderListQuery,
  funderListSchema,
  funderListSearchQuery,
  funderNoteBody,
  funderRefQuery,
  nextContactBody,
  recommendedNamesBody,
  recommendedNamesReply,
  smartlistCapabilitySchema,
  updateFunderListBody,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { binaryReply, ok, replies } from '../../platform/http/envelope.ts';
import { contentDisposition } from '../../platform/storage/content-disposition.ts';
import type { FundraisingService } from './service.ts';
import { XLSX_TYPE } from './export-xlsx.ts';

const tags = ['funder-list'];
const uuid = z.string().uuid();
const entryRef = z.object({ listExternalId: z.string(), funderExternalId: z.string() });
const added = z.object({ added: z.number().int() });
const userRef = z.object({ userExternalId: uuid });

/** /api/funder-list (spec 3 §7.9): smartlists, their funders, notes, next contacts, collaborators, export. */
export function funderListRoutes(app: ZodApp, { guard, services }: RouteDeps<{ fundraising: FundraisingService }>) {
  const { lists, entries } = services.fundraising;
  const fr = services.fundraising;
  const tenant = { onRequest: guard.requireTenant };
  const P = API.funderList;

  app.post(
    P.root,
    { ...tenant, schema: { body: createFunderListBody, response: replies(funderListSchema), tags } },
    async (req) => ok(await lists.create(tenantCtxOf(req), req.body)),
  );
  app.post(
    P.createWithFunder,
    { ...tenant, schema: { body: createWithFunderBody, response: replies(funderListSchema), tags } },
    async (req) => ok(await lists.createWithFunder(tenantCtxOf(req), req.body)),
  );
  for (const path of [P.all, P.allFullAccess])
    app.get(
      path,
      { ...tenant, schema: { querystring: funderListQuery, response: replies(funderListPageSchema), tags } },
      async (req) => ok(await lists.all(tenantCtxOf(req), req.query)),
    );
  app.get(P.capability, { ...tenant, schema: { response: replies(smartlistCapabilitySchema), tags } }, async (req) =>
    ok(await lists.capability(tenantCtxOf(req))),
  );
  app.get(
    P.search,
    { ...tenant, schema: { querystring: funderListSearchQuery, response: replies(z.array(funderListSchema)), tags } },
    async (req) => ok(await lists.search(tenantCtxOf(req), req.query.name)),
  );
  app.post(
    P.recommendedNames,
    { ...tenant, schema: { body: recommendedNamesBody, response: replies(recommendedNamesReply), tags } },
    async (req) => ok(await fr.recommendedNames(req.body, tenantCtxOf(req).user.language)),
  );
  app.post(P.addToLists, { ...tenant, schema: { body: addToListsBody, response: replies(added), tags } }, async (req) =>
    ok(await entries.addToLists(tenantCtxOf(req), req.body)),
  );
  app.get(
    P.listsOfFunder,
    { ...tenant, schema: { params: externalIdParams, response: replies(z.array(funderListSchema)), tags } },
    async (req) => ok(await entries.listsOfFunder(tenantCtxOf(req), req.params.id)),
  );
  app.get(
    P.byId,
    { ...tenant, schema: { params: externalIdParams, response: replies(funderListSchema), tags } },
    async (req) => ok(await lists.get(tenantCtxOf(req), req.params.id)),
  );
  app.put(
    P.byId,
    {
      ...tenant,
      schema: { params: externalIdParams, body: updateFunderListBody, response: replies(funderListSchema), tags },
    },
    async (req) => ok(await lists.update(tenantCtxOf(req), req.params.id, req.body)),
  );
  app.delete(
    P.byId,
    { ...tenant, schema: { params: externalIdParams, response: replies(z.object({ externalId: z.string() })), tags } },
    async (req) => ok(await lists.remove(tenantCtxOf(req), req.params.id)),
  );
  app.get(
    P.funders,
    {
      ...tenant,
      schema: {
        params: externalIdParams,
        querystring: funderListFundersQuery,
        response: replies(funderListEntriesPageSchema),
        tags,
      },
    },
    async (req) => ok(await entries.page(tenantCtxOf(req), req.params.id, req.query)),
  );
  app.post(
    P.addFunders,
    { ...tenant, schema: { params: externalIdParams, body: addFundersBody, response: replies(added), tags } },
    async (req) => ok(await entries.add(tenantCtxOf(req), req.params.id, req.body.funders)),
  );
  app.delete(
    P.removeFunder,
    { ...tenant, schema: { params: z.object({ id: uuid, funderId: uuid }), response: replies(entryRef), tags } },
    async (req) => ok(await entries.remove(tenantCtxOf(req), req.params.id, req.params.funderId)),
  );
  app.put(
    P.disableFunder,
    { ...tenant, schema: { params: externalIdParams, body: disableFunderBody, response: replies(entryRef), tags } },
    async (req) => ok(await entries.disable(tenantCtxOf(req), req.params.id, req.body)),
  );
  app.put(
    P.notes,
    { ...tenant, schema: { params: externalIdParams, body: funderNoteBody, response: replies(entryRef), tags } },
    async (req) => ok(await entries.setNote(tenantCtxOf(req), req.params.id, req.body)),
  );
  app.delete(
    P.notes,
    { ...tenant, schema: { params: externalIdParams, querystring: funderRefQuery, response: replies(entryRef), tags } },
    async (req) => ok(await entries.clearNote(tenantCtxOf(req), req.params.id, req.query.funderExternalId)),
  );
  app.put(
    P.nextContact,
    { ...tenant, schema: { params: externalIdParams, body: nextContactBody, response: replies(entryRef), tags } },
    async (req) => ok(await entries.setNextContact(tenantCtxOf(req), req.params.id, req.body)),
  );
  app.delete(
    P.nextContact,
    { ...tenant, schema: { params: externalIdParams, querystring: funderRefQuery, response: replies(entryRef), tags } },
    async (req) => ok(await entries.clearNextContact(tenantCtxOf(req), req.params.id, req.query.funderExternalId)),
  );
  app.post(
    P.collaborator,
    {
      ...tenant,
      schema: { params: externalIdParams, body: collaboratorBody, response: replies(funderListSchema), tags },
    },
    async (req) => ok(await lists.addCollaborator(tenantCtxOf(req), req.params.id, req.body.userExternalId)),
  );
  app.delete(
    P.collaborator,
    {
      ...tenant,
      schema: { params: externalIdParams, querystring: userRef, response: replies(funderListSchema), tags },
    },
    async (req) => ok(await lists.removeCollaborator(tenantCtxOf(req), req.params.id, req.query.userExternalId)),
  );
  app.get(
    P.exportXlsx,
    { ...tenant, schema: { params: externalIdParams, response: binaryReply, tags } },
    async (req, reply) => {
      const x = await fr.exportXlsx(tenantCtxOf(req), req.params.id);
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(`${x.name}.xlsx`))
        .header('x-content-type-options', 'nosniff');
      return reply.send(x.data);
    },
  );
}
