/**
 * Tax deadlines (issue 17 item 3): the filings a company owes, computed from its profile and activity form. One pure
 * module: the server lists deadlines with it, the unit tests pin it with a table of company profiles. Each filing
 * carries the rule that produced it (a translation key plus its parameters, shown to the user) and its due dates in
 * the current and the next calendar year, moved past weekends and US federal legal holidays (IRC §7503).
 */

export const TAX_AUTHORITIES = ['IRS', 'DELAWARE', 'FINCEN', 'STATE'] as const;
export type TaxAuthority = (typeof TAX_AUTHORITIES)[number];

/** Thresholds of spec 1 §9 and of the forms. */
export const TAX_THRESHOLDS = {
  /** FBAR: aggregate value of foreign accounts above this at any time of the year. */
  foreignAccountsUsd: 10_000,
  /** Form 5472: a foreign person owns at least this percentage. */
  foreignShareholderPercent: 25,
} as const;

export const TAX_FILING_IDS = [
  'federal-1120',
  'federal-7004',
  'federal-estimated',
  'federal-5472',
  'federal-5471',
  'federal-1099-nec',
  'federal-1099-misc',
  'federal-941',
  'federal-w2',
  'delaware-franchise',
  'fincen-114',
  'state-income',
  'state-texas-franchise',
  'state-payroll',
  'election-83b',
  'fincen-boi',
  'federal-940',
  'state-nexus',
] as const;
export type TaxFilingId = (typeof TAX_FILING_IDS)[number];

/** What the rules read: the company profile (spec 1 §3 Company) and its activity form, when answered. */
export interface TaxProfile {
  accountType: 'COMPANY' | 'INDIVIDUAL';
  /** ISO2 country of the company; null when unknown. */
  country: string | null;
  /** ISO2 state code of the address (US companies). */
  state: string | null;
  delawareCCorp: boolean;
  /** Last month of the fiscal year, 1–12 (December when not given). */
  fiscalYearEndMonth?: number;
  yearFounded: number | null;
  ebitda: number | null;
  /** Null when the activity form was skipped. */
  activity: {
    companyType: 'Operating' | 'Holding';
    expenses: number | null;
    statesWithEmployees: number;
    foreignAccounts: boolean;
    foreignAccountsAmount: number | null;
    foreignShareholders: boolean;
    /** Percentage owned by foreign persons. */
    foreignShareholdersAmount: number | null;
    internationalSubsidiaries: boolean;
    domesticSubsidiaries: boolean;
  } | null;
}

export interface TaxDueDate {
  /** YYYY-MM-DD, already moved to the next business day. */
  date: string;
  /** The period the filing covers: 'FY2025', 'Q1 2026', '2025'. */
  period: string;
  /** The extended due date, where an extension exists. */
  extendedDate?: string;
}

export interface TaxFiling {
  id: TaxFilingId;
  form: string;
  authority: TaxAuthority;
  /** Translation key of the rule text under accounting:rules (shown to the user) and its parameters. */
  ruleKey: TaxFilingId;
  params: Record<string, string | number>;
  /** Due dates falling in the current and the next calendar year, oldest first. Empty for event-driven filings. */
  dueDates: TaxDueDate[];
  /** Due a fixed time after an event (a stock grant, a registration) rather than on a calendar date. */
  eventDriven: boolean;
}

// ---- dates ------------------------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
/** The last day of month m (1-based, may overflow into following years). */
const lastDay = (y: number, m: number) => utc(y, m + 1, 0);
/** Day `day` of the month `months` after month m of year y. */
const monthAfter = (y: number, m: number, months: number, day: number) => utc(y, m + months, day);
const nthWeekday = (y: number, m: number, weekday: number, n: number) => {
  const first = utc(y, m, 1);
  return utc(y, m, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
};
const lastWeekday = (y: number, m: number, weekday: number) => {
  const last = lastDay(y, m);
  return utc(y, m, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
};
/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
const observed = (d: Date) =>
  d.getUTCDay() === 6
    ? utc(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate() - 1)
    : d.getUTCDay() === 0
      ? utc(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate() + 1)
      : d;

/** Legal holidays in the District of Columbia for year y (federal holidays plus Emancipation Day), as observed. */
export function legalHolidays(y: number): string[] {
  return [
    observed(utc(y, 1, 1)),
    nthWeekday(y, 1, 1, 3),
    nthWeekday(y, 2, 1, 3),
    observed(utc(y, 4, 16)),
    lastWeekday(y, 5, 1),
    observed(utc(y, 6, 19)),
    observed(utc(y, 7, 4)),
    nthWeekday(y, 9, 1, 1),
    nthWeekday(y, 10, 1, 2),
    observed(utc(y, 11, 11)),
    nthWeekday(y, 11, 4, 4),
    observed(utc(y, 12, 25)),
  ].map(iso);
}

/** A due date on a weekend or legal holiday moves to the next business day. */
export function nextBusinessDay(d: Date): string {
  let day = d;
  for (;;) {
    const s = iso(day);
    const wd = day.getUTCDay();
    if (wd !== 0 && wd !== 6 && !legalHolidays(day.getUTCFullYear()).includes(s)) return s;
    day = utc(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate() + 1);
  }
}

// ---- rules ------------------------------------------------------------------------------------------------------

const NO_CORPORATE_INCOME_TAX = new Set(['NV', 'SD', 'WY', 'TX', 'WA', 'OH']);

type Occurrence = { due: Date; period: string; extended?: Date };
type Rule = {
  id: TaxFilingId;
  form: string;
  authority: TaxAuthority;
  applies: (p: TaxProfile, year: number) => boolean;
  params?: (p: TaxProfile) => Record<string, string | number>;
  /** Occurrences whose due date may fall in calendar year y (the caller keeps those that do). */
  occurrences?: (y: number, fye: number) => Occurrence[];
};

const isUsCorporation = (p: TaxProfile) => p.accountType === 'COMPANY' && (p.delawareCCorp || p.country === 'US');
const hasEmployees = (p: TaxProfile) => (p.activity?.statesWithEmployees ?? 0) > 0;
const fyLabel = (endYear: number) => `FY${endYear}`;

/**
 * The income-tax return of a fiscal year ending in month fye of year endYear: the 15th day of the 4th month after
 * its end; a June year beginning before 2026 keeps the old 3rd-month date, and its extension runs 7 months (§6072).
 */
function returnOccurrence(endYear: number, fye: number): Occurrence {
  const beginsBefore2026 = (fye === 12 ? endYear : endYear - 1) < 2026;
  const juneOld = fye === 6 && beginsBefore2026;
  return {
    due: monthAfter(endYear, fye, juneOld ? 3 : 4, 15),
    period: fyLabel(endYear),
    extended: monthAfter(endYear, fye, 10, 15),
  };
}
const returnsDueAround = (y: number, fye: number) => [y - 2, y - 1, y].map((endYear) => returnOccurrence(endYear, fye));
const quarterly = (y: number, day: (q: number) => Date, label: (q: number) => string) =>
  [1, 2, 3, 4].map((q) => ({ due: day(q), period: label(q) }));

const RULES: Rule[] = [
  {
    id: 'federal-1120',
    form: 'Form 1120',
    authority: 'IRS',
    applies: isUsCorporation,
    params: (p) => ({ fiscalYearEnd: p.fiscalYearEndMonth ?? 12 }),
    occurrences: returnsDueAround,
  },
  {
    id: 'federal-7004',
    form: 'Form 7004',
    authority: 'IRS',
    applies: isUsCorporation,
    occurrences: returnsDueAround,
  },
  {
    id: 'federal-estimated',
    form: 'Form 1120-W',
    authority: 'IRS',
    applies: (p) => isUsCorporation(p) && (p.ebitda ?? 0) > 0,
    // The 15th day of the 4th, 6th, 9th and 12th months of the fiscal year that begins after month fye.
    occurrences: (y, fye) =>
      [y, y + 1].flatMap((endYear) =>
        [4, 6, 9, 12].map((n, i) => ({
          due: monthAfter(endYear - 1, fye, n, 15),
          period: `${fyLabel(endYear)} #${i + 1}`,
        })),
      ),
  },
  {
    id: 'federal-5472',
    form: 'Form 5472',
    authority: 'IRS',
    applies: (p) =>
      isUsCorporation(p) &&
      !!p.activity?.foreignShareholders &&
      (p.activity.foreignShareholdersAmount ?? 0) >= TAX_THRESHOLDS.foreignShareholderPercent,
    params: () => ({ threshold: TAX_THRESHOLDS.foreignShareholderPercent }),
    occurrences: returnsDueAround,
  },
  {
    id: 'federal-5471',
    form: 'Form 5471',
    authority: 'IRS',
    applies: (p) => isUsCorporation(p) && !!p.activity?.internationalSubsidiaries,
    occurrences: returnsDueAround,
  },
  {
    id: 'federal-1099-nec',
    form: 'Form 1099-NEC',
    authority: 'IRS',
    applies: (p) => isUsCorporation(p) && p.activity?.companyType === 'Operating' && (p.activity.expenses ?? 0) > 0,
    params: () => ({ threshold: 600, thresholdFrom2026: 2000 }),
    occurrences: (y) => [{ due: utc(y, 1, 31), period: String(y - 1) }],
  },
  {
    id: 'federal-1099-misc',
    form: 'Form 1099-MISC',
    authority: 'IRS',
    applies: (p) => isUsCorporation(p) && p.activity?.companyType === 'Operating' && (p.activity.expenses ?? 0) > 0,
    params: () => ({ threshold: 600, thresholdFrom2026: 2000 }),
    // Paper filing to the IRS by the end of February; recipients' copies on January 31 (rule text).
    occurrences: (y) => [{ due: utc(y, 3, 31), period: String(y - 1) }],
  },
  {
    id: 'federal-941',
    form: 'Form 941',
    authority: 'IRS',
    applies: (p) => isUsCorporation(p) && hasEmployees(p),
    occurrences: (y) =>
      quarterly(
        y,
        (q) => lastDay(y, q === 4 ? 1 : q * 3 + 1),
        (q) => (q === 4 ? `Q4 ${y - 1}` : `Q${q} ${y}`),
      ),
  },
  {
    id: 'federal-w2',
    form: 'Forms W-2 and W-3',
    authority: 'IRS',
    applies: (p) => isUsCorporation(p) && hasEmployees(p),
    occurrences: (y) => [{ due: utc(y, 1, 31), period: String(y - 1) }],
  },
  {
    id: 'federal-940',
    form: 'Form 940',
    authority: 'IRS',
    applies: (p) => isUsCorporation(p) && hasEmployees(p),
    occurrences: (y) => [{ due: utc(y, 1, 31), period: String(y - 1) }],
  },
  {
    id: 'delaware-franchise',
    form: 'Delaware Annual Franchise Tax Report',
    authority: 'DELAWARE',
    applies: (p) => p.accountType === 'COMPANY' && p.delawareCCorp,
    occurrences: (y) => [{ due: utc(y, 3, 1), period: String(y - 1) }],
  },
  {
    id: 'fincen-114',
    form: 'FinCEN Form 114 (FBAR)',
    authority: 'FINCEN',
    applies: (p) =>
      !!p.activity?.foreignAccounts && (p.activity.foreignAccountsAmount ?? 0) > TAX_THRESHOLDS.foreignAccountsUsd,
    params: () => ({ threshold: TAX_THRESHOLDS.foreignAccountsUsd }),
    occurrences: (y) => [{ due: utc(y, 4, 15), period: String(y - 1), extended: utc(y, 10, 15) }],
  },
  {
    id: 'state-income',
    form: 'State corporate income tax return',
    authority: 'STATE',
    applies: (p) => isUsCorporation(p) && !!p.state && !NO_CORPORATE_INCOME_TAX.has(p.state),
    params: (p) => ({ state: p.state ?? '' }),
    occurrences: returnsDueAround,
  },
  {
    id: 'state-texas-franchise',
    form: 'Texas Franchise Tax Report',
    authority: 'STATE',
    applies: (p) => isUsCorporation(p) && p.state === 'TX',
    occurrences: (y) => [{ due: utc(y, 5, 15), period: String(y), extended: utc(y, 11, 15) }],
  },
  {
    id: 'state-payroll',
    form: 'State payroll withholding returns',
    authority: 'STATE',
    applies: (p) => isUsCorporation(p) && hasEmployees(p),
    params: (p) => ({ count: p.activity?.statesWithEmployees ?? 0 }),
    occurrences: (y) =>
      quarterly(
        y,
        (q) => lastDay(y, q === 4 ? 1 : q * 3 + 1),
        (q) => (q === 4 ? `Q4 ${y - 1}` : `Q${q} ${y}`),
      ),
  },
  {
    // Employees in two or more states: at least one outside the home state, where payroll creates nexus for income
    // or franchise tax (the form gives a count of states, not which ones).
    id: 'state-nexus',
    form: 'State returns where employees work',
    authority: 'STATE',
    applies: (p) => isUsCorporation(p) && (p.activity?.statesWithEmployees ?? 0) >= 2,
    params: (p) => ({ count: p.activity?.statesWithEmployees ?? 0 }),
    occurrences: returnsDueAround,
  },
  {
    id: 'election-83b',
    form: '83(b) election',
    authority: 'IRS',
    applies: (p, year) => isUsCorporation(p) && p.yearFounded !== null && p.yearFounded >= year - 2,
    params: () => ({ days: 30 }),
  },
  {
    id: 'fincen-boi',
    form: 'Beneficial Ownership Information report',
    authority: 'FINCEN',
    // Since FinCEN's interim final rule of 26 March 2025 only companies formed outside the US and registered to do
    // business in a state report; US-formed companies and US persons are exempt.
    applies: (p) => p.accountType === 'COMPANY' && !p.delawareCCorp && !!p.country && p.country !== 'US',
    params: () => ({ days: 30 }),
  },
];

/** The form each filing is filed on, by filing id (the portal's form filter names them). */
export const TAX_FORM_NAMES = Object.fromEntries(RULES.map((r) => [r.id, r.form])) as Record<TaxFilingId, string>;

/**
 * The filings a company owes and their due dates in the calendar year of `today` and the next one. Individuals and
 * companies with no US presence owe none of these (the company-form data does not describe personal returns).
 */
export function taxFilings(profile: TaxProfile, today: Date): TaxFiling[] {
  const year = today.getUTCFullYear();
  const fye = Math.min(12, Math.max(1, Math.trunc(profile.fiscalYearEndMonth ?? 12)));
  const out: TaxFiling[] = [];
  for (const rule of RULES) {
    if (!rule.applies(profile, year)) continue;
    const dueDates: TaxDueDate[] = [];
    const seen = new Set<string>();
    for (const y of [year, year + 1]) {
      for (const o of rule.occurrences?.(y, fye) ?? []) {
        const date = nextBusinessDay(o.due);
        const key = `${o.period}|${date}`;
        if (Number(date.slice(0, 4)) !== y || seen.has(key)) continue;
        seen.add(key);
        dueDates.push({ date, period: o.period, ...(o.extended ? { extendedDate: nextBusinessDay(o.extended) } : {}) });
      }
    }
    dueDates.sort((a, b) => a.date.localeCompare(b.date));
    out.push({
      id: rule.id,
      form: rule.form,
      authority: rule.authority,
      ruleKey: rule.id,
      params: rule.params?.(profile) ?? {},
      dueDates,
      eventDriven: !rule.occurrences,
    });
  }
  return out;
}
