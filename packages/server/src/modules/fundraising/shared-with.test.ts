import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { L, fundCompany, funderIds } from './test-support.ts';

const t = await useTestApp({}, { seedFunders: true });
const A = await fundCompany(t, 'Shares', 'growth');
const B = await fundCompany(t, 'Others', 'growth');
const ids = await funderIds(A.asOwner, 40);
const withSite: { externalId: string; website: string }[] = [];
for (const id of ids) {
  const f = (await A.asOwner('GET', `/api/funder/${id}`)).body.content;
  if (f.website) withSite.push(f);
  if (withSite.length === 2) break;
}
const host = (w: string) => new URL(w.includes('://') ? w : `https://${w}`).hostname.replace(/^www\./, '');

async function room(c: typeof A, name: string, guests: { email: string; permissionType: string }[]) {
  const r = await c.asOwner('POST', '/api/virtual-data-room', { name });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const id = r.body.content.externalId as string;
  const g = await c.asOwner(
    'POST',
    `/api/virtual-data-room-guest/create?roomExternalId=${id}`,
    guests.map((x) => ({ guest: { email: x.email }, permissionType: x.permissionType })),
  );
  expect(g.status, JSON.stringify(g.body)).toBeLessThan(300);
  return id;
}

describe("the 'shared with investor' link (GET /api/funder-list/{id}/shared-with)", () => {
  it("names the company's shared spaces given to someone of the investor's domain", async () => {
    expect(withSite).toHaveLength(2);
    const [a, b] = withSite;
    const list = (
      await A.asOwner('POST', `${L}/create-with-funder`, { name: 'Sharing', funders: [a.externalId, b.externalId] })
    ).body.content;
    const deck = await room(A, 'Series A deck', [
      { email: `Partner@${host(a.website).toUpperCase()}`, permissionType: 'CAN_VIEW' },
    ]);
    await room(A, 'Blocked room', [{ email: `analyst@${host(b.website)}`, permissionType: 'NO_ACCESS' }]);
    // another company's room for the same investor is not this company's business
    await room(B, 'Their room', [{ email: `partner@${host(a.website)}`, permissionType: 'CAN_DOWNLOAD' }]);

    const r = await A.asOwner('GET', `${L}/${list.externalId}/shared-with`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toEqual([
      { funderExternalId: a.externalId, rooms: [{ externalId: deck, name: 'Series A deck' }] },
    ]);
    // another company gets 404 for the list
    expect((await B.asOwner('GET', `${L}/${list.externalId}/shared-with`)).status).toBe(404);
    expect((await A.asOwner('GET', `${L}/not-a-uuid/shared-with`)).status).toBe(400);
  });
});
