import { formatNetBurn, formatUsd, type Dashboard, type Spending, type SpendingRow } from '@atrium/contract';
import { computeDashboard } from './metrics.ts';
import type { MonthlyRow } from './store.ts';

/** What the monthly founder update says (issue 17 item 7): the figures as of the chosen month's close. */
export interface FounderUpdate {
  company: string;
  month: string;
  cash: Dashboard['todaysCash'];
  netBurn: Dashboard['netBurn'];
  runway: Dashboard['runway'];
  spending: Pick<Spending['category'], 'total' | 'increases' | 'decreases'> & { top: SpendingRow[] };
}

const TOP_CATEGORIES = 5;

/**
 * The founder update of `month`: cash, net burn and runway computed as the dashboards compute them, but from the
 * ledger through that month only (so an update of a past month says what it said then); the spending changes of that
 * month against the one before. Pure.
 */
export function founderUpdateOf(input: {
  company: string;
  month: string;
  monthly: readonly MonthlyRow[];
  spending: Spending;
}): FounderUpdate {
  const d = computeDashboard(input.monthly.filter((r) => r.month <= input.month));
  const c = input.spending.category;
  return {
    company: input.company,
    month: input.month,
    cash: d.todaysCash,
    netBurn: d.netBurn,
    runway: d.runway,
    spending: {
      total: c.total,
      increases: c.increases,
      decreases: c.decreases,
      top: c.rows.filter((r) => r.current > 0).slice(0, TOP_CATEGORIES),
    },
  };
}

/** 'YYYY-MM' as 'October 2026'. */
export function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

/** A change in dollars with its sign: '+$3,000', '-$2,000'. */
const signedUsd = (v: number) =>
  Math.round(v) > 0 ? `+${formatUsd(v)}` : Math.round(v) < 0 ? `-${formatUsd(-v)}` : '$0';
const pct = (r: SpendingRow) => (r.changePct === null ? 'new' : `${r.changePct > 0 ? '+' : ''}${r.changePct}%`);

export interface FounderUpdateText {
  title: string;
  subtitle: string;
  figures: { label: string; value: string; note: string }[];
  sections: { heading: string; lines: string[] }[];
}

/**
 * The update as text, in the money formats of spec 1 §9 (whole US dollars; net burn '+$52,000' or '($3,500)';
 * runway 'Profitable!' or the month and year plus the months). English: the document is shared with investors.
 */
export function founderUpdateText(u: FounderUpdate): FounderUpdateText {
  const { lastMonth, threeMonthAverage } = u.netBurn;
  const runway = u.runway.isInfinite
    ? { value: 'Profitable!', note: 'Cash is not shrinking' }
    : {
        value: `${u.runway.value} months`,
        note: `Cash runs out in ${monthName(u.runway.runOutMonth!)}`,
      };
  const moverLine = (r: SpendingRow) =>
    `${r.key}: ${formatUsd(r.current)} (${signedUsd(r.change)}, ${pct(r)}; was ${formatUsd(r.previous)})`;
  return {
    title: `${u.company} — founder update`,
    subtitle: `${monthName(u.month)} · figures from the books through the end of the month`,
    figures: [
      { label: 'Cash', value: formatUsd(u.cash.total), note: `${u.cash.items.length} account(s)` },
      {
        label: 'Net burn',
        value: formatNetBurn(lastMonth.currentValue),
        note:
          lastMonth.previousValue === null
            ? 'No month before to compare'
            : `Month before: ${formatNetBurn(lastMonth.previousValue)}`,
      },
      {
        label: 'Net burn, 3-month average',
        value: formatNetBurn(threeMonthAverage.currentValue),
        note:
          threeMonthAverage.previousValue === null
            ? 'No earlier quarter to compare'
            : `Three months before: ${formatNetBurn(threeMonthAverage.previousValue)}`,
      },
      { label: 'Runway', ...runway },
    ],
    sections: [
      {
        heading: 'Cash by account',
        lines: u.cash.items.length ? u.cash.items.map((i) => `${i.name}: ${formatUsd(i.value)}`) : ['No accounts'],
      },
      {
        heading: 'Spending',
        lines: [
          `Spent this month: ${formatUsd(u.spending.total.current)} (${signedUsd(u.spending.total.change)} on the month before, ${formatUsd(u.spending.total.previous)})`,
          ...u.spending.top.map((r) => `${r.key}: ${formatUsd(r.current)}`),
        ],
      },
      {
        heading: 'Largest increases',
        lines: u.spending.increases.length ? u.spending.increases.map(moverLine) : ['None'],
      },
      {
        heading: 'Largest decreases',
        lines: u.spending.decreases.length ? u.spending.decreases.map(moverLine) : ['None'],
      },
    ],
  };
}
