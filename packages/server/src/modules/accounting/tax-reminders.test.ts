import { describe, expect, it } from 'vitest';
import type { TaxDeadline } from '@atrium/contract';
import { daysBetween, nextReminderRun, reminderText, remindersDue } from './tax-reminders.ts';
import { groupByMonth } from './tax-timeline.ts';

const deadline = (dueDate: string | null, over: Partial<TaxDeadline> = {}): TaxDeadline => ({
  filingId: 'federal-1120',
  form: 'Form 1120',
  authority: 'IRS',
  ruleKey: 'federal-1120',
  params: {},
  eventDriven: dueDate === null,
  dueDate,
  period: 'FY2026',
  extendedDate: null,
  status: 'NOT_STARTED',
  ...over,
});

describe('reminder thresholds (30 and 7 days)', () => {
  it.each([
    ['2027-03-15', 31, null, []],
    ['2027-03-16', 30, 30, [30]],
    ['2027-04-01', 14, 30, [30]],
    ['2027-04-07', 8, 30, [30]],
    ['2027-04-08', 7, 7, [30, 7]],
    ['2027-04-12', 3, 7, [30, 7]],
    ['2027-04-15', 0, 7, [30, 7]],
    ['2027-04-16', -1, null, []],
  ] as const)('on %s (%i days left): threshold %s', (today, days, threshold, reached) => {
    expect(daysBetween(today, '2027-04-15')).toBe(days);
    const due = remindersDue([deadline('2027-04-15')], today);
    if (threshold === null) expect(due).toEqual([]);
    else expect(due).toMatchObject([{ threshold, reached, daysLeft: days }]);
  });

  it('filed filings and event-driven ones get none; in-progress ones still do', () => {
    const due = remindersDue(
      [
        deadline('2027-04-15', { status: 'FILED' }),
        deadline(null),
        deadline('2027-04-15', { status: 'IN_PROGRESS', filingId: 'federal-7004', form: 'Form 7004' }),
      ],
      '2027-04-10',
    );
    expect(due.map((d) => d.deadline.filingId)).toEqual(['federal-7004']);
  });

  it('counts calendar days across a daylight-saving change and a leap day', () => {
    expect(daysBetween('2028-02-27', '2028-03-14')).toBe(16);
    expect(daysBetween('2026-10-30', '2026-11-02')).toBe(3);
  });

  it('words the reminder with the period and the date', () => {
    const [r] = remindersDue([deadline('2027-04-15')], '2027-04-14');
    expect(reminderText('Acme Inc.', r)).toEqual({
      title: 'Form 1120 is due tomorrow',
      body: 'Form 1120 (FY2026) for Acme Inc. is due on April 15, 2027.',
      link: 'See your tax deadlines',
    });
    expect(reminderText('Acme Inc.', r, 'es')).toEqual({
      title: 'Form 1120 vence mañana',
      body: 'Form 1120 (FY2026) de Acme Inc. vence el 15 de abril de 2027.',
      link: 'Consulta tus plazos fiscales',
    });
  });
});

describe('the daily run', () => {
  it.each([
    ['2026-11-26T05:59:00Z', '2026-11-26T06:00:00.000Z'],
    ['2026-11-26T06:00:00Z', '2026-11-27T06:00:00.000Z'],
    ['2026-12-31T23:00:00Z', '2027-01-01T06:00:00.000Z'],
  ])('after %s: %s', (now, next) => {
    expect(nextReminderRun(new Date(now)).toISOString()).toBe(next);
  });
});

describe('timeline months', () => {
  it('24 months from January of the year, each deadline in its month, undated ones apart', () => {
    const g = groupByMonth(
      [deadline('2026-04-15'), deadline('2027-12-15'), deadline(null), deadline('2028-01-01')],
      2026,
    );
    expect(g.months).toHaveLength(24);
    expect(g.months[3]).toMatchObject({ month: '2026-04', deadlines: [{ dueDate: '2026-04-15' }] });
    expect(g.months[23]).toMatchObject({ month: '2027-12', deadlines: [{ dueDate: '2027-12-15' }] });
    expect(g.undated).toHaveLength(1);
    expect(g.months.flatMap((m) => m.deadlines)).toHaveLength(2);
  });
});
