import { describe, expect, it } from 'vitest';
import { dayLabel, monthLabel, runwayParts } from './format';
import { mappingComplete, rowErrorsOf } from './import-errors';

describe('accounting formats', () => {
  it('names months and days in the reader’s language', () => {
    expect(monthLabel('2027-10', 'en')).toBe('October 2027');
    expect(monthLabel('2027-10', 'es')).toBe('octubre de 2027');
    expect(dayLabel('2027-03-01', 'en')).toBe('03/01/2027');
    expect(dayLabel('2027-03-01', 'es')).toBe('01/03/2027');
  });

  it("runway: 'Profitable!' when infinite, otherwise the month the cash runs out and the months left", () => {
    expect(runwayParts({ isInfinite: true, value: null, runOutMonth: null }, 'en')).toEqual({ profitable: true });
    expect(runwayParts({ isInfinite: false, value: 11, runOutMonth: '2027-10' }, 'en')).toEqual({
      profitable: false,
      month: 'October 2027',
      months: 11,
    });
  });
});

describe('import errors', () => {
  it('reads the row errors of a refused import and ignores other fields', () => {
    expect(
      rowErrorsOf([
        { path: 'rows.23.amount', message: 'Not an amount' },
        { path: 'mapping.date', message: 'No column is mapped to date' },
      ]),
    ).toEqual([{ line: 23, field: 'amount', message: 'Not an amount' }]);
  });

  it('a mapping is complete with date, account, category and amount; counterparty is optional', () => {
    expect(mappingComplete({ date: 'D', account: 'A', category: 'C', amount: 'M' })).toBe(true);
    expect(mappingComplete({ date: 'D', account: 'A', category: 'C', amount: null })).toBe(false);
  });
});
