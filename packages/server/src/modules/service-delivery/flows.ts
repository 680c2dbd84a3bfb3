import {
  todayIso,
  type Page,
  type ProductFlow,
  type ProductFlowCreateBody,
  type ProductFlowFilterData,
  type TaskSummary,
  type TemplateTaskKind,
} from '@atrium/contract';
import type { z } from 'zod';
import type { addTaskBody, flowContractSchema } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { conflict, forbidden, notFound, validation } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { requireManager, requireStaff, visibilityOf, type Viewer } from './access.ts';
import type { Kit } from './kit.ts';
import type { TaskNotifier } from './notify.ts';
import type { FlowRow, NewTask } from './store.ts';
import type { TaskWork } from './task-work.ts';
import { toSummary } from './views.ts';

const DAY = 86_400_000;
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Product flows (spec 1 §4.7, §7.9): created from a catalogue service with its template tasks, run by staff. */
export function createFlows(k: Kit, work: TaskWork, notify: TaskNotifier) {
  const { store } = k;
  const db = k.deps.database.db;

  async function views(
    rows: { flow: FlowRow; tenantExternalId: string; tenantName: string; taskCount: number; doneCount: number }[],
    language: string,
  ): Promise<ProductFlow[]> {
    const ids = rows
      .flatMap((r) => [r.flow.ownerUserId, r.flow.createdByUserId])
      .filter((x): x is number => x !== null);
    const people = new Map(
      (ids.length ? await k.s.users.byIds([...new Set(ids)]) : []).map((u) => [
        u.id,
        { externalId: u.externalId, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email },
      ]),
    );
    return rows.map(({ flow: f, ...r }) => ({
      externalId: f.externalId,
      name: f.name,
      serviceCode: f.serviceCode,
      serviceName: k.serviceName(f.serviceCode, language),
      category: k.s.catalogue.byCode(f.serviceCode)?.category ?? null,
      company: { externalId: r.tenantExternalId, name: r.tenantName },
      owner: (f.ownerUserId !== null && people.get(f.ownerUserId)) || null,
      active: f.active,
      finalized: f.finalizedAt !== null,
      finalizedAt: f.finalizedAt?.toISOString() ?? null,
      startDate: f.startDate,
      createdBy: (f.createdByUserId !== null && people.get(f.createdByUserId)) || null,
      createdAt: f.createdAt.toISOString(),
      taskCount: Number(r.taskCount),
      doneCount: Number(r.doneCount),
    }));
  }
  async function viewOne(f: FlowRow, language: string) {
    const t = await k.s.tenancy.tenantById(f.tenantId);
    return (
      await views(
        [
          {
            flow: f,
            tenantExternalId: t?.externalId ?? '',
            tenantName: t?.name ?? '',
            ...(await store.flowCounts(f.id)),
          },
        ],
        language,
      )
    )[0];
  }

  /** A live flow the caller may see: staff any, a customer their company's active flows; 404 otherwise. */
  async function visibleFlow(v: Viewer, externalId: string) {
    const f = await store.flowByExternalId(externalId);
    if (!f) throw notFound('Product flow');
    if (!v.staff && (v.individual || f.tenantId !== v.tenantId || !f.active)) throw notFound('Product flow');
    return f;
  }
  const notFinalized = (f: FlowRow) => {
    if (f.finalizedAt) throw conflict('The service is finalized; its tasks cannot change');
  };
  async function companyMemberId(tenantExternalId: string, externalId: string, field: string) {
    const u = await k.s.users.byExternalId(externalId);
    if (!u || !(await k.s.tenancy.isMember(u.id, tenantExternalId)))
      throw validation('Choose a member of the company', [{ path: field, message: 'Not a member of the company' }]);
    return u.id;
  }
  const lang = (ctx: RequestContext) => ctx.user.language;

  return {
    visibleFlow,

    /** POST /api/product-flow: a flow for a company from a catalogue service, with its template tasks, in one transaction. */
    async create(ctx: RequestContext, body: ProductFlowCreateBody): Promise<ProductFlow> {
      const v = await k.viewer(ctx);
      requireManager(v, 'create service flows');
      const tenant = await k.clientTenant(body.tenantExternalId);
      if (tenant.accountType === 'INDIVIDUAL')
        throw validation('Individual accounts have no service flows', [
          { path: 'tenantExternalId', message: 'Choose a company' },
        ]);
      const def = k.s.catalogue.byCode(body.serviceCode);
      if (!def || def.hidden)
        throw validation('Unknown service', [{ path: 'serviceCode', message: 'Choose a service of the catalogue' }]);
      const ownerUserId = body.ownerExternalId
        ? await companyMemberId(tenant.externalId, body.ownerExternalId, 'ownerExternalId')
        : null;
      const startDate = body.startDate ?? todayIso();
      const es = lang(ctx) === 'es';
      const { flow, tasks } = await withTransaction(db, async () => {
        const flow = await store.insertFlow({
          tenantId: tenant.id,
          serviceCode: def.code,
          name: body.name ?? (es ? def.name.es : def.name.en),
          ownerUserId,
          createdByUserId: v.userId,
          startDate,
        });
        const rows: NewTask[] = def.tasks.map((t, i) => ({
          flowId: flow.id,
          tenantId: tenant.id,
          templateKey: t.key,
          name: es ? t.name.es : t.name.en,
          kind: t.kind,
          doneByCustomer: t.doneBy === 'CUSTOMER',
          requiresReview: t.reviewed,
          dueDate: addDays(startDate, t.dueInDays),
          position: i + 1,
        }));
        return { flow, tasks: await store.insertTasks(rows) };
      });
      await notify.customerTasksCreated(tasks, v.userId);
      return viewOne(flow, lang(ctx));
    },

    /** GET product-flow-filter-data: the services, companies and staff the filters offer. */
    async filterData(ctx: RequestContext): Promise<ProductFlowFilterData> {
      const v = await k.viewer(ctx);
      requireStaff(v);
      const es = lang(ctx) === 'es';
      return {
        services: k.s.catalogue.all
          .filter((d) => !d.hidden)
          .map((d) => ({ code: d.code, name: es ? d.name.es : d.name.en, category: d.category })),
        companies: (await k.s.tenancy.clientTenants())
          .filter((t) => t.accountType !== 'INDIVIDUAL')
          .map((t) => ({ externalId: t.externalId, name: t.name })),
        staff: (await k.staffPeople()).map(({ externalId, name, email }) => ({ externalId, name, email })),
      };
    },

    /** POST filter: flows paged (page 0, size 10 by default); showAll adds inactive and finalized flows. */
    async filter(
      ctx: RequestContext,
      body: { search: string; services: string[]; tenants: string[]; categories: string[] },
      q: { page: number; pageSize: number; showAll: boolean; orderBy: string; direction: string },
      extra: { userId?: number } = {},
    ): Promise<Page<ProductFlow>> {
      const v = await k.viewer(ctx);
      requireStaff(v);
      let codes: string[] | null = body.services.length ? body.services : null;
      if (body.categories.length) {
        const inCat = k.s.catalogue.all.filter((d) => body.categories.includes(d.category)).map((d) => d.code);
        codes = codes ? codes.filter((c) => inCat.includes(c)) : inCat;
      }
      const { rows, total } = await store.flowPage(
        { search: body.search, serviceCodes: codes, tenantExternalIds: body.tenants, showAll: q.showAll, ...extra },
        { orderBy: q.orderBy, direction: q.direction.toLowerCase() === 'asc' ? 'asc' : 'desc' },
        { page: q.page, pageSize: q.pageSize },
      );
      return { items: await views(rows, lang(ctx)), page: q.page, pageSize: q.pageSize, total };
    },

    /** GET {id}: one flow (staff, or a customer for their company's active flows). */
    async one(ctx: RequestContext, externalId: string): Promise<ProductFlow> {
      const v = await k.viewer(ctx);
      return viewOne(await visibleFlow(v, externalId), lang(ctx));
    },

    /** GET {id}/tasks. */
    async tasks(ctx: RequestContext, externalId: string): Promise<TaskSummary[]> {
      const v = await k.viewer(ctx);
      const f = await visibleFlow(v, externalId);
      const now = new Date();
      return (await store.tasksOfFlow(visibilityOf(v), f.id)).map((r) => toSummary(r, now));
    },

    /** GET task/{id}: the flow a task belongs to. */
    async flowOfTask(ctx: RequestContext, taskExternalId: string): Promise<ProductFlow> {
      const v = await k.viewer(ctx);
      const { flow } = await work.visibleTask(v, taskExternalId);
      if (!flow) throw notFound('Product flow');
      return viewOne(flow, lang(ctx));
    },

    /** GET {id}/users: the staff who can be assigned, with how many of the flow's tasks each holds. */
    async users(ctx: RequestContext, externalId: string) {
      const v = await k.viewer(ctx);
      requireStaff(v);
      const f = await visibleFlow(v, externalId);
      const counts = new Map((await store.flowAssignees(f.id)).map((r) => [r.external_id, Number(r.n)]));
      return (await k.staffPeople()).map((p) => ({
        externalId: p.externalId,
        name: p.name,
        email: p.email,
        assignedTasks: counts.get(p.externalId) ?? 0,
      }));
    },

    /** POST add-task/{flow}/{kind}: a task added to a flow by hand. */
    async addTask(
      ctx: RequestContext,
      flowExternalId: string,
      kind: TemplateTaskKind,
      body: z.output<typeof addTaskBody>,
    ): Promise<TaskSummary> {
      const v = await k.viewer(ctx);
      requireManager(v, 'add tasks');
      const f = await visibleFlow(v, flowExternalId);
      notFinalized(f);
      const preparerUserId = await k.staffUserId(body.preparerExternalId, 'preparerExternalId');
      const reviewerUserId = await k.staffUserId(body.reviewerExternalId, 'reviewerExternalId');
      const task = await withTransaction(db, async () => {
        const position = (await store.maxPosition(f.id)) + 1;
        return (
          await store.insertTasks([
            {
              flowId: f.id,
              tenantId: f.tenantId,
              name: body.name,
              description: body.description,
              kind,
              dueDate: body.dueDate,
              doneByCustomer: body.doneByCustomer,
              requiresReview: body.requiresReview,
              internalOnly: body.internalOnly,
              preparerUserId,
              reviewerUserId,
              position,
            },
          ])
        )[0];
      });
      if (task.doneByCustomer) await notify.customerTasksCreated([task], v.userId);
      const row = await store.taskRow(visibilityOf(v), task.id);
      return toSummary(row!);
    },

    /** PUT update/{id}: name and start date. */
    async update(
      ctx: RequestContext,
      externalId: string,
      body: { name?: string; startDate?: string },
    ): Promise<ProductFlow> {
      const v = await k.viewer(ctx);
      requireManager(v);
      const f = await visibleFlow(v, externalId);
      notFinalized(f);
      return viewOne(await store.updateFlow(f.id, body), lang(ctx));
    },

    /** PUT finalize-service/{id}: every task must be done (409 naming how many are not). */
    async finalize(ctx: RequestContext, externalId: string): Promise<ProductFlow> {
      const v = await k.viewer(ctx);
      requireManager(v, 'finalize services');
      const updated = await withTransaction(db, async () => {
        const f = await visibleFlow(v, externalId);
        notFinalized(f);
        const c = await store.flowCounts(f.id);
        if (c.doneCount < c.taskCount) {
          const open = c.taskCount - c.doneCount;
          throw conflict(`${open} ${open === 1 ? 'task is' : 'tasks are'} not done yet`);
        }
        return store.updateFlow(f.id, { finalizedAt: new Date() });
      });
      return viewOne(updated, lang(ctx));
    },

    /** GET query?term&showAll: flows whose name, company or service matches (first 20). */
    async query(ctx: RequestContext, q: { term: string; showAll: boolean }): Promise<ProductFlow[]> {
      const v = await k.viewer(ctx);
      requireStaff(v);
      const { rows } = await store.flowPage(
        { search: q.term, serviceCodes: null, tenantExternalIds: [], showAll: q.showAll },
        { orderBy: 'name', direction: 'asc' },
        { page: 0, pageSize: 20 },
      );
      return views(rows, lang(ctx));
    },

    /** PUT update/active/{id}/{flag}: an inactive flow is paused; its tasks leave the task lists. */
    async setActive(ctx: RequestContext, externalId: string, active: boolean): Promise<ProductFlow> {
      const v = await k.viewer(ctx);
      requireManager(v);
      const f = await visibleFlow(v, externalId);
      return viewOne(await store.updateFlow(f.id, { active }), lang(ctx));
    },

    /** PUT update/soft-delete: the flows disappear from every list; their rows stay. */
    async softDelete(ctx: RequestContext, externalIds: string[]): Promise<{ deleted: number }> {
      const v = await k.viewer(ctx);
      requireManager(v, 'delete service flows');
      const ids = [...new Set(externalIds)];
      const rows = await store.flowsByExternalIds(ids);
      if (rows.length !== ids.length) throw notFound('Product flow');
      await store.softDeleteFlows(rows.map((r) => r.id));
      return { deleted: rows.length };
    },

    /** PUT update-company-owner: the company member the flow is addressed to. */
    async setOwner(
      ctx: RequestContext,
      body: { productFlowExternalId: string; ownerExternalId: string },
    ): Promise<ProductFlow> {
      const v = await k.viewer(ctx);
      requireManager(v);
      const f = await visibleFlow(v, body.productFlowExternalId);
      const t = await k.s.tenancy.tenantById(f.tenantId);
      const ownerUserId = await companyMemberId(t!.externalId, body.ownerExternalId, 'ownerExternalId');
      return viewOne(await store.updateFlow(f.id, { ownerUserId }), lang(ctx));
    },

    /** GET {id}/has-active: whether the company {id} has live work (staff, or the company's own members). */
    async hasActive(ctx: RequestContext, tenantExternalId: string): Promise<{ hasActive: boolean }> {
      const v = await k.viewer(ctx);
      const t = await k.s.tenancy.tenantByExternalId(tenantExternalId);
      if (!t || t.isInternal || (!v.staff && t.id !== v.tenantId)) throw notFound('Company');
      if (t.accountType === 'INDIVIDUAL') return { hasActive: false };
      return { hasActive: await store.hasActive(t.id) };
    },

    /** GET {id}/contract: what was bought: the service definition the flow was created from. */
    async contract(ctx: RequestContext, externalId: string): Promise<z.output<typeof flowContractSchema>> {
      const v = await k.viewer(ctx);
      requireStaff(v);
      const f = await visibleFlow(v, externalId);
      const def = k.s.catalogue.byCode(f.serviceCode);
      const es = lang(ctx) === 'es';
      return {
        flow: await viewOne(f, lang(ctx)),
        service: {
          code: f.serviceCode,
          name: k.serviceName(f.serviceCode, lang(ctx)),
          category: def?.category ?? null,
          recurrence: def?.recurrence ?? null,
          tasks: (def?.tasks ?? []).map((t) => ({
            key: t.key,
            name: es ? t.name.es : t.name.en,
            kind: t.kind,
            doneBy: t.doneBy,
            reviewed: t.reviewed,
            dueInDays: t.dueInDays,
          })),
        },
      };
    },

    /** GET {id}/company-users: the members of the flow's company (for the owner select). */
    async companyUsers(ctx: RequestContext, externalId: string) {
      const v = await k.viewer(ctx);
      requireStaff(v);
      const f = await visibleFlow(v, externalId);
      const users = await k.s.users.byIds(await k.s.tenancy.memberUserIds(f.tenantId));
      return users
        .map((u) => ({ externalId: u.externalId, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /**
     * GET {product}-company/history?year: the services a company had during a year (started by its end, not finalized
     * before its start; deactivated ones included, deleted ones not), oldest first. A customer reads their own
     * company's; staff name the company (400 without one, 404 for an unknown or internal tenant).
     */
    async history(ctx: RequestContext, q: { year: number; company?: string }): Promise<ProductFlow[]> {
      const v = await k.viewer(ctx);
      let tenantId: number;
      if (v.staff) {
        if (!q.company)
          throw validation('Name the company', [{ path: 'querystring.company', message: 'This field is required' }]);
        tenantId = (await k.clientTenant(q.company)).id;
      } else {
        if (v.individual) return [];
        if (q.company && q.company.toLowerCase() !== ctx.tenant?.externalId.toLowerCase()) throw notFound('Company');
        tenantId = v.tenantId!;
      }
      const { rows } = await store.flowPage(
        { search: '', serviceCodes: null, tenantExternalIds: [], showAll: true, tenantId, year: q.year },
        { orderBy: 'startDate', direction: 'asc' },
        { page: 0, pageSize: 500 },
      );
      return views(rows, lang(ctx));
    },

    /**
     * Staff: the flows a person prepares or reviews. A customer asks for their own id and gets the services their
     * company has (flows neither deleted nor deactivated, finalized ones included): what /one/services marks as theirs.
     */
    async allByUser(ctx: RequestContext, userExternalId: string): Promise<ProductFlow[]> {
      const v = await k.viewer(ctx);
      if (!v.staff) {
        if (userExternalId.toLowerCase() !== ctx.user.externalId.toLowerCase())
          throw forbidden('You can only read your own services.');
        if (v.individual) return [];
        const { rows } = await store.flowPage(
          { search: '', serviceCodes: null, tenantExternalIds: [], showAll: true, tenantId: v.tenantId! },
          { orderBy: 'createdAt', direction: 'desc' },
          { page: 0, pageSize: 500 },
        );
        return views(
          rows.filter((r) => r.flow.active),
          lang(ctx),
        );
      }
      const u = await k.s.users.byExternalId(userExternalId);
      if (!u) throw notFound('User');
      const { rows } = await store.flowPage(
        { search: '', serviceCodes: null, tenantExternalIds: [], showAll: false, userId: u.id },
        { orderBy: 'createdAt', direction: 'desc' },
        { page: 0, pageSize: 100 },
      );
      return views(rows, lang(ctx));
    },
  };
}
