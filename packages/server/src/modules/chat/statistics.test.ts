import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { ADMIN, C, chatKit, expectValidation, GLOBEX_MEMBER, KAM, MEMBER, OWNER, STAFF } from './test-support.ts';

const t = await useTestApp();
const k = await chatKit(t);
await k.assignExpert(k.ACME, KAM, 'KAM');
await k.assignExpert(k.GLOBEX, STAFF, 'KAM');

const stats = async (body: unknown, page = 0) => {
  const r = await k.call('PUT', `${C}/filter/statistics?page=${page}`, ADMIN, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content;
};

// Acme: open (client waiting), Globex: answered; a conversation without staff never appears.
const acme = await k.createGroup(MEMBER, [OWNER, KAM], 'Launch "Q1", EU', 'Waiting');
const globex = await k.createPrivate(GLOBEX_MEMBER, STAFF, 'Hello', k.GLOBEX);
await k.send(STAFF, globex.externalId, 'Answered');
const noStaff = await k.createPrivate(MEMBER, OWNER, 'no thread');
await t.database.raw.query(
  `update chat_conversations set thread_started_at = now() - interval '1 day 2 hours 3 minutes', waiting_since = now() - interval '5 hours' where external_id = $1`,
  [acme.externalId],
);

describe('PUT filter/statistics', () => {
  it('lists client conversations with a thread, newest activity first, with durations, members and KAM', async () => {
    const page = await stats({});
    expect(page.page).toEqual({ number: 0, size: CHAT_LIMITS.statisticsPageSize, totalElements: 2, totalPages: 1 });
    expect(page.content.map((r: any) => r.conversationExternalId)).toEqual([globex.externalId, acme.externalId]);
    expect(page.content.map((r: any) => r.conversationExternalId)).not.toContain(noStaff.externalId);
    const a = page.content[1];
    expect(a).toMatchObject({
      tenant: { name: 'Acme Inc.', externalId: k.ACME },
      status: 'OPEN',
      waitingResponse: true,
      kam: { firstName: 'Kim', lastName: 'Manager' },
    });
    expect(a.members).toEqual(
      expect.arrayContaining([
        { firstName: 'Max', lastName: 'Acme', internal: false },
        { firstName: 'Kim', lastName: 'Manager', internal: true },
      ]),
    );
    expect(a.timeSinceOpen).toBeGreaterThanOrEqual(26 * 3_600_000);
    expect(a.timeWithNoResponse).toBeGreaterThanOrEqual(5 * 3_600_000);
    expect(page.content[0]).toMatchObject({ status: 'ANSWERED', waitingResponse: false, timeWithNoResponse: null });
  });

  it('filters by tenants, staff, clients, KAM and status', async () => {
    const ids = async (body: unknown) => (await stats(body)).content.map((r: any) => r.conversationExternalId);
    expect(await ids({ tenantExternalIds: [k.GLOBEX] })).toEqual([globex.externalId]);
    expect(await ids({ employeesExternalIds: [await k.idOf(KAM)] })).toEqual([acme.externalId]);
    expect(await ids({ clientExternalIds: [await k.idOf(GLOBEX_MEMBER)] })).toEqual([globex.externalId]);
    expect(await ids({ kamExternalIds: [await k.idOf(STAFF)] })).toEqual([globex.externalId]);
    expect(await ids({ status: ['OPEN'] })).toEqual([acme.externalId]);
    expect(await ids({ status: ['FINALIZED'] })).toEqual([]);
    expect((await stats({}, 1)).content).toEqual([]);
    expectValidation(await k.call('PUT', `${C}/filter/statistics?page=0`, ADMIN, { status: ['NOPE'] }), 'status.0');
    expectValidation(await k.call('PUT', `${C}/filter/statistics?page=0`, ADMIN, { tenantExternalIds: ['x'] }));
  });

  it('exports CSV with a header row, durations as ms and as Xd Yh Zm, proper quoting', async () => {
    const token = await t.tokenFor(ADMIN);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${C}/filter/statistics/export`,
      headers: { authorization: `Bearer ${token}`, 'x-tenant-id': k.INTERNAL },
      payload: { tenantExternalIds: [k.ACME] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Conversation,Company,Members,Status,Waiting response,Time with no response (ms),Time with no response,Time since open (ms),Time since open,KAM',
    );
    expect(lines.length).toBe(2);
    expect(lines[1].startsWith('"Launch ""Q1"", EU",Acme Inc.,')).toBe(true);
    expect(lines[1]).toContain(',OPEN,yes,');
    expect(lines[1]).toMatch(/,1d 2h [34]m,/);
    expect(lines[1]).toMatch(/,0d 5h 0m,/);
    expect(lines[1]).toContain('Kim Manager');
  });
});
