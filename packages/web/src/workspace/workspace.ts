import { PRODUCT, ROLES, STORAGE_KEYS, type TenantMembership, type Workspace, API } from '@atrium/contract';
import { createStore, useStore } from '../lib/store';
import { storage } from '../lib/storage';
import { http, httpHooks } from '../lib/http';

/** Workspace state of spec 1 §3. Saved under a prefixed key; tenant memory per workspace survives logout. */
export interface WorkspaceState {
  workspaces: Workspace[];
  selectedWorkspace: Workspace | null;
  selectedTenantMembership: TenantMembership | null;
  /** The caller's membership in the internal tenant, when staff. */
  atriumMembership: TenantMembership | null;
  /** workspace slug → tenant externalId */
  selectionMemory: Record<string, string>;
  isCompanyAdmin: boolean;
  isAtriumAdminOrKam: boolean;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

/** What survives a reload: the tenant memory per workspace and the last selected workspace's slug. */
interface SavedWorkspaceState {
  selectionMemory: Record<string, string>;
  selectedWorkspaceSlug?: string | null;
}
const saved = storage.getJson<SavedWorkspaceState>(STORAGE_KEYS.workspaceState);
let savedSlug: string | null = saved?.selectedWorkspaceSlug ?? null;
export const workspaceStore = createStore<WorkspaceState>({
  workspaces: [],
  selectedWorkspace: null,
  selectedTenantMembership: null,
  atriumMembership: null,
  selectionMemory: saved?.selectionMemory ?? {},
  isCompanyAdmin: false,
  isAtriumAdminOrKam: false,
  status: 'idle',
});
export const useWorkspace = () => useStore(workspaceStore);

httpHooks.tenantExternalId = () => workspaceStore.get().selectedTenantMembership?.tenant.externalId ?? null;

/** Fired whenever the workspace or tenant changes (spec 1 §4.2 "workspace-update event"). */
export const WORKSPACE_UPDATE_EVENT = 'atrium:workspace-update';

function flags(ws: Workspace[], selected: TenantMembership | null) {
  const all = ws.flatMap((w) => w.tenantMemberships);
  const atrium = all.find((m) => m.tenant.isInternal) ?? null;
  const staffRoles = atrium?.roles.map((r) => r.name) ?? [];
  return {
    atriumMembership: atrium,
    isCompanyAdmin: !!selected?.roles.some((r) => r.name === ROLES.companyUserAdmin),
    isAtriumAdminOrKam: staffRoles.includes(ROLES.portalAdmin) || staffRoles.includes(ROLES.portalKam),
  };
}

/** The workspace named by the sub-domain (`<slug>.…`), if the app is served on one. */
function slugFromHost(): string | null {
  const first = location.hostname.split('.')[0];
  return first ? first.replace(/-(dev|qa)$/, '') : null;
}

/** Picks workspace (sub-domain slug, else the saved one, else the first) and tenant (remembered, else first). */
export function applyWorkspaces(workspaces: Workspace[], opts: { preferTenant?: string | null } = {}) {
  const prev = workspaceStore.get();
  const usable = workspaces.filter((w) => w.tenantMemberships.length > 0);
  const preferTenant = opts.preferTenant ?? null;
  const workspace =
    (preferTenant && usable.find((w) => w.tenantMemberships.some((m) => m.tenant.externalId === preferTenant))) ||
    usable.find((w) => w.slug === slugFromHost()) ||
    usable.find((w) => w.externalId === prev.selectedWorkspace?.externalId) ||
    usable.find((w) => w.slug === savedSlug) ||
    usable[0] ||
    null;
  let membership: TenantMembership | null = null;
  if (workspace) {
    const remembered = preferTenant ?? prev.selectionMemory[workspace.slug];
    membership =
      workspace.tenantMemberships.find((m) => m.tenant.externalId === remembered) ?? workspace.tenantMemberships[0];
  }
  commit({ workspaces, selectedWorkspace: workspace, selectedTenantMembership: membership });
}

function commit(part: Pick<WorkspaceState, 'workspaces' | 'selectedWorkspace' | 'selectedTenantMembership'>) {
  const prev = workspaceStore.get();
  const memory = { ...prev.selectionMemory };
  if (part.selectedWorkspace && part.selectedTenantMembership)
    memory[part.selectedWorkspace.slug] = part.selectedTenantMembership.tenant.externalId;
  workspaceStore.set({
    ...prev,
    ...part,
    ...flags(part.workspaces, part.selectedTenantMembership),
    selectionMemory: memory,
    status: 'ready',
  });
  savedSlug = part.selectedWorkspace?.slug ?? savedSlug;
  storage.setJson(STORAGE_KEYS.workspaceState, {
    selectionMemory: memory,
    selectedWorkspaceSlug: savedSlug,
  } satisfies SavedWorkspaceState);
  window.dispatchEvent(new CustomEvent(WORKSPACE_UPDATE_EVENT));
}

/** Fetches the user's workspaces and applies the selection rules. */
export async function loadWorkspaces(opts: { preferTenant?: string | null } = {}) {
  workspaceStore.set((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading' }));
  try {
    const workspaces = await http.get<Workspace[]>(API.workspace.all, { noTenant: true });
    applyWorkspaces(workspaces, opts);
  } catch (err) {
    workspaceStore.set((s) => ({ ...s, status: 'error' }));
    throw err;
  }
}

/** Selects a tenant membership (and its workspace). */
export function selectMembership(tenantExternalId: string) {
  const s = workspaceStore.get();
  const workspace = s.workspaces.find((w) => w.tenantMemberships.some((m) => m.tenant.externalId === tenantExternalId));
  if (!workspace) return false;
  const membership = workspace.tenantMemberships.find((m) => m.tenant.externalId === tenantExternalId)!;
  commit({ workspaces: s.workspaces, selectedWorkspace: workspace, selectedTenantMembership: membership });
  return true;
}

export function resetWorkspaceState() {
  workspaceStore.set((s) => ({
    ...s,
    workspaces: [],
    selectedWorkspace: null,
    selectedTenantMembership: null,
    atriumMembership: null,
    isCompanyAdmin: false,
    isAtriumAdminOrKam: false,
    status: 'idle',
  }));
}

export const workspaceDomain = (slug: string) => `${slug}${PRODUCT.workspaceDomainSuffix}`;
