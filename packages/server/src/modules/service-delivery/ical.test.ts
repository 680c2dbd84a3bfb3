import { describe, expect, it } from 'vitest';
import { foldLine, renderCalendar } from './ical.ts';

describe('the iCal writer', () => {
  it('writes all-day events with escaped text and CRLF endings', () => {
    const out = renderCalendar(
      'Tasks',
      [
        {
          uid: 'u1@x',
          date: '2026-12-31',
          summary: 'Close; books, Q4\\done',
          description: 'line 1\nline 2',
          stamp: new Date('2026-11-26T10:00:00.123Z'),
        },
      ],
      '-//Atrium//Tasks//EN',
    );
    const lines = out.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('DTSTAMP:20261126T100000Z');
    expect(lines).toContain('SUMMARY:Close\\; books\\, Q4\\\\done');
    expect(lines).toContain('DESCRIPTION:line 1\\nline 2');
    expect(out.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(out).not.toMatch(/[^\r]\n/);
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('short')).toBe('short');
  });
});
