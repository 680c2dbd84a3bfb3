import { z } from 'zod';
import { ASSISTANT_CHART_IDS, type AssistantChartId, type AssistantContent, type Dashboard } from '@atrium/contract';
import { ToolArgumentError, type AssistantTool, type AssistantToolContext } from '../tool.ts';
import { fold, formatUsd, isCompanyWide, langOf, md, type AreaToolDeps, type Lang } from './kit.ts';
import { chartOf, headlineItems } from './ledger-charts.ts';
import { TOOL_TEXT } from './messages.ts';

const args = z.object({ chart: z.enum(ASSISTANT_CHART_IDS) });

const WORDS: [RegExp, AssistantChartId][] = [
  [
    /\brunway\b|\bmonths? (of cash )?left\b|\bhow long\b.*\b(cash|money)\b|\brun out\b|\bpista\b|\bcuanto (nos )?dura\b|\bse (nos )?acaba\b/,
    'runway',
  ],
  [/\bburn\b|\bburn rate\b|\bconsumo\b|\bquema\b|\bcash burn\b/, 'burn'],
  [/\bspend(ing)?\b|\bexpenses?\b|\bcosts?\b|\bcategor(y|ies|ias?)\b|\bgastos?\b|\bgastamos\b/, 'spending'],
  [/\bcash\b|\bbank balance\b|\bbalance\b|\bcaja\b|\befectivo\b|\bsaldo\b|\btesoreria\b/, 'cash'],
];

/** Whether the ledger tools are offered: accounting dashboards open to the tenant and books imported or linked. */
export async function ledgerOffered(d: AreaToolDeps, ctx: AssistantToolContext) {
  if (!isCompanyWide(ctx) || !(await d.moduleOpen(ctx.tenantId, 'dashboard'))) return false;
  return (await d.dashboardOf(ctx.tenantId)).asOfMonth !== null;
}

/** The company's cash, net burn, runway or spending from its books, as a chart and its headline figure. */
export function createLedgerTool(d: AreaToolDeps): AssistantTool {
  const name = 'company_finances';
  return {
    name,
    aiTool: null,
    description:
      "The company's own figures from its books (accounting dashboards): cash per account, net burn per month, runway in months, or spending per month. Returns a chart and the headline figure.",
    parameters: {
      type: 'object',
      additionalProperties: false,
      required: ['chart'],
      properties: { chart: { type: 'string', enum: [...ASSISTANT_CHART_IDS] } },
    },
    offered: (ctx) => ledgerOffered(d, ctx),
    async run(raw, ctx) {
      const parsed = args.safeParse(raw);
      if (!parsed.success) throw new ToolArgumentError(name, `chart must be one of ${ASSISTANT_CHART_IDS.join(', ')}`);
      const lang = langOf(ctx);
      const dash = await d.dashboardOf(ctx.tenantId);
      if (dash.asOfMonth === null)
        return { forModel: 'The company has no books yet.', markdown: TOOL_TEXT[lang].noBooks };
      const id = parsed.data.chart;
      const chart = chartOf(dash, id, lang);
      const item = headlineItems(dash, lang)[id];
      const content: AssistantContent[] = [{ type: 'CHART', content: chart }];
      if (item) content.push({ type: 'FINANCIAL_STATEMENT_ITEM', content: item });
      return {
        forModel: [
          `${chart.title} as of ${dash.asOfMonth} (${chart.unit}):`,
          ...chart.points.map((p) => `- ${p.label}: ${p.value}`),
          summaryLines(dash, id, 'en').join('\n'),
        ].join('\n'),
        markdown: summaryLines(dash, id, lang).join('\n'),
        content,
      };
    },
    match(question) {
      const text = fold(question);
      const hit = WORDS.find(([re]) => re.test(text));
      return hit ? { score: 0.75, args: { chart: hit[1] } } : { score: 0, args: {} };
    },
  };
}

/** The answer in words for one chart. */
export function summaryLines(dash: Dashboard, id: AssistantChartId, lang: Lang): string[] {
  const t = TOOL_TEXT[lang];
  const head = `**${t.charts[id]}** — ${t.asOf(dash.asOfMonth ?? '')}`;
  switch (id) {
    case 'cash':
      return [
        head,
        '',
        `${t.cash}: **${formatUsd(dash.todaysCash.total)}**`,
        ...dash.todaysCash.items.map((i) => `- ${md(i.name)}: ${formatUsd(i.value)}`),
      ];
    case 'burn':
      return [
        head,
        '',
        `- ${t.lastMonthBurn}: **${formatUsd(dash.netBurn.lastMonth.currentValue)}**`,
        `- ${t.averageBurn}: ${formatUsd(dash.netBurn.threeMonthAverage.currentValue)}`,
      ];
    case 'runway':
      return [
        head,
        '',
        dash.runway.isInfinite || dash.runway.value === null
          ? t.profitable
          : t.runwayLine(dash.runway.value, dash.runway.runOutMonth ?? ''),
      ];
    case 'spending': {
      const totals = dash.spending.categories
        .slice(0, 5)
        .map((c) => `- ${md(c)}: ${formatUsd(dash.spending.data.reduce((a, m) => a + (m.values[c] ?? 0), 0))}`);
      return [head, '', `${t.topSpending}:`, ...totals];
    }
  }
}
