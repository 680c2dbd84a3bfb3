import { describe, expect, it } from 'vitest';
import { ROLES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const GLOBEX = await t.tenantId('Globex LLC');
const OWNER = 'owner@globex.example';

const roleId = async (name: string) =>
  (await t.database.raw.query<{ external_id: string }>('select external_id from roles where name = $1', [name])).rows[0]
    .external_id;
const members = async () =>
  Number(
    (
      await t.database.raw.query<{ n: string }>(
        'select count(*) n from tenant_memberships m join tenants t on t.id = m.tenant_id where t.external_id = $1',
        [GLOBEX],
      )
    ).rows[0].n,
  );

describe('the last seat', () => {
  it('goes to exactly one of two people registering from their invitations at the same moment', async () => {
    // Globex: Basic (3 seats) with 3 members; one extra user leaves exactly one free seat.
    const grant = await t.call('POST', '/api/utils/subscription-purchase/create', {
      as: 'superadmin@atrium.dev',
      body: { tenantExternalId: GLOBEX, planKey: 'basic', extraUsers: 1 },
    });
    expect(grant.status).toBe(200);
    expect(await members()).toBe(3);
    const standard = await roleId(ROLES.companyStandard);
    const ids: string[] = [];
    for (const email of ['racer.one@example.com', 'racer.two@example.com']) {
      const r = await t.call('POST', '/api/invitations/company/invite-user', {
        as: OWNER,
        body: {
          content: { tenantExternalId: GLOBEX, roleExternalId: standard },
          type: 'USER_TO_COMPANY',
          email,
          initiatorEmail: OWNER,
        },
      });
      expect(r.status).toBe(200);
      ids.push(r.body.content.externalId);
    }
    // Each join pauses inside its transaction after counting the seats, so without a lock both would see one free seat.
    await t.database.raw.query(
      `create function slow_join() returns trigger language plpgsql as $$ begin perform pg_sleep(0.5); return new; end $$`,
    );
    await t.database.raw.query(
      'create trigger slow_join before insert on tenant_memberships for each row execute function slow_join()',
    );
    const register = (id: string, email: string) =>
      t.call('POST', '/api/invitations/register-user', {
        body: {
          invitationExternalId: id,
          email,
          firstName: 'Race',
          lastName: 'Runner',
          password: 'Racer-pass-1',
          passwordConfirmation: 'Racer-pass-1',
        },
      });
    const results = await Promise.all([
      register(ids[0], 'racer.one@example.com'),
      register(ids[1], 'racer.two@example.com'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.errorCode).toBe('SEAT_LIMIT_REACHED');
    expect(await members()).toBe(4);
    await t.database.raw.query('drop trigger slow_join on tenant_memberships');
  });
});
