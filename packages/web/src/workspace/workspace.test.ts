import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type TenantMembership, type Workspace } from '@atrium/contract';

const membership = (tenantId: string, name: string, workspaceExternalId: string): TenantMembership => ({
  externalId: `m-${tenantId}`,
  tenant: { externalId: tenantId, name, accountType: 'COMPANY', isInternal: false },
  roles: [{ name: 'atrium-company-standard' }],
  workspaceExternalId,
});
const ws = (id: string, slug: string, tenants: [string, string][]): Workspace => ({
  externalId: id,
  slug,
  domain: `${slug}.atrium.app`,
  isOwner: false,
  tenantMemberships: tenants.map(([t, n]) => membership(t, n, id)),
});

// acme holds two tenants, globex one; an empty workspace is never selected.
const WORKSPACES = [
  ws('w-empty', 'empty', []),
  ws('w-acme', 'acme', [
    ['t-acme', 'Acme Inc.'],
    ['t-acme-labs', 'Acme Labs'],
  ]),
  ws('w-globex', 'globex', [['t-globex', 'Globex LLC']]),
];

/** A fresh copy of workspace/workspace.ts, as after a page load (it reads local storage when imported). */
async function load() {
  vi.resetModules();
  return import('./workspace');
}

describe('workspace selection memory (workspace/workspace.ts)', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the first usable workspace and its first membership', async () => {
    const w = await load();
    w.applyWorkspaces(WORKSPACES);
    const s = w.workspaceStore.get();
    expect(s.selectedWorkspace?.slug).toBe('acme');
    expect(s.selectedTenantMembership?.tenant.name).toBe('Acme Inc.');
    expect(s.status).toBe('ready');
  });

  it('remembers the tenant chosen in each workspace', async () => {
    const w = await load();
    w.applyWorkspaces(WORKSPACES);
    expect(w.selectMembership('t-acme-labs')).toBe(true);
    expect(w.selectMembership('t-globex')).toBe(true);
    expect(w.workspaceStore.get().selectionMemory).toEqual({ acme: 't-acme-labs', globex: 't-globex' });
    expect(w.selectMembership('t-unknown')).toBe(false);
    expect(w.workspaceStore.get().selectedTenantMembership?.tenant.name).toBe('Globex LLC');
  });

  it('keeps the chosen workspace and tenant across a reload', async () => {
    let w = await load();
    w.applyWorkspaces(WORKSPACES);
    w.selectMembership('t-globex');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.workspaceState)!)).toMatchObject({
      selectedWorkspaceSlug: 'globex',
    });

    w = await load();
    expect(w.workspaceStore.get().selectedWorkspace).toBeNull();
    w.applyWorkspaces(WORKSPACES);
    expect(w.workspaceStore.get().selectedWorkspace?.slug).toBe('globex');
    expect(w.workspaceStore.get().selectedTenantMembership?.tenant.externalId).toBe('t-globex');
  });

  it('returns to the remembered tenant of a workspace after a reload', async () => {
    let w = await load();
    w.applyWorkspaces(WORKSPACES);
    w.selectMembership('t-acme-labs');
    w = await load();
    w.applyWorkspaces(WORKSPACES);
    expect(w.workspaceStore.get().selectedTenantMembership?.tenant.name).toBe('Acme Labs');
  });

  it('prefers a requested tenant (the tenantExternalId parameter) over the memory', async () => {
    const w = await load();
    w.applyWorkspaces(WORKSPACES);
    w.selectMembership('t-acme-labs');
    w.applyWorkspaces(WORKSPACES, { preferTenant: 't-globex' });
    expect(w.workspaceStore.get().selectedTenantMembership?.tenant.externalId).toBe('t-globex');
  });

  it('falls back to the first membership when the remembered tenant is gone', async () => {
    const w = await load();
    w.applyWorkspaces(WORKSPACES);
    w.selectMembership('t-acme-labs');
    w.applyWorkspaces([ws('w-acme', 'acme', [['t-acme', 'Acme Inc.']]), WORKSPACES[2]]);
    expect(w.workspaceStore.get().selectedTenantMembership?.tenant.externalId).toBe('t-acme');
  });

  it('sends the selected tenant in the tenant header and fires the update event', async () => {
    const w = await load();
    const { httpHooks } = await import('../lib/http');
    const seen = vi.fn();
    window.addEventListener(w.WORKSPACE_UPDATE_EVENT, seen);
    w.applyWorkspaces(WORKSPACES);
    w.selectMembership('t-globex');
    expect(httpHooks.tenantExternalId()).toBe('t-globex');
    expect(seen).toHaveBeenCalledTimes(2);
    window.removeEventListener(w.WORKSPACE_UPDATE_EVENT, seen);
  });

  it('resets the selection on logout but keeps the memory', async () => {
    const w = await load();
    w.applyWorkspaces(WORKSPACES);
    w.selectMembership('t-globex');
    w.resetWorkspaceState();
    expect(w.workspaceStore.get().selectedTenantMembership).toBeNull();
    expect(w.workspaceStore.get().selectionMemory).toEqual({ acme: 't-acme', globex: 't-globex' });
  });
});
