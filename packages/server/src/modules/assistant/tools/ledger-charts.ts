import type { AssistantChartId, ChartContent, Dashboard, FinancialStatementItem } from '@atrium/contract';
import type { Lang } from './kit.ts';
import { TOOL_TEXT } from './messages.ts';

/**
 * The accounting dashboards as assistant content (pure): a CHART per dashboard and the headline figures as
 * FINANCIAL_STATEMENT_ITEMs dated by the ledger's latest month. Used by the ledger tool and POST chart/{id}.
 */
export function chartOf(d: Dashboard, id: AssistantChartId, lang: Lang): ChartContent {
  const title = TOOL_TEXT[lang].charts[id];
  switch (id) {
    case 'cash':
      return {
        chartId: id,
        title,
        unit: 'USD',
        points: d.todaysCash.items.map((i) => ({ label: i.name, value: i.value })),
      };
    case 'burn':
      return {
        chartId: id,
        title,
        unit: 'USD',
        points: d.netBurnAndBalance.map((m) => ({ label: m.month, value: m.CURRENT })),
      };
    case 'runway':
      return { chartId: id, title, unit: 'MONTHS', points: runwayPoints(d) };
    case 'spending':
      return {
        chartId: id,
        title,
        unit: 'USD',
        points: d.spending.data.map((m) => ({
          label: m.month,
          value: Math.round(Object.values(m.values).reduce((a, b) => a + b, 0) * 100) / 100,
        })),
      };
  }
}

/** Months of cash left at each month's end, at the average burn of that month and the two before (finite only). */
function runwayPoints(d: Dashboard) {
  const rows = d.netBurnAndBalance;
  return rows.flatMap((m, i) => {
    const window = rows.slice(Math.max(0, i - 2), i + 1).map((r) => r.CURRENT);
    const burn = window.reduce((a, b) => a + b, 0) / window.length;
    return burn > 0 ? [{ label: m.month, value: Math.max(0, Math.floor(m.CASH_BALANCE / burn)) }] : [];
  });
}

/** The headline figures of the dashboards, as statement items. */
export function headlineItems(d: Dashboard, lang: Lang): Record<AssistantChartId, FinancialStatementItem | null> {
  const t = TOOL_TEXT[lang];
  const date = d.asOfMonth ?? '';
  const topCategory = d.spending.categories[0];
  const spent = topCategory ? d.spending.data.reduce((a, m) => a + (m.values[topCategory] ?? 0), 0) : null;
  return {
    cash: { name: t.cash, value: d.todaysCash.total, date },
    burn: { name: t.lastMonthBurn, value: d.netBurn.lastMonth.currentValue, date },
    runway:
      d.runway.isInfinite || d.runway.value === null ? null : { name: t.runwayMonths, value: d.runway.value, date },
    spending: topCategory && spent !== null ? { name: topCategory, value: Math.round(spent * 100) / 100, date } : null,
  };
}

/** A room's shared financials: the company's cash, net burn (last month and three-month average) and runway. */
export function sharedFinancialItems(d: Dashboard, lang: Lang): FinancialStatementItem[] {
  const t = TOOL_TEXT[lang];
  const date = d.asOfMonth ?? '';
  const items: FinancialStatementItem[] = [
    { name: t.cash, value: d.todaysCash.total, date },
    { name: t.lastMonthBurn, value: d.netBurn.lastMonth.currentValue, date },
    { name: t.averageBurn, value: d.netBurn.threeMonthAverage.currentValue, date },
  ];
  if (!d.runway.isInfinite && d.runway.value !== null)
    items.push({ name: t.runwayMonths, value: d.runway.value, date });
  return items;
}
