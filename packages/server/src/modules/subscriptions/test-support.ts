import { randomBytes } from 'node:crypto';
import { ROLES } from '@atrium/contract';
import type { TestApp } from '../../../test/harness.ts';

/** A fresh company with an admin owner (and optionally a standard member), so a test starts from the free plan. */
export async function newCompany(t: TestApp, label = 'Co') {
  const k = randomBytes(4).toString('hex');
  const { tenant, company } = await t.services.tenancy.createTenant({ name: `${label} ${k}`, accountType: 'COMPANY' });
  const owner = await t.services.users.create({
    email: `owner-${k}@test.example`,
    firstName: 'Owen',
    lastName: label,
    passwordHash: 'x',
    emailVerified: true,
    roleNames: [ROLES.one],
  });
  const ws = await t.services.tenancy.createWorkspace(`ws${k}`, owner.id);
  await t.services.tenancy.addMembership({
    userId: owner.id,
    tenantId: tenant.id,
    workspaceId: ws.id,
    roleNames: [ROLES.companyUserAdmin],
  });
  const member = await t.services.users.create({
    email: `member-${k}@test.example`,
    firstName: 'Mia',
    lastName: label,
    passwordHash: 'x',
    emailVerified: true,
    roleNames: [ROLES.one],
  });
  await t.services.tenancy.addMembership({
    userId: member.id,
    tenantId: tenant.id,
    workspaceId: ws.id,
    roleNames: [ROLES.companyStandard],
  });
  return { tenant, company, owner: owner.email, member: member.email, tenantId: tenant.externalId };
}

export const BILLING = {
  name: 'Owen Owner',
  email: 'billing@test.example',
  addressLine: '1 Main St',
  city: 'Austin',
  zipCode: '78701',
  country: 'US',
};
