import { describe, expect, it } from 'vitest';
import { DATA_ROOM_MESSAGES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { GLOBEX_OWNER, insertFile, MEMBER, OWNER, otherCompanyWithDataRoom, UNKNOWN } from './center-test-support.ts';

const t = await useTestApp();
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const other = await otherCompanyWithDataRoom(t);
const R = '/api/red-flag';
const call = (method: string, url: string, as = OWNER, body?: unknown, tenant = ACME) =>
  t.call(method, url, { as, tenant, body });

describe('red flags', () => {
  it('creates file and room flags and lists them by folder subtree, by file and for the whole room', async () => {
    const lease = await insertFile(t, ACME, { name: 'lease.pdf', parentStaticId: 1 }); // under Corporate (0)
    const payroll = await insertFile(t, ACME, { name: 'payroll.xlsx', parentStaticId: 54 }); // Human Resources
    const waiting = await insertFile(t, ACME, { name: 'inbox.pdf' }); // master folder 9997

    const f1 = await call('POST', `${R}/create`, MEMBER, {
      name: 'Missing signature',
      file: { externalId: lease.externalId },
    });
    expect(f1.status, JSON.stringify(f1.body)).toBe(200);
    expect(f1.body.content).toMatchObject({
      name: 'Missing signature',
      status: 'CREATED',
      source: 'USER',
      file: { externalId: lease.externalId, name: 'lease.pdf' },
    });
    await call('POST', `${R}/create`, OWNER, { name: 'Unpaid bonus', file: { externalId: payroll.externalId } });
    await call('POST', `${R}/create`, OWNER, { name: 'Check inbox', file: { externalId: waiting.externalId } });
    const room = await call('POST', `${R}/create`, OWNER, { name: 'Board minutes missing', staticId: 0 });
    expect(room.body.content).toMatchObject({ file: null, status: 'CREATED' });
    const whole = await call('POST', `${R}/create`, OWNER, { name: 'General concern' });

    const names = async (q: string) => (await call('GET', `${R}?${q}`)).body.content.map((f: any) => f.name).sort();
    expect(await names('staticId=0')).toEqual(['Board minutes missing', 'Missing signature']);
    expect(await names('staticId=54')).toEqual(['Unpaid bonus']);
    expect(await names('staticId=9997')).toEqual(['Check inbox']);
    expect(await names('staticId=9999')).toEqual([
      'Board minutes missing',
      'Check inbox',
      'General concern',
      'Missing signature',
      'Unpaid bonus',
    ]);
    expect(await names('')).toEqual(await names('staticId=9999'));
    expect(await names(`staticId=9999&fileExternalId=${lease.externalId}`)).toEqual(['Missing signature']);
    expect(whole.body.content.file).toBeNull();
  });

  it('dismisses, re-flags, renames and deletes', async () => {
    const f = await insertFile(t, ACME, { name: 'nda.docx', parentStaticId: 2 });
    const flag = (await call('POST', `${R}/create`, OWNER, { name: 'Expired', file: { externalId: f.externalId } }))
      .body.content;
    const dismissed = await call('PUT', R, MEMBER, {
      externalId: flag.externalId,
      name: 'Expired',
      status: 'DISMISSED',
    });
    expect(dismissed.body.content).toMatchObject({ status: 'DISMISSED' });
    const again = await call('PUT', R, OWNER, {
      externalId: flag.externalId,
      name: 'Expired in 2025',
      status: 'CREATED',
    });
    expect(again.body.content).toMatchObject({ name: 'Expired in 2025', status: 'CREATED' });
    const del = await call('DELETE', `${R}?externalId=${flag.externalId}`);
    expect(del.body.content).toEqual({ deleted: true });
    expect((await call('DELETE', `${R}?externalId=${flag.externalId}`)).status).toBe(404);
    expect((await call('GET', `${R}?fileExternalId=${f.externalId}`)).body.content).toEqual([]);
  });

  it('fixes a flag: it records who and when, shows in the dismissed statuses, and Re-Flag clears the record', async () => {
    const f = await insertFile(t, ACME, { name: 'board.pdf', parentStaticId: 2 });
    const flag = (await call('POST', `${R}/create`, OWNER, { name: 'Unsigned', file: { externalId: f.externalId } }))
      .body.content;
    expect(flag).toMatchObject({ fixedBy: null, fixedAt: null });
    const before = Date.now();
    const fixed = await call('PUT', R, MEMBER, { externalId: flag.externalId, name: 'Unsigned', status: 'FIXED' });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.content).toMatchObject({ status: 'FIXED', fixedBy: { name: expect.any(String) } });
    expect(Date.parse(fixed.body.content.fixedAt)).toBeGreaterThanOrEqual(before - 1000);
    const member = (await t.services.users.byEmail(MEMBER))!;
    expect(fixed.body.content.fixedBy).toEqual({
      externalId: member.externalId,
      name: `${member.firstName} ${member.lastName}`,
    });
    // A rename while fixed keeps who fixed it and when.
    const renamed = await call('PUT', R, OWNER, {
      externalId: flag.externalId,
      name: 'Unsigned minutes',
      status: 'FIXED',
    });
    expect(renamed.body.content.fixedBy).toEqual(fixed.body.content.fixedBy);
    expect(renamed.body.content.fixedAt).toBe(fixed.body.content.fixedAt);
    const listed = (await call('GET', `${R}?fileExternalId=${f.externalId}`)).body.content[0];
    expect(listed).toMatchObject({ status: 'FIXED', fixedBy: fixed.body.content.fixedBy });
    const again = await call('PUT', R, OWNER, {
      externalId: flag.externalId,
      name: 'Unsigned minutes',
      status: 'CREATED',
    });
    expect(again.body.content).toMatchObject({ status: 'CREATED', fixedBy: null, fixedAt: null });
    // Another company cannot fix it.
    const foreign = await t.call('PUT', R, {
      as: other.owner,
      tenant: other.tenantId,
      body: { externalId: flag.externalId, name: 'x', status: 'FIXED' },
    });
    expect(foreign.status).toBe(404);
    expect((await call('GET', `${R}?fileExternalId=${f.externalId}`)).body.content[0].status).toBe('CREATED');
  });

  it("answers the spec's texts for invalid bodies, 404 for unknown ids and folders, 401 and the plan gate", async () => {
    const empty = await call('POST', `${R}/create`, OWNER, { name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(DATA_ROOM_MESSAGES.redFlagCreate);
    const badStatus = await call('PUT', R, OWNER, { externalId: UNKNOWN, name: 'x', status: 'GONE' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe(DATA_ROOM_MESSAGES.redFlagUpdate);
    expect((await call('PUT', R, OWNER, { externalId: UNKNOWN, name: 'x', status: 'FIXED' })).status).toBe(404);
    expect((await call('POST', `${R}/create`, OWNER, { name: 'x', file: { externalId: UNKNOWN } })).status).toBe(404);
    expect((await call('POST', `${R}/create`, OWNER, { name: 'x', staticId: 4242 })).status).toBe(404);
    expect((await call('GET', `${R}?staticId=4242`)).status).toBe(404);
    expect((await call('GET', `${R}?staticId=abc`)).status).toBe(400);
    expect((await t.call('GET', `${R}?staticId=9999`, {})).status).toBe(401);
    expect((await call('GET', `${R}?staticId=9999`, GLOBEX_OWNER, undefined, GLOBEX)).status).toBe(403);
  });

  it("keeps companies apart: another company's files and flags are 404 and never listed", async () => {
    const f = await insertFile(t, ACME, { name: 'secret.pdf', parentStaticId: 3 });
    const flag = (await call('POST', `${R}/create`, OWNER, { name: 'Acme only', file: { externalId: f.externalId } }))
      .body.content;
    const as = (method: string, url: string, body?: unknown) =>
      t.call(method, url, { as: other.owner, tenant: other.tenantId, body });
    expect((await as('GET', `${R}?staticId=9999`)).body.content).toEqual([]);
    expect((await as('GET', `${R}?fileExternalId=${f.externalId}`)).status).toBe(404);
    expect((await as('POST', `${R}/create`, { name: 'x', file: { externalId: f.externalId } })).status).toBe(404);
    expect((await as('PUT', R, { externalId: flag.externalId, name: 'x', status: 'DISMISSED' })).status).toBe(404);
    expect((await as('DELETE', `${R}?externalId=${flag.externalId}`)).status).toBe(404);
    expect((await call('GET', `${R}?fileExternalId=${f.externalId}`)).body.content[0]).toMatchObject({
      status: 'CREATED',
      name: 'Acme only',
    });
  });
});
