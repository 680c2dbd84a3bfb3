import { describe, expect, it } from 'vitest';
import { nextBusinessDay, taxFilings, type TaxFilingId, type TaxProfile } from './tax-rules.ts';

const TODAY = new Date('2026-11-26T10:00:00Z');

const activity = (over: Partial<NonNullable<TaxProfile['activity']>> = {}): NonNullable<TaxProfile['activity']> => ({
  companyType: 'Operating',
  expenses: 250_000,
  statesWithEmployees: 0,
  foreignAccounts: false,
  foreignAccountsAmount: null,
  foreignShareholders: false,
  foreignShareholdersAmount: null,
  internationalSubsidiaries: false,
  domesticSubsidiaries: false,
  ...over,
});

const base: TaxProfile = {
  accountType: 'COMPANY',
  country: 'US',
  state: 'NV',
  delawareCCorp: true,
  yearFounded: 2019,
  ebitda: -100_000,
  activity: activity(),
};

const ids = (p: TaxProfile) => taxFilings(p, TODAY).map((f) => f.id);
const dates = (p: TaxProfile, id: TaxFilingId) =>
  taxFilings(p, TODAY)
    .find((f) => f.id === id)
    ?.dueDates.map((d) => d.date);

describe('which filings a company owes', () => {
  const cases: { name: string; profile: TaxProfile; owes: TaxFilingId[] }[] = [
    {
      name: 'a Delaware C-corp in Nevada, operating, no employees, loss-making',
      profile: base,
      owes: ['federal-1120', 'federal-7004', 'federal-1099-nec', 'federal-1099-misc', 'delaware-franchise'],
    },
    {
      name: 'profitable: estimated taxes too',
      profile: { ...base, ebitda: 50_000 },
      owes: [
        'federal-1120',
        'federal-7004',
        'federal-estimated',
        'federal-1099-nec',
        'federal-1099-misc',
        'delaware-franchise',
      ],
    },
    {
      name: 'a California holding company (not Delaware) with foreign owners at exactly 25 % and foreign accounts of $10,001',
      profile: {
        ...base,
        state: 'CA',
        delawareCCorp: false,
        activity: activity({
          companyType: 'Holding',
          foreignShareholders: true,
          foreignShareholdersAmount: 25,
          foreignAccounts: true,
          foreignAccountsAmount: 10_001,
        }),
      },
      owes: ['federal-1120', 'federal-7004', 'federal-5472', 'fincen-114', 'state-income'],
    },
    {
      name: 'below both thresholds: 24 % foreign ownership, $10,000 abroad',
      profile: {
        ...base,
        activity: activity({
          foreignShareholders: true,
          foreignShareholdersAmount: 24,
          foreignAccounts: true,
          foreignAccountsAmount: 10_000,
        }),
      },
      owes: ['federal-1120', 'federal-7004', 'federal-1099-nec', 'federal-1099-misc', 'delaware-franchise'],
    },
    {
      name: 'employees in three states, a Texas address, foreign subsidiaries, founded this year',
      profile: {
        ...base,
        state: 'TX',
        yearFounded: 2026,
        activity: activity({ statesWithEmployees: 3, internationalSubsidiaries: true }),
      },
      owes: [
        'federal-1120',
        'federal-7004',
        'federal-5471',
        'federal-1099-nec',
        'federal-1099-misc',
        'federal-941',
        'federal-w2',
        'federal-940',
        'delaware-franchise',
        'state-texas-franchise',
        'state-payroll',
        'state-nexus',
        'election-83b',
      ],
    },
    {
      name: 'employees in one state only: payroll filings, no other state returns',
      profile: { ...base, activity: activity({ statesWithEmployees: 1 }) },
      owes: [
        'federal-1120',
        'federal-7004',
        'federal-1099-nec',
        'federal-1099-misc',
        'federal-941',
        'federal-w2',
        'federal-940',
        'delaware-franchise',
        'state-payroll',
      ],
    },
    {
      name: 'activity form skipped: only what the profile shows',
      profile: { ...base, activity: null },
      owes: ['federal-1120', 'federal-7004', 'delaware-franchise'],
    },
    {
      name: 'a Cayman company with no US incorporation: BOI only',
      profile: { ...base, country: 'KY', state: null, delawareCCorp: false, activity: null },
      owes: ['fincen-boi'],
    },
    {
      name: 'an individual account owes none of the company filings',
      profile: { ...base, accountType: 'INDIVIDUAL', delawareCCorp: false, activity: null },
      owes: [],
    },
  ];
  it.each(cases)('$name', ({ profile, owes }) => {
    expect(ids(profile)).toEqual(owes);
  });
});

describe('due dates of the current and the next year', () => {
  const cases: { id: TaxFilingId; profile: TaxProfile; expected: string[] }[] = [
    // April 15 in 2026 (Wednesday) and 2027 (Thursday).
    { id: 'federal-1120', profile: base, expected: ['2026-04-15', '2027-04-15'] },
    // March 1 2026 is a Sunday: Monday March 2.
    { id: 'delaware-franchise', profile: base, expected: ['2026-03-02', '2027-03-01'] },
    // January 31 2026 is a Saturday, 2027 a Sunday.
    { id: 'federal-1099-nec', profile: base, expected: ['2026-02-02', '2027-02-01'] },
    { id: 'federal-1099-misc', profile: base, expected: ['2026-03-31', '2027-03-31'] },
    {
      id: 'federal-estimated',
      profile: { ...base, ebitda: 1 },
      expected: [
        '2026-04-15',
        '2026-06-15',
        '2026-09-15',
        '2026-12-15',
        '2027-04-15',
        '2027-06-15',
        '2027-09-15',
        '2027-12-15',
      ],
    },
    // A June fiscal year beginning in 2025 keeps the 3rd-month date; the one beginning in 2026 takes the 4th month.
    { id: 'federal-1120', profile: { ...base, fiscalYearEndMonth: 6 }, expected: ['2026-09-15', '2027-10-15'] },
    {
      id: 'federal-estimated',
      profile: { ...base, ebitda: 1, fiscalYearEndMonth: 6 },
      expected: [
        '2026-03-16',
        '2026-06-15',
        '2026-10-15',
        '2026-12-15',
        '2027-03-15',
        '2027-06-15',
        '2027-10-15',
        '2027-12-15',
      ],
    },
    // Quarterly payroll: October 31 2026 is a Saturday, July 31 2027 a Saturday, October 31 2027 a Sunday.
    {
      id: 'state-payroll',
      profile: { ...base, activity: activity({ statesWithEmployees: 1 }) },
      expected: [
        '2026-02-02',
        '2026-04-30',
        '2026-07-31',
        '2026-11-02',
        '2027-02-01',
        '2027-04-30',
        '2027-08-02',
        '2027-11-01',
      ],
    },
    // May 15 2027 is a Saturday.
    { id: 'state-texas-franchise', profile: { ...base, state: 'TX' }, expected: ['2026-05-15', '2027-05-17'] },
    {
      id: 'fincen-114',
      profile: { ...base, activity: activity({ foreignAccounts: true, foreignAccountsAmount: 50_000 }) },
      expected: ['2026-04-15', '2027-04-15'],
    },
    { id: 'election-83b', profile: { ...base, yearFounded: 2025 }, expected: [] },
    // January 31 2026 is a Saturday, 2027 a Sunday.
    {
      id: 'federal-940',
      profile: { ...base, activity: activity({ statesWithEmployees: 1 }) },
      expected: ['2026-02-02', '2027-02-01'],
    },
    {
      id: 'state-nexus',
      profile: { ...base, activity: activity({ statesWithEmployees: 2 }) },
      expected: ['2026-04-15', '2027-04-15'],
    },
  ];
  it.each(cases)('$id ($expected)', ({ id, profile, expected }) => {
    expect(dates(profile, id)).toEqual(expected);
  });

  it('the return shows the year it covers and the extended date; the extension form shares the date', () => {
    const [f1120, f7004] = taxFilings(base, TODAY);
    expect(f1120.dueDates[0]).toEqual({ date: '2026-04-15', period: 'FY2025', extendedDate: '2026-10-15' });
    expect(f7004.dueDates.map((d) => d.date)).toEqual(['2026-04-15', '2027-04-15']);
    expect(f1120.eventDriven).toBe(false);
  });

  it('event-driven filings carry their rule and no date', () => {
    const boi = taxFilings({ ...base, country: 'KY', delawareCCorp: false }, TODAY)[0];
    expect(boi).toMatchObject({ id: 'fincen-boi', ruleKey: 'fincen-boi', params: { days: 30 }, eventDriven: true });
  });

  it('the rule parameters name the thresholds and the states', () => {
    const p = {
      ...base,
      activity: activity({ statesWithEmployees: 4, foreignShareholders: true, foreignShareholdersAmount: 40 }),
    };
    const byId = Object.fromEntries(taxFilings(p, TODAY).map((f) => [f.id, f.params]));
    expect(byId['state-payroll']).toEqual({ count: 4 });
    expect(byId['federal-5472']).toEqual({ threshold: 25 });
  });
});

describe('next business day', () => {
  it.each([
    ['2022-04-15', '2022-04-18'], // Emancipation Day observed on Friday April 15
    ['2023-04-15', '2023-04-18'], // Saturday, then Emancipation Day observed Monday the 17th
    ['2028-04-15', '2028-04-18'],
    ['2026-07-04', '2026-07-06'], // Saturday holiday observed Friday the 3rd; the 4th itself is a weekend day
    ['2026-11-11', '2026-11-12'], // Veterans Day
    ['2026-04-15', '2026-04-15'],
  ])('%s → %s', (due, expected) => {
    expect(nextBusinessDay(new Date(`${due}T00:00:00Z`))).toBe(expected);
  });
});

/**
 * Issue 17 item 3 names the filings a company may owe; each is produced by some profile (the table above holds the
 * details). One row per item of the list, with the profile that calls for it.
 */
describe('every filing of issue 17 item 3 is covered', () => {
  const young = { ...base, yearFounded: TODAY.getUTCFullYear() - 1 };
  const cases: { item: string; profile: TaxProfile; ids: TaxFilingId[] }[] = [
    { item: 'federal 1120 and its 7004 extension', profile: base, ids: ['federal-1120', 'federal-7004'] },
    { item: 'estimated taxes', profile: { ...base, ebitda: 1 }, ids: ['federal-estimated'] },
    { item: 'Delaware franchise tax and annual report', profile: base, ids: ['delaware-franchise'] },
    { item: '1099-NEC / 1099-MISC', profile: base, ids: ['federal-1099-nec', 'federal-1099-misc'] },
    {
      item: '5472 for foreign-owned companies',
      profile: { ...base, activity: activity({ foreignShareholders: true, foreignShareholdersAmount: 30 }) },
      ids: ['federal-5472'],
    },
    {
      item: 'FBAR (FinCEN 114)',
      profile: { ...base, activity: activity({ foreignAccounts: true, foreignAccountsAmount: 12_000 }) },
      ids: ['fincen-114'],
    },
    {
      item: 'state filings where it has employees',
      profile: { ...base, activity: activity({ statesWithEmployees: 3 }) },
      ids: ['state-payroll', 'state-nexus'],
    },
    { item: '83(b) reminders for recent grants', profile: young, ids: ['election-83b'] },
    {
      item: 'BOI where it still applies',
      profile: { ...base, country: 'GB', state: null, delawareCCorp: false },
      ids: ['fincen-boi'],
    },
  ];
  it.each(cases)('$item', ({ profile, ids: wanted }) => {
    const owed = ids(profile);
    for (const id of wanted) expect(owed).toContain(id);
  });

  it('the Delaware report is the annual report filed with the franchise tax', () => {
    const f = taxFilings(base, TODAY).find((x) => x.id === 'delaware-franchise')!;
    expect(f.form).toBe('Delaware Annual Franchise Tax Report');
    expect(f.authority).toBe('DELAWARE');
  });

  it('the other-state returns name how many states have employees', () => {
    const f = taxFilings({ ...base, activity: activity({ statesWithEmployees: 3 }) }, TODAY).find(
      (x) => x.id === 'state-nexus',
    )!;
    expect(f.params).toEqual({ count: 3 });
    expect(f.dueDates[0]).toEqual({ date: '2026-04-15', period: 'FY2025', extendedDate: '2026-10-15' });
  });
});
