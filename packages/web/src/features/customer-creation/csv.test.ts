import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, parseCsv, readCustomerCsv, templateCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, escaped quotes and line breaks, CRLF and a BOM', () => {
    const text = '\ufeffa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\nlast,,\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['last', '', ''],
    ]);
  });
  it('round-trips through toCsv', () => {
    const rows = [
      ['a,b', 'c"d', 'e\nf'],
      ['1', '', '3'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});

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
