import { describe, expect, it } from 'vitest';
import { analyticsCsv, formatSeconds } from './analytics-csv';

describe('analytics CSV', () => {
  it('quotes cells and neutralises formulas', () => {
    const csv = analyticsCsv(
      [
        {
          email: '=cmd@x.com',
          fileExternalId: null,
          fileName: 'A "b".pdf',
          opens: 2,
          downloads: 0,
          seconds: 75,
          lastVisitAt: null,
        },
      ],
      (r) => r.fileName ?? 'room',
    );
    expect(csv.split('\r\n')[1]).toBe(`"'=cmd@x.com","A ""b"".pdf","2","0","75",""`);
  });
  it('formats time spent', () => {
    expect(formatSeconds(75)).toBe('1:15');
    expect(formatSeconds(3723)).toBe('1:02:03');
  });
});
