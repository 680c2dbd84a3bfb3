import { z } from 'zod';
import {
  companyOwnerShape,
  companyRefShape,
  companySearchQuery,
  companySeatsShape,
  externalIdParams,
  pageSchema,
  removeCompanyUsersBody,
  removeCompanyUsersReply,
  tenantAccountTypeShape,
  tenantsAccountTypeBody,
  API,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { CompanyDirectory } from './directory.ts';
import type { CompanyMembers } from './members.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

/** /api/{product}-company: all, all-by-user, search, owner/{id}, seats/{id}, tenants/account-type (spec 1 §7.5). */
export function companyDirectoryRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ companyDirectory: CompanyDirectory; companyMembers: CompanyMembers }>,
) {
  const auth = { onRequest: guard.requireUser };
  const tags = ['companies'];
  const list = replies(z.array(companyRefShape));
  const dir = services.companyDirectory;
  app.get(
    API.company.all,
    { ...auth, schema: { response: list, tags, summary: 'Every client company (staff)' } },
    async (req) => ok(await dir.all(ctxOf(req))),
  );
  app.get(
    API.company.allByUser,
    { ...auth, schema: { response: list, tags, summary: "The caller's companies" } },
    async (req) => ok(await dir.allByUser(ctxOf(req))),
  );
  app.get(
    API.company.search,
    { ...auth, schema: { querystring: companySearchQuery, response: replies(pageSchema(companyRefShape)), tags } },
    async (req) => ok(await dir.search(ctxOf(req), req.query)),
  );
  app.get(
    API.company.owner,
    { ...auth, schema: { params: externalIdParams, response: replies(companyOwnerShape), tags } },
    async (req) => ok(await dir.owner(ctxOf(req), req.params.id)),
  );
  app.get(
    API.company.seats,
    { ...auth, schema: { params: externalIdParams, response: replies(companySeatsShape), tags } },
    async (req) => ok(await dir.seats(ctxOf(req), req.params.id)),
  );
  app.post(
    API.company.tenantsAccountType,
    {
      ...auth,
      schema: { body: tenantsAccountTypeBody, response: replies(z.array(tenantAccountTypeShape)), tags },
    },
    async (req) => ok(await dir.accountTypes(ctxOf(req), req.body.tenantExternalIds)),
  );
  app.post(
    API.company.removeUsers,
    { ...auth, schema: { body: removeCompanyUsersBody, response: replies(removeCompanyUsersReply), tags } },
    async (req) =>
      ok(
        await services.companyMembers.removeUsers(ctxOf(req), req.body.tenantExternalId, req.body.userExternalIds),
        'Users removed',
      ),
  );
}
