import { describe, expect, it } from 'vitest';
import { navItems } from './nav';

describe('navItems (spec 1 §2.2, §6)', () => {
  it('hides Tasks and Documents from individual accounts and shows them to companies', () => {
    expect(navItems('one', 'INDIVIDUAL').map((i) => i.id)).toEqual(['home', 'inbox', 'notifications']);
    expect(navItems('one', 'COMPANY').map((i) => i.id)).toEqual([
      'home',
      'tasks',
      'inbox',
      'documents',
      'notifications',
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
});
