import { z } from 'zod';
import {
  WORKSPACE_CHANGED_MESSAGE,
  byTenantQuery,
  byUserQuery,
  changeWorkspaceBody,
  createProfileBody,
  createWorkspaceForCompanyBody,
  isTakenQuery,
  tenantMembershipShape,
  workspaceShape,
  API,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { TenancyService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const tags = ['workspace'];

/** /api/workspace (spec 1 §7.5 "Workspace"): the selector's workspaces and memberships, and the manage dialog. */
export function workspaceRoutes(app: ZodApp, { guard, services }: RouteDeps<{ tenancy: TenancyService }>) {
  const signedIn = { onRequest: guard.requireUser };
  const mayCreate = { onRequest: guard.requirePermission('companyCreate') };

  app.get(
    API.workspace.all,
    { ...signedIn, schema: { response: replies(z.array(workspaceShape)), tags } },
    async (req) => ok(await services.tenancy.listWorkspaces(ctxOf(req))),
  );

  app.get(
    API.workspace.tenantMembershipsAll,
    { ...signedIn, schema: { response: replies(z.array(tenantMembershipShape)), tags } },
    async (req) => ok(await services.tenancy.listMemberships(ctxOf(req))),
  );

  app.get(
    API.workspace.isTaken,
    { ...signedIn, schema: { querystring: isTakenQuery, response: replies(z.boolean()), tags } },
    async (req) => ok(await services.tenancy.isSlugTaken(ctxOf(req), req.query.slug)),
  );

  app.get(
    API.workspace.owned,
    { ...signedIn, schema: { response: replies(z.array(workspaceShape)), tags } },
    async (req) => ok(await services.tenancy.ownedWorkspaces(ctxOf(req))),
  );

  app.get(
    API.workspace.byUser,
    { ...signedIn, schema: { querystring: byUserQuery, response: replies(z.array(workspaceShape)), tags } },
    async (req) => ok(await services.tenancy.workspacesByUser(ctxOf(req), req.query.userExternalId)),
  );

  app.get(
    API.workspace.byTenant,
    { ...signedIn, schema: { querystring: byTenantQuery, response: replies(z.array(workspaceShape)), tags } },
    async (req) => ok(await services.tenancy.workspacesByTenant(ctxOf(req), req.query.tenantExternalId)),
  );

  app.post(
    API.workspace.change,
    { ...signedIn, schema: { body: changeWorkspaceBody, response: replies(tenantMembershipShape), tags } },
    async (req) => ok(await services.tenancy.changeWorkspace(ctxOf(req), req.body), WORKSPACE_CHANGED_MESSAGE),
  );

  app.post(
    API.workspace.createForCompany,
    { ...mayCreate, schema: { body: createWorkspaceForCompanyBody, response: replies(workspaceShape), tags } },
    async (req) => ok(await services.tenancy.createWorkspaceForCompany(ctxOf(req), req.body)),
  );

  app.post(
    API.workspace.createProfile,
    { ...mayCreate, schema: { body: createProfileBody, response: replies(tenantMembershipShape), tags } },
    async (req) => ok(await services.tenancy.createProfile(ctxOf(req), req.body)),
  );
}
