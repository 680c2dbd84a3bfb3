import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { dcKit, GLOBEX_OWNER, OWNER } from '../document-center/test-support.ts';

const t = await useTestApp();
const k = await dcKit(t);
const ADMIN = 'admin@atrium.dev';
const W = '/api/task/waiting-on-customer';

async function task(tenantExternalId: string, name: string, extra: Record<string, unknown> = {}) {
  const r = await t.call('POST', '/api/task', { as: ADMIN, body: { tenantExternalId, name, ...extra } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content.externalId as string;
}
const names = (r: { body: { content: { items: { name: string }[] } } }) => r.body.content.items.map((x) => x.name);

describe('GET /api/task/waiting-on-customer', () => {
  it('lists the company’s own open tasks and the provider’s open questions, by due date; not another company’s', async () => {
    await task(k.ACME, 'Upload bank statements', { doneByCustomer: true, dueDate: '2030-02-01' });
    await task(k.ACME, 'Sign the engagement letter', { doneByCustomer: true, dueDate: '2030-01-15' });
    await task(k.ACME, 'Provider-only close', { dueDate: '2030-01-01' });
    await task(k.ACME, 'Internal and theirs', { doneByCustomer: true, internalOnly: true });
    const asked = await task(k.ACME, 'Reconcile Q1', { dueDate: '2030-03-01' });
    await task(k.GLOBEX, 'Globex payroll census', { doneByCustomer: true });
    const q = await t.call('POST', `/api/task/${asked}/comments`, {
      as: ADMIN,
      body: { body: 'Which account is 4010?' },
    });
    expect(q.status).toBe(200);

    const r = await t.call('GET', W, { as: OWNER, tenant: k.ACME });
    expect(r.status).toBe(200);
    expect(names(r)).toEqual(['Sign the engagement letter', 'Upload bank statements', 'Reconcile Q1']);
    expect(r.body.content.total).toBe(3);
    const small = await t.call('GET', `${W}?size=1`, { as: OWNER, tenant: k.ACME });
    expect(names(small)).toEqual(['Sign the engagement letter']);
    expect(small.body.content.total).toBe(3);
    expect(names(await t.call('GET', W, { as: GLOBEX_OWNER, tenant: k.GLOBEX }))).toEqual(['Globex payroll census']);

    // The customer answers: the question no longer waits on them.
    await t.call('POST', `/api/task/${asked}/comments`, { as: OWNER, tenant: k.ACME, body: { body: 'Rent.' } });
    expect(names(await t.call('GET', W, { as: OWNER, tenant: k.ACME }))).not.toContain('Reconcile Q1');
  });

  it('is a customer call: staff 403, individuals none, no company header 400, bad size 400', async () => {
    expect((await t.call('GET', W, { as: ADMIN })).status).toBe(403);
    const solo = await t.call('GET', W, { as: 'solo@example.com', tenant: await t.tenantId('Sol Solo') });
    expect(solo.body.content).toEqual({ items: [], total: 0 });
    expect((await t.call('GET', W, { as: OWNER })).status).toBe(400);
    const bad = await t.call('GET', `${W}?size=0`, { as: OWNER, tenant: k.ACME });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('size');
    // Another company's header is refused by the tenant guard.
    expect((await t.call('GET', W, { as: OWNER, tenant: k.GLOBEX })).status).toBe(403);
    expect((await t.call('GET', W)).status).toBe(401);
  });
});
