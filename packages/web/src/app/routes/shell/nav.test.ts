import { describe, expect, it } from 'vitest';
import { navItems, showIntegrations } from './nav';

describe('navItems (spec 1 §2.2, §6)', () => {
  it('hides Tasks and Documents from individual accounts and shows them to companies', () => {
    expect(navItems('one', 'INDIVIDUAL').map((i) => i.id)).toEqual(['home', 'inbox', 'notifications', 'services']);
    expect(navItems('one', 'COMPANY').map((i) => i.id)).toEqual([
      'home',
      'tasks',
      'inbox',
      'documents',
      'notifications',
      'services',
    ]);
  });

  it('gives the portal its task list and product manager', () => {
    const portal = navItems('portal');
    expect(portal.find((i) => i.id === 'tasks')!.to).toBe('/portal/tasks/admin');
    expect(portal.find((i) => i.id === 'product-manager')!.to).toBe('/product-manager');
  });

  it('links the inbox to its own path, not to the route placeholder', () => {
    for (const view of ['one', 'portal'] as const) {
      expect(navItems(view).find((i) => i.id === 'inbox')!.to).not.toContain(':');
    }
  });

  it('shows User management in the portal to portal admins only', () => {
    expect(navItems('portal').map((i) => i.id)).not.toContain('userManagement');
    expect(navItems('portal', null, { portalAdmin: true }).find((i) => i.id === 'userManagement')!.to).toBe(
      '/portal/admin/user-management',
    );
    expect(navItems('one', 'COMPANY', { portalAdmin: true }).map((i) => i.id)).not.toContain('userManagement');
  });

  it('offers Integrations in the customer view to companies, not to individuals nor the provider’s own tenant', () => {
    expect(showIntegrations('one', { accountType: 'COMPANY', isInternal: false })).toBe(true);
    expect(showIntegrations('one', { accountType: 'INDIVIDUAL', isInternal: false })).toBe(false);
    expect(showIntegrations('one', { accountType: 'COMPANY', isInternal: true })).toBe(false);
    expect(showIntegrations('portal', { accountType: 'COMPANY', isInternal: false })).toBe(false);
  });
});
