import { PERMISSIONS, ROLES, TENANT_HEADER, type TaskActor } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound, validation } from '../../platform/errors.ts';
import type { TaskRow, TaskVisibility } from './store.ts';

/**
 * Who is calling, for the task rules (spec 1 §6 "who sees tasks"):
 * - staff: holders of the portal permission working in the portal (no tenant header, or the internal tenant's);
 *   managers (portal admin, KAM, system admin or superadmin) create flows, reassign and finalize;
 * - customer: a member of a client company (the X-Tenant-Id header); individual accounts have no tasks.
 */
export interface Viewer {
  ctx: RequestContext;
  userId: number;
  staff: boolean;
  manager: boolean;
  /** Portal viewers and company viewers read tasks but change nothing. */
  readOnly: boolean;
  /** The customer's company; null for staff. */
  tenantId: number | null;
  individual: boolean;
}

const MANAGER_ROLES: string[] = [ROLES.superadmin, ROLES.admin, ROLES.portalAdmin, ROLES.portalKam];
const STAFF_WORKER_ROLES: string[] = [...MANAGER_ROLES, ROLES.portalStandard, ROLES.portalEmployee];

export async function viewerOf(
  ctx: RequestContext,
  internalRoleNames: (userId: number) => Promise<string[]>,
): Promise<Viewer> {
  if (isStaffCall(ctx)) {
    const roles = [...ctx.userRoleNames, ...(await internalRoleNames(ctx.user.id))];
    const manager = roles.some((r) => MANAGER_ROLES.includes(r));
    const portalRoles = roles.filter((r) => r !== ROLES.portalEmployee);
    const readOnly =
      !manager && portalRoles.includes(ROLES.portalViewer) && !portalRoles.some((r) => STAFF_WORKER_ROLES.includes(r));
    return { ctx, userId: ctx.user.id, staff: true, manager, readOnly, tenantId: null, individual: false };
  }
  const { tenant, membership } = customerOf(ctx);
  const roles = membership.roleNames;
  const readOnly =
    roles.includes(ROLES.companyViewer) &&
    !roles.some((r) => r === ROLES.companyUserAdmin || r === ROLES.companyStandard);
  return {
    ctx,
    userId: ctx.user.id,
    staff: false,
    manager: false,
    readOnly,
    tenantId: tenant.id,
    individual: tenant.accountType === 'INDIVIDUAL',
  };
}

const isStaffCall = (ctx: RequestContext) =>
  ctx.permissions.has(PERMISSIONS.portalAccess.uuid) && (!ctx.tenant || ctx.tenant.isInternal);

/** A customer's company and membership: 400 without the tenant header, 403 for the internal tenant. */
function customerOf(ctx: RequestContext) {
  if (!ctx.tenant || !ctx.membership)
    throw validation(`The ${TENANT_HEADER} header is required`, [{ path: TENANT_HEADER, message: 'Required' }]);
  if (ctx.tenant.isInternal) throw forbidden('Tasks need portal access');
  return { tenant: ctx.tenant, membership: ctx.membership };
}

/**
 * What the task list needs of the caller: which tasks they see (null for an individual account, who has none). The
 * same rules as viewerOf without reading the staff's roles, which only decide what they may change.
 */
export function listVisibilityOf(ctx: RequestContext): TaskVisibility | null {
  if (isStaffCall(ctx)) return { staff: true, userId: ctx.user.id };
  const { tenant } = customerOf(ctx);
  return tenant.accountType === 'INDIVIDUAL' ? null : { staff: false, userId: ctx.user.id, tenantId: tenant.id };
}

export const visibilityOf = (v: Viewer): TaskVisibility =>
  v.staff ? { staff: true, userId: v.userId } : { staff: false, userId: v.userId, tenantId: v.tenantId! };

/** A task the viewer may see; 404 otherwise (another company's task, an internal task, an individual's call). */
export function requireVisible(
  v: Viewer,
  task: TaskRow | null,
  flow: { active: boolean; deletedAt: Date | null } | null,
): TaskRow {
  if (!task) throw notFound('Task');
  if (flow?.deletedAt) throw notFound('Task');
  if (v.staff) return task;
  if (v.individual || task.tenantId !== v.tenantId || task.internalOnly || (flow && !flow.active))
    throw notFound('Task');
  return task;
}

export function requireStaff(v: Viewer) {
  if (!v.staff) throw forbidden('Only your provider can do this');
}
export function requireManager(v: Viewer, what = 'manage service flows') {
  if (!v.staff) throw forbidden('Only your provider can do this');
  if (!v.manager) throw forbidden(`Your portal role cannot ${what}; ask an admin or a KAM`);
}

/** The viewer's part in one task, for the status rules. */
export function actorOf(v: Viewer, task: TaskRow): TaskActor {
  const kind: TaskActor['kind'] = v.staff
    ? v.manager
      ? 'STAFF_MANAGER'
      : v.readOnly
        ? 'STAFF_VIEWER'
        : 'STAFF'
    : v.readOnly
      ? 'CUSTOMER_VIEWER'
      : 'CUSTOMER';
  return { kind, isPreparer: task.preparerUserId === v.userId, isReviewer: task.reviewerUserId === v.userId };
}
