import argon2 from 'argon2';
import { PRODUCT, ROLES } from '@atrium/contract';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { withTransaction } from '../platform/transaction.ts';
import type { Services } from '../services.ts';
import type { CompanyPatch } from '../modules/tenancy/company-store.ts';
import { seedDemoNotifications } from '../modules/notifications/seed.ts';

export interface DemoAccount {
  email: string;
  role: string;
}

/** Demo data of issue 2: the internal tenant with staff, two companies, an individual and a multi-company user. */
export async function seedDemoData(
  db: Db,
  config: Config,
  s: Services,
  opts: { funders?: boolean } = {},
): Promise<DemoAccount[] | null> {
  const d = config.internalEmailDomain;
  if (await s.users.byEmail(`superadmin@${d}`)) return null;
  const passwordHash = await argon2.hash(config.demoPassword, { type: argon2.argon2id });
  const accounts: DemoAccount[] = [];
  const tenantIds = new Map<string, number>();

  await withTransaction(db, async () => {
    const user = async (
      email: string,
      firstName: string,
      lastName: string,
      roleNames: string[],
      role: string,
      title?: string,
    ) => {
      accounts.push({ email, role });
      return s.users.create({ email, firstName, lastName, passwordHash, emailVerified: true, roleNames, title });
    };

    // Provider staff in the internal tenant.
    const internal = await s.tenancy.createTenant({
      name: PRODUCT.internalTenantName,
      accountType: 'COMPANY',
      isInternal: true,
    });
    const staffWs = await s.tenancy.createWorkspace(PRODUCT.slug, null);
    const staff: [string, string, string, string[], string[], string][] = [
      [
        `superadmin@${d}`,
        'Sam',
        'Super',
        [ROLES.superadmin, ROLES.portalEmployee, ROLES.one],
        [ROLES.portalAdmin],
        'SUPERADMIN',
      ],
      [`admin@${d}`, 'Ada', 'Admin', [ROLES.portalEmployee, ROLES.one], [ROLES.portalAdmin], 'Portal admin'],
      [`kam@${d}`, 'Kim', 'Manager', [ROLES.portalEmployee], [ROLES.portalKam], 'KAM'],
      [`staff@${d}`, 'Stu', 'Staff', [ROLES.portalEmployee], [ROLES.portalStandard], 'Standard employee'],
    ];
    const staffIds = new Map<string, number>();
    for (const [email, fn, ln, userRoles, membershipRoles, label] of staff) {
      const u = await user(email, fn, ln, userRoles, label);
      staffIds.set(email, u.id);
      await s.tenancy.addMembership({
        userId: u.id,
        tenantId: internal.tenant.id,
        workspaceId: staffWs.id,
        roleNames: membershipRoles,
      });
    }
    // The product support user offered in every chat (spec 2 §7, SUPPORT_USER_EMAIL).
    const support = await user(
      config.supportUserEmail,
      PRODUCT.displayName,
      'Support',
      [ROLES.portalEmployee],
      'Product support',
      'Product support',
    );
    await s.tenancy.addMembership({
      userId: support.id,
      tenantId: internal.tenant.id,
      workspaceId: staffWs.id,
      roleNames: [ROLES.portalStandard],
    });

    // Two customer companies, each in its own workspace.
    const companyUsers = [ROLES.one, ROLES.companyCreate];
    const companies: { name: string; slug: string; key: string; profile: CompanyPatch }[] = [
      {
        name: 'Acme Inc.',
        slug: 'acme',
        key: 'acme',
        profile: {
          url: 'https://acme.example',
          telephone: '4155550100',
          yearFounded: 2021,
          startupStage: 'Seed',
          numberOfEmployees: '11-50',
          keyInvestors: 'Road Runner Ventures',
          delawareCCorp: true,
          streetAddress: '1 Market St',
          city: 'San Francisco',
          state: 'CA',
          zipCode: 94105,
          description: 'Rockets, anvils and other tools for ambitious startups.',
          industry: 'Software as a Service',
          ebitda: -120000,
          cashOnHand: 850000,
          monthlyRevenue: 42000,
          totalFundingReceived: 2500000,
        },
      },
      {
        name: 'Globex LLC',
        slug: 'globex',
        key: 'globex',
        profile: {
          url: 'https://globex.example',
          telephone: '5125550199',
          yearFounded: 2019,
          startupStage: 'Series A',
          numberOfEmployees: '51-200',
          streetAddress: '200 Congress Ave',
          city: 'Austin',
          state: 'TX',
          zipCode: 78701,
          description: 'Global logistics software.',
          industry: 'Logistics',
          ebitda: 30000,
          cashOnHand: 3200000,
          monthlyRevenue: 180000,
          totalFundingReceived: 12000000,
        },
      },
    ];
    const multi = await user('multi@example.com', 'Morgan', 'Multi', companyUsers, 'Member of Acme and Globex');
    for (const c of companies) {
      const { tenant } = await s.tenancy.createTenant({
        name: c.name,
        legalName: c.name,
        accountType: 'COMPANY',
        country: 'US',
        profile: c.profile,
      });
      tenantIds.set(c.key, tenant.id);
      const owner = await user(
        `owner@${c.key}.example`,
        'Olivia',
        c.name.split(' ')[0],
        companyUsers,
        `Company admin, ${c.name}`,
      );
      const ws = await s.tenancy.createWorkspace(c.slug, owner.id);
      await s.tenancy.addMembership({
        userId: owner.id,
        tenantId: tenant.id,
        workspaceId: ws.id,
        roleNames: [ROLES.companyUserAdmin],
      });
      const member = await user(
        `member@${c.key}.example`,
        'Max',
        c.name.split(' ')[0],
        [ROLES.one],
        `Member, ${c.name}`,
      );
      await s.tenancy.addMembership({
        userId: member.id,
        tenantId: tenant.id,
        workspaceId: ws.id,
        roleNames: [ROLES.companyStandard],
      });
      await s.tenancy.addMembership({
        userId: multi.id,
        tenantId: tenant.id,
        workspaceId: ws.id,
        roleNames: [ROLES.companyStandard],
      });
    }

    // One individual account.
    const solo = await user('solo@example.com', 'Sol', 'Solo', [ROLES.one], 'Individual account');
    const soloTenant = await s.tenancy.createTenant({ name: 'Sol Solo', accountType: 'INDIVIDUAL' });
    const soloWs = await s.tenancy.createWorkspace('solo', solo.id);
    tenantIds.set('solo', soloTenant.tenant.id);
    await s.tenancy.addMembership({
      userId: solo.id,
      tenantId: soloTenant.tenant.id,
      workspaceId: soloWs.id,
      roleNames: [ROLES.companyUserAdmin],
    });

    // Experts (spec 2 §1): Kim is the KAM of every client; Stu serves Acme (Accounting), Ada serves Globex (Legal).
    const expert = (tenant: string, email: string, role: 'KAM' | 'EXPERT', service: string | null = null) =>
      s.experts.seedAssignment({ tenantId: tenantIds.get(tenant)!, userId: staffIds.get(email)!, role, service });
    for (const tenant of ['acme', 'globex', 'solo']) await expert(tenant, `kam@${d}`, 'KAM');
    await expert('acme', `staff@${d}`, 'EXPERT', 'Accounting');
    await expert('globex', `admin@${d}`, 'EXPERT', 'Legal');
  });
  await seedDemoNotifications(
    s,
    accounts.map((a) => a.email),
  );
  // Subscriptions: Acme pays for Growth (monthly, one extra seat), Sol Solo for Solo (yearly); Globex stays on the
  // free Basic plan, so it has no master data room and can still try Core.
  const DAY = 24 * 60 * 60 * 1000;
  await s.subscriptions.seedPurchase(
    tenantIds.get('acme')!,
    { planKey: 'growth', billingPeriod: 'MONTHLY', addOnKeys: ['pipelines'], extraUsers: 1 },
    new Date(Date.now() - 12 * DAY),
  );
  await s.subscriptions.seedPurchase(
    tenantIds.get('solo')!,
    { planKey: 'solo', billingPeriod: 'YEARLY', addOnKeys: [], extraUsers: 0 },
    new Date(Date.now() - 40 * DAY),
  );
  // Document center: shared, provider and personal items of Acme, one folder of Globex.
  const idOf = async (email: string) => (await s.users.byEmail(email))!.id;
  await s.documentCenter.seedDemo(
    { acme: tenantIds.get('acme')!, globex: tenantIds.get('globex')! },
    {
      acmeOwner: await idOf('owner@acme.example'),
      acmeMember: await idOf('member@acme.example'),
      kam: await idOf(`kam@${d}`),
      globexOwner: await idOf('owner@globex.example'),
    },
  );
  const acme = await s.tenancy.tenantById(tenantIds.get('acme')!);
  if (acme) await s.dataRoom.seedDemo({ id: acme.id, externalId: acme.externalId });
  // Accounting: a year of books for Acme, so its dashboards show figures.
  await s.accounting.seedDemoLedger(tenantIds.get('acme')!);
  // The investor database (a few thousand rows with search indexes): the demo's, and only the tests that search it.
  if (opts.funders !== false) await s.fundraising.seedDemo();
  return accounts;
}
