import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, readCustomerCsv, templateCsv } from './csv';

describe('readCustomerCsv', () => {
  it('the template reads back as two valid customers, a company and an individual', () => {
    const r = readCustomerCsv(templateCsv());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.rows.map((x) => [x.row, x.label, x.errors])).toEqual([
      [2, 'Bird Rockets', []],
      [3, 'Ivy Indie', []],
    ]);
    expect(r.rows[1].customer.companyOnboarding).toBeNull();
  });
  it('names missing required columns and refuses a file without rows', () => {
    expect(readCustomerCsv('accountType,ownerEmail\nCOMPANY,a@b.c\n')).toEqual({
      ok: false,
      error: 'missingColumns',
      missing: ['ownerFirstName', 'ownerLastName', 'ownerTitle'],
    });
    expect(readCustomerCsv(`${CSV_COLUMNS.join(',')}\n`)).toEqual({ ok: false, error: 'empty' });
  });
  it('reports a row’s problems with the shared schema’s messages, matching columns case-insensitively', () => {
    const r = readCustomerCsv(
      'ACCOUNTTYPE,ownerfirstname,ownerLastName,ownerTitle,ownerEmail,companyName\ncompany,Ann,,CEO,not-an-email,\n',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const messages = Object.fromEntries(r.rows[0].errors.map((e) => [e.path, e.message]));
    expect(messages['userCreation.lastName']).toBe('Last name required');
    expect(messages['companyOnboarding.companyName']).toBe('Company name is required');
    expect(messages['userCreation.email']).toBeDefined();
  });
});
