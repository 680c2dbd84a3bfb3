import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const OWNER = 'owner@acme.example';
const MEMBER = 'member@acme.example';
const GLOBEX_OWNER = 'owner@globex.example';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const URL = '/api/atrium-company/remove/users';
const idOf = async (email: string) => (await t.services.users.byEmail(email))!.externalId;
const remove = (as: string, body: unknown) => t.call('POST', URL, { as, body });

describe('POST /api/atrium-company/remove/users', () => {
  it("refuses the company's plain members (403), another company's admin (403) and unknown companies (404)", async () => {
    const acme = await t.tenantId('Acme Inc.');
    const member = await idOf(MEMBER);
    expect((await remove(MEMBER, { tenantExternalId: acme, userExternalIds: [member] })).status).toBe(403);
    expect((await remove(GLOBEX_OWNER, { tenantExternalId: acme, userExternalIds: [member] })).status).toBe(403);
    expect((await remove(OWNER, { tenantExternalId: UNKNOWN, userExternalIds: [member] })).status).toBe(404);
  });

  it('answers 400 naming the field for the owner, a non-member and bad bodies, removing nobody', async () => {
    const acme = await t.tenantId('Acme Inc.');
    const owner = await remove(OWNER, {
      tenantExternalId: acme,
      userExternalIds: [await idOf(MEMBER), await idOf(OWNER)],
    });
    expect(owner.status).toBe(400);
    expect(owner.body.message).toBe('The owner of the company cannot be removed');
    expect(JSON.stringify(owner.body)).toContain('userExternalIds.1');
    const stranger = await remove(OWNER, { tenantExternalId: acme, userExternalIds: [await idOf(GLOBEX_OWNER)] });
    expect(stranger.status).toBe(400);
    expect(JSON.stringify(stranger.body)).toContain('userExternalIds.0');
    for (const body of [
      { tenantExternalId: acme, userExternalIds: [] },
      { tenantExternalId: 'x', userExternalIds: [UNKNOWN] },
    ]) {
      const r = await remove(OWNER, body);
      expect(r.status).toBe(400);
      expect(r.body.errorCode).toBe('VALIDATION_ERROR');
    }
    // Nobody left: the member still works in Acme.
    expect((await t.call('GET', '/api/atrium-company/tenant', { as: MEMBER, tenant: acme })).status).toBe(200);
  });

  it('lets the company admin remove a member, who then loses access to the company', async () => {
    const acme = await t.tenantId('Acme Inc.');
    const r = await remove(OWNER, { tenantExternalId: acme, userExternalIds: [await idOf(MEMBER)] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toEqual({ removed: 1 });
    expect(await t.services.tenancy.isMember((await t.services.users.byEmail(MEMBER))!.id, acme)).toBe(false);
    const again = await t.call('GET', '/api/atrium-company/tenant', { as: MEMBER, tenant: acme });
    expect(again.status).toBe(403);
    const seats = await t.call('GET', `/api/atrium-company/seats/${acme}`, { as: OWNER });
    expect(seats.body.content.seatsUsed).toBe(2);
  });
});
