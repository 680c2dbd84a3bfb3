import { describe, expect, it } from 'vitest';
import { todayIso } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { createServiceDeliveryStore, type TaskListFilter } from './store.ts';

const t = await useTestApp();
const ADMIN = 'admin@atrium.dev';

/** A Delaware incorporation for Acme (or another company): six tasks, alone in the list filtered by its flow. */
async function sixTaskFlow(company = 'Acme Inc.') {
  const tenant = await t.tenantId(company);
  const r = await t.call('POST', '/api/product-flow', {
    as: ADMIN,
    body: { tenantExternalId: tenant, serviceCode: 'DELAWARE_INCORPORATION', startDate: '2026-01-01' },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.content as { externalId: string }).externalId;
}
const page = async (flow: string, p: number, size: number) => {
  const r = await t.call('POST', `/api/task/filter?page=${p}&pageSize=${size}`, { as: ADMIN, body: { lists: [flow] } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content as { items: unknown[]; total: number; totalCapped: boolean };
};

describe('the task list total', () => {
  it('is exact below the cap on every page: full, short, exactly full and past the end', async () => {
    const flow = await sixTaskFlow();
    expect(await page(flow, 0, 4)).toMatchObject({ total: 6, totalCapped: false });
    const short = await page(flow, 1, 4);
    expect(short.items).toHaveLength(2);
    expect(short).toMatchObject({ total: 6, totalCapped: false });
    expect(await page(flow, 0, 6)).toMatchObject({ total: 6, totalCapped: false });
    const past = await page(flow, 5, 4);
    expect(past.items).toHaveLength(0);
    expect(past).toMatchObject({ total: 6, totalCapped: false });
  });

  it('counts only up to the cap past the page’s first row, and says so', async () => {
    const flow = await sixTaskFlow();
    const store = createServiceDeliveryStore(t.database.db);
    const admin = (await t.services.users.byEmail(ADMIN))!;
    const f: TaskListFilter = {
      today: todayIso(),
      tab: 'ALL',
      assignedExternalIds: [],
      search: '',
      statuses: [],
      types: [],
      withUnansweredComments: false,
      serviceCodes: null,
      tenantNames: [],
      flowExternalIds: [flow],
      orderBy: 'dueDate',
      order: 'asc',
    };
    const run = async (p: number, cap: number, search = '') => {
      const r = await store.taskPage(
        { staff: true, userId: admin.id },
        { ...f, search },
        { page: p, pageSize: 2 },
        cap,
      );
      return { rows: r.rows.length, total: r.total, capped: r.capped };
    };
    // Six match; with a cap of 3 page 0 learns "more than 3", page 1 (offset 2) "more than 5".
    expect(await run(0, 3)).toEqual({ rows: 2, total: 3, capped: true });
    expect(await run(1, 3)).toEqual({ rows: 2, total: 5, capped: true });
    // From page 2 on the count reaches the end: exact again.
    expect(await run(2, 3)).toEqual({ rows: 2, total: 6, capped: false });
    expect(await run(0, 6)).toEqual({ rows: 2, total: 6, capped: false });
    expect(await run(0, 5)).toEqual({ rows: 2, total: 5, capped: true });
    // A filter on the company's name counts through the company too.
    expect(await run(0, 3, 'acme')).toEqual({ rows: 2, total: 3, capped: true });
    expect(await run(0, 3, 'globex')).toEqual({ rows: 0, total: 0, capped: false });
  });

  it('sorts the page by company either way, reading the company only for the rows shown', async () => {
    const lists = [await sixTaskFlow('Globex LLC'), await sixTaskFlow('Acme Inc.')];
    const names = async (order: 'asc' | 'desc') => {
      const r = await t.call('POST', '/api/task/filter?pageSize=8', {
        as: ADMIN,
        body: { lists, orderBy: 'company', order },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.content).toMatchObject({ total: 12, totalCapped: false });
      return (r.body.content.items as { company: { name: string } }[]).map((x) => x.company.name);
    };
    expect(await names('asc')).toEqual([...Array(6).fill('Acme Inc.'), 'Globex LLC', 'Globex LLC']);
    expect(await names('desc')).toEqual([...Array(6).fill('Globex LLC'), 'Acme Inc.', 'Acme Inc.']);
  });
});
