import { z } from 'zod';
import type { Funder } from '@atrium/contract';
import { ToolArgumentError, type AssistantTool } from '../tool.ts';
import { funderCard, funderFragments, formatUsd, fold, langOf, md, type AreaToolDeps, type Lang } from './kit.ts';
import { INVESTOR_NOUNS } from './investor-query.ts';
import { fundraisingOffered } from './find-investors.ts';
import { TOOL_TEXT } from './messages.ts';

const args = z.object({ name: z.string().trim().min(1).max(200) });

/** "tell me about X", "who is X", "háblame de X"… with the name that follows. */
const ABOUT =
  /\b(?:tell me about|what do you know about|who is|who are|profile of|info(?:rmation)? (?:on|about)|details (?:on|about)|hablame de|que sabes de|quien es|perfil de|informacion sobre)\s+(?:the\s+|el\s+|la\s+)?(?:(?:investor|fund|firm|vc|inversor|fondo)\s+)?(.+?)([?.!\s]*)$/i;

/** The name asked about, taken from the original question (keeping its case). */
export function investorNameOf(question: string): string | null {
  const folded = fold(question);
  const m = ABOUT.exec(folded);
  if (!m) return null;
  const start = m.index + m[0].length - m[2].length - m[1].length;
  const name = question.slice(start, start + m[1].length).trim();
  return name || null;
}

/** FIND_INVESTOR: one funder of the database by name, its card and a short profile. */
export function createFindInvestorTool(d: AreaToolDeps): AssistantTool {
  const name = 'find_investor';
  return {
    name,
    aiTool: 'FIND_INVESTOR',
    description: 'Look up one investor of the investor database by name and return its profile.',
    parameters: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string', description: 'The investor name, or a part of it' } },
    },
    offered: (ctx) => fundraisingOffered(d, ctx),
    async run(raw, ctx) {
      const parsed = args.safeParse(raw);
      if (!parsed.success) throw new ToolArgumentError(name, TOOL_TEXT[langOf(ctx)].investorNameMissing);
      const term = parsed.data.name;
      const page = await d.funders.byName({ name: term, page: 0, pageSize: 20 });
      const t = TOOL_TEXT[langOf(ctx)];
      const exact = page.items.find((f) => fold(f.name) === fold(term));
      const funder = exact ?? page.items[0];
      if (!funder)
        return {
          forModel: `No investor named "${term}".`,
          markdown: t.investorNotFound(md(term)),
          metadata: { funders: [] },
        };
      const card = funderCard(funder);
      return {
        forModel: profileLines(funder, 'en').join('\n'),
        markdown: profileLines(funder, langOf(ctx)).join('\n'),
        content: funderFragments([card]),
        metadata: { funders: [card] },
      };
    },
    match(question) {
      const who = investorNameOf(question);
      if (!who) return { score: 0, args: {} };
      const cleaned = who.replace(INVESTOR_NOUNS, '').trim();
      // A name of the database starts with a capital; "tell me about our runway" is not an investor.
      const capitalised = /^[A-ZÁÉÍÓÚÑ0-9]/.test(cleaned);
      return {
        score: capitalised ? (INVESTOR_NOUNS.test(fold(question)) ? 0.8 : 0.6) : 0,
        args: { name: cleaned || who },
      };
    },
  };
}

/** The profile of a funder as Markdown lines. */
export function profileLines(f: Funder, lang: Lang): string[] {
  const t = TOOL_TEXT[lang];
  const place = [f.city, f.stateCode, f.countryCode].filter(Boolean).join(', ');
  const range =
    f.checkSizeMin !== null || f.checkSizeMax !== null
      ? `${f.checkSizeMin !== null ? formatUsd(f.checkSizeMin) : ''}–${f.checkSizeMax !== null ? formatUsd(f.checkSizeMax) : ''}`
      : null;
  return [
    `**${md(f.name)}**${f.organization ? ` (${md(f.organization.name)})` : ''}`,
    ...(f.shortDescription ? ['', md(f.shortDescription), ''] : ['']),
    `- ${t.kind}: ${f.type}`,
    ...(place ? [`- ${t.location}: ${md(place)}`] : []),
    ...(f.stages.length ? [`- ${t.stages}: ${f.stages.join(', ')}`] : []),
    ...(f.sectors.length ? [`- ${t.sectors}: ${md(f.sectors.join(', '))}`] : []),
    ...(range ? [`- ${t.checkSize}: ${range}`] : []),
    ...(f.website ? [`- ${t.website}: ${md(f.website)}`] : []),
  ];
}
