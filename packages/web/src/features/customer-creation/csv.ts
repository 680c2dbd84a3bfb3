import { createCustomerBody, type CreateCustomerInput } from '@atrium/contract';
import { parseCsv, toCsv } from '../../lib/csv';

/**
 * The customer CSV file (docs/decisions.md "Customer CSV import"): a header row, then one customer per row.
 * Column names are matched case-insensitively; unknown columns are ignored; empty cells mean "not given".
 */
export const CSV_COLUMNS = [
  'accountType',
  'workspaceName',
  'ownerFirstName',
  'ownerLastName',
  'ownerTitle',
  'ownerEmail',
  'ownerPassword',
  'companyName',
  'legalName',
  'description',
  'country',
  'state',
  'city',
  'address',
  'zipCode',
  'website',
  'telephone',
  'keyInvestors',
  'delawareCCorp',
  'latestFinancialStage',
  'yearFounded',
  'numberOfEmployees',
  'industry',
  'ebitda',
  'cashOnHand',
  'monthlyRevenue',
  'totalFundingReceived',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const REQUIRED_COLUMNS: CsvColumn[] = [
  'accountType',
  'ownerFirstName',
  'ownerLastName',
  'ownerTitle',
  'ownerEmail',
];

export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** The downloadable template: the header and one example of each account type. */
export function templateCsv(): string {
  const example: Partial<Record<CsvColumn, string>>[] = [
    {
      accountType: 'COMPANY',
      workspaceName: 'birdrockets',
      ownerFirstName: 'Olga',
      ownerLastName: 'Owner',
      ownerTitle: 'CEO',
      ownerEmail: 'olga@birdrockets.example',
      companyName: 'Bird Rockets',
      legalName: 'Bird Rockets Inc.',
      description: 'Rockets for small birds',
      country: 'US',
      state: 'Florida',
      city: 'Miami',
      address: '1 Ocean Dr',
      zipCode: '33101',
      website: 'birdrockets.example',
      delawareCCorp: 'yes',
      latestFinancialStage: 'Seed',
      yearFounded: '2021',
      numberOfEmployees: '2-10',
      industry: 'Fintech',
      cashOnHand: '50000',
    },
    {
      accountType: 'INDIVIDUAL',
      ownerFirstName: 'Ivy',
      ownerLastName: 'Indie',
      ownerTitle: 'CEO',
      ownerEmail: 'ivy@example.com',
    },
  ];
  return toCsv([[...CSV_COLUMNS], ...example.map((e) => CSV_COLUMNS.map((c) => e[c] ?? ''))]);
}

export interface CsvRow {
  /** The line's number in the file as a spreadsheet shows it (the header is row 1). */
  row: number;
  customer: CreateCustomerInput;
  /** Problems found before sending (the server checks the same rules, and more). */
  errors: { path: string; message: string }[];
  label: string;
}

export type ParsedCsv =
  { ok: true; rows: CsvRow[] } | { ok: false; error: 'empty' | 'missingColumns'; missing?: string[] };

/** Reads a file's text into create-customer payloads, each checked with the shared schema. */
export function readCustomerCsv(text: string): ParsedCsv {
  const table = parseCsv(text, { skipBlankLines: true }).rows;
  if (table.length < 2) return { ok: false, error: 'empty' };
  const header = table[0].map((h) => h.trim().toLowerCase());
  const index = new Map<CsvColumn, number>();
  for (const c of CSV_COLUMNS) {
    const i = header.indexOf(c.toLowerCase());
    if (i >= 0) index.set(c, i);
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !index.has(c));
  if (missing.length) return { ok: false, error: 'missingColumns', missing };

  const rows = table.slice(1).map((cells, i): CsvRow => {
    const get = (c: CsvColumn) => {
      const at = index.get(c);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const accountType = get('accountType').toUpperCase();
    const customer: CreateCustomerInput = {
      accountType: accountType as 'COMPANY',
      workspaceName: get('workspaceName').toLowerCase(),
      companyOnboarding:
        accountType === 'COMPANY'
          ? {
              companyName: get('companyName'),
              legalName: get('legalName'),
              description: get('description'),
              country: get('country'),
              state: get('state'),
              city: get('city'),
              address: get('address'),
              zipCode: get('zipCode'),
              website: get('website'),
              telephone: get('telephone'),
              keyInvestors: get('keyInvestors'),
              delawareCCorp: get('delawareCCorp'),
              latestFinancialStage: get('latestFinancialStage'),
              yearFounded: get('yearFounded'),
              numberOfEmployees: get('numberOfEmployees'),
              industry: get('industry'),
              ebitda: get('ebitda'),
              cashOnHand: get('cashOnHand'),
              monthlyRevenue: get('monthlyRevenue'),
              totalFundingReceived: get('totalFundingReceived'),
            }
          : null,
      userCreation: {
        title: get('ownerTitle'),
        hasAcceptedTerms: true,
        email: get('ownerEmail'),
        firstName: get('ownerFirstName'),
        lastName: get('ownerLastName'),
        password: get('ownerPassword'),
        repeatedPassword: get('ownerPassword'),
        isOAuthSignUp: false,
      },
      invitations: [],
    };
    const parsed = createCustomerBody.safeParse(customer);
    const errors = parsed.success
      ? []
      : parsed.error.issues.map((x) => ({ path: x.path.map(String).join('.'), message: x.message }));
    const label =
      accountType === 'COMPANY' ? get('companyName') : `${get('ownerFirstName')} ${get('ownerLastName')}`.trim();
    return { row: i + 2, customer, errors, label: label || get('ownerEmail') };
  });
  return { ok: true, rows };
}
