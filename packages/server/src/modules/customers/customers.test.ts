import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { escapeLike } from '../../platform/sql.ts';

const t = await useTestApp();
const STAFF = 'staff@atrium.dev';

describe('GET /api/customer-management', () => {
  it('lists the non-internal tenants sorted by name with their member counts', async () => {
    const r = await t.call('GET', '/api/customer-management?page=0&pageSize=10', { as: STAFF });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const { items, page, pageSize, total } = r.body.content;
    expect({ page, pageSize }).toEqual({ page: 0, pageSize: 10 });
    const names = items.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Acme Inc.', 'Globex LLC', 'Sol Solo']);
    expect(total).toBe(3);
    expect(names).not.toContain('AtriumTenant0');
    const acme = items[0];
    // owner, member and multi
    expect(acme).toMatchObject({ name: 'Acme Inc.', accountType: 'COMPANY', membersCount: 3 });
    expect(acme.externalId).toBe(await t.tenantId('Acme Inc.'));
    expect(new Date(acme.createdAt).toString()).not.toBe('Invalid Date');
    expect(items[2]).toMatchObject({ name: 'Sol Solo', accountType: 'INDIVIDUAL', membersCount: 1 });
  });

  it('pages with page and pageSize, keeping the total', async () => {
    const first = await t.call('GET', '/api/customer-management?page=0&pageSize=2', { as: STAFF });
    const second = await t.call('GET', '/api/customer-management?page=1&pageSize=2', { as: STAFF });
    expect(first.body.content.items.map((c: { name: string }) => c.name)).toEqual(['Acme Inc.', 'Globex LLC']);
    expect(second.body.content.items.map((c: { name: string }) => c.name)).toEqual(['Sol Solo']);
    expect(second.body.content.total).toBe(3);
    // A page past the end has no row to carry the total: it is still there.
    const past = await t.call('GET', '/api/customer-management?page=5&pageSize=2', { as: STAFF });
    expect(past.body.content).toEqual({ items: [], page: 5, pageSize: 2, total: 3 });
  });

  it('searches by name, case-insensitively, with the LIKE wildcards taken literally', async () => {
    const r = await t.call('GET', '/api/customer-management?term=GLOB', { as: STAFF });
    expect(r.status).toBe(200);
    expect(r.body.content.items.map((c: { name: string }) => c.name)).toEqual(['Globex LLC']);
    expect(r.body.content.total).toBe(1);
    const wildcard = await t.call('GET', '/api/customer-management?term=%25', { as: STAFF });
    expect(wildcard.body.content.items).toEqual([]);
    const underscore = await t.call('GET', '/api/customer-management?term=_', { as: STAFF });
    expect(underscore.body.content.total).toBe(0);
    const none = await t.call('GET', '/api/customer-management?term=nothing-like-this', { as: STAFF });
    expect(none.body.content).toEqual({ items: [], page: 0, pageSize: 10, total: 0 });
  });

  it('never lists the internal tenant, even when searched for', async () => {
    const r = await t.call('GET', '/api/customer-management?term=AtriumTenant0', { as: 'superadmin@atrium.dev' });
    expect(r.status).toBe(200);
    expect(r.body.content.total).toBe(0);
  });

  it('refuses a customer user without portal access with 403', async () => {
    const r = await t.call('GET', '/api/customer-management', { as: 'owner@acme.example' });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  });

  it('refuses a call without a token with 401', async () => {
    const r = await t.call('GET', '/api/customer-management');
    expect(r.status).toBe(401);
    expect(r.body.success).toBe(false);
  });

  it('answers bad paging with 400 and the failing field', async () => {
    const r = await t.call('GET', '/api/customer-management?pageSize=0', { as: STAFF });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(r.body.content.fields)).toContain('pageSize');
    const negative = await t.call('GET', '/api/customer-management?page=-1', { as: STAFF });
    expect(negative.status).toBe(400);
  });
});

describe('escapeLike', () => {
  it('escapes %, _ and the backslash', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
