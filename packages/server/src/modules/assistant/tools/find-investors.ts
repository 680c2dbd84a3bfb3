import {
  FUNDER_SECTORS,
  FUNDER_TYPES,
  INVESTOR_STAGES,
  funderFiltersSchema,
  type FunderFilters,
} from '@atrium/contract';
import { ToolArgumentError, type AssistantTool, type AssistantToolContext } from '../tool.ts';
import { funderCard, funderFragments, formatUsd, isCompanyWide, langOf, md, type AreaToolDeps } from './kit.ts';
import { investorSearchScore, parseInvestorQuery } from './investor-query.ts';
import { TOOL_TEXT } from './messages.ts';

/** How many funder cards an answer shows. */
export const FIND_INVESTORS_LIMIT = 10;

/** Whether the fundraising area (investor database and smartlists) is open: the same add-ons as its screens. */
export const fundraisingOffered = (d: AreaToolDeps, ctx: AssistantToolContext) =>
  isCompanyWide(ctx) ? d.moduleOpen(ctx.tenantId, 'fundraising') : false;

/** FIND_INVESTORS: the advanced search of the investor database (spec 3 §2.14), filters read from the question. */
export function createFindInvestorsTool(d: AreaToolDeps): AssistantTool {
  const name = 'find_investors';
  return {
    name,
    aiTool: 'FIND_INVESTORS',
    description:
      'Search the investor database by stage, sector, location, check size (US dollars) and kind of funder. Returns up to 10 matching investors with a short description.',
    parameters: {
      type: 'object',
      additionalProperties: false,
      properties: {
        stages: { type: 'array', items: { type: 'string', enum: [...INVESTOR_STAGES] } },
        sectors: { type: 'array', items: { type: 'string', enum: [...FUNDER_SECTORS] } },
        locations: {
          type: 'array',
          items: { type: 'string' },
          description: 'City names, US state codes or ISO country codes, e.g. "Madrid", "CA", "US"',
        },
        checkSizeMin: { type: 'integer', minimum: 0 },
        checkSizeMax: { type: 'integer', minimum: 0 },
        types: { type: 'array', items: { type: 'string', enum: [...FUNDER_TYPES] } },
      },
    },
    offered: (ctx) => fundraisingOffered(d, ctx),
    async run(args, ctx) {
      const parsed = funderFiltersSchema.safeParse(args ?? {});
      if (!parsed.success)
        throw new ToolArgumentError(
          name,
          `Invalid search: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ')}`,
        );
      const filters = parsed.data;
      const page = await d.funders.advanced({ filters, page: 0, pageSize: FIND_INVESTORS_LIMIT });
      const t = TOOL_TEXT[langOf(ctx)];
      const cards = page.items.map(funderCard);
      const search = `${t.filtersUsed}: ${describeFilters(filters, langOf(ctx))}`;
      if (cards.length === 0)
        return {
          forModel: `${search}\nNo investors match.`,
          markdown: `${t.noInvestors}\n\n_${md(search)}_`,
          metadata: { funders: [] },
        };
      const lines = cards.map(
        (c) =>
          `- **${md(c.name)}**${c.location ? ` — ${md(c.location)}` : ''}${c.shortDescription ? `: ${md(c.shortDescription)}` : ''}`,
      );
      const forModel = [
        search,
        `${page.totalCapped ? 'More than ' : ''}${page.total} investors match; the first ${cards.length}:`,
        ...page.items.map(
          (f) =>
            `- ${f.name} (${f.type}; ${[f.city, f.countryCode].filter(Boolean).join(', ')}; stages ${f.stages.join('/')}; sectors ${f.sectors.join('/')}; checks ${f.checkSizeMin ?? '?'}–${f.checkSizeMax ?? '?'} USD) id ${f.externalId}`,
        ),
      ].join('\n');
      return {
        forModel,
        markdown: [
          t.investorsFound(cards.length, page.total, page.totalCapped),
          '',
          ...lines,
          '',
          `_${md(search)}_`,
        ].join('\n'),
        content: funderFragments(cards),
        metadata: { funders: cards },
      };
    },
    match(question) {
      const q = parseInvestorQuery(question, d.countries());
      return { score: investorSearchScore(question, q.filterCount), args: q.filters };
    },
  };
}

/** The filters in words, e.g. 'Stages SEED · Sectors fintech · Check size $500,000–$1,000,000'. */
export function describeFilters(f: FunderFilters, lang: 'en' | 'es'): string {
  const t = TOOL_TEXT[lang];
  const parts: string[] = [];
  if (f.stages?.length) parts.push(`${t.stages} ${f.stages.join(', ')}`);
  if (f.sectors?.length) parts.push(`${t.sectors} ${f.sectors.join(', ')}`);
  if (f.locations?.length) parts.push(`${t.location} ${f.locations.join(', ')}`);
  if (f.checkSizeMin !== undefined || f.checkSizeMax !== undefined)
    parts.push(
      `${t.checkSize} ${f.checkSizeMin !== undefined ? formatUsd(f.checkSizeMin) : ''}–${f.checkSizeMax !== undefined ? formatUsd(f.checkSizeMax) : ''}`,
    );
  if (f.types?.length) parts.push(`${t.kind} ${f.types.join(', ')}`);
  return parts.length ? parts.join(' · ') : t.allInvestors;
}
