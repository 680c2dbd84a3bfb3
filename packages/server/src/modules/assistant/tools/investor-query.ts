import { FUNDER_SECTORS, type FunderFilters, type FunderType, type InvestorStage } from '@atrium/contract';
import { fold } from './kit.ts';

/**
 * Reads an investor search out of a question in English or Spanish, for the built-in provider (the model passes the
 * same filters as JSON arguments): stages, sectors, places, check size and kind. Pure.
 */
const STAGE_WORDS: [RegExp, InvestorStage][] = [
  [/\bpre[- ]?seed\b|\bpre[- ]?semilla\b/, 'PRE_SEED'],
  [/(?<!pre[- ]?)\bseed\b|(?<!pre[- ]?)\bsemilla\b/, 'SEED'],
  [/\bseries? a\b/, 'SERIES_A'],
  [/\bseries? b\b/, 'SERIES_B'],
  [/\bseries? c\b/, 'SERIES_C'],
  [/\bgrowth\b|\blate[- ]stage\b|\bcrecimiento\b/, 'GROWTH'],
];

const SECTOR_SYNONYMS: Record<string, string[]> = {
  fintech: ['financial technology', 'payments', 'pagos', 'finanzas'],
  healthtech: ['health', 'healthcare', 'salud', 'medtech'],
  climate: ['cleantech', 'clean energy', 'clima', 'climatech', 'energia limpia'],
  saas: ['software', 'b2b software'],
  ai: ['artificial intelligence', 'machine learning', 'ia', 'inteligencia artificial'],
  consumer: ['consumo', 'b2c'],
  marketplaces: ['marketplace'],
  edtech: ['education', 'educacion'],
  biotech: ['biotecnologia', 'life sciences'],
  mobility: ['transport', 'transportation', 'movilidad'],
  proptech: ['real estate', 'inmobiliario'],
  cybersecurity: ['security', 'ciberseguridad', 'seguridad'],
  gaming: ['games', 'videojuegos', 'juegos'],
  agtech: ['agriculture', 'agricultura', 'agritech'],
  logistics: ['logistica', 'supply chain'],
  media: ['medios'],
};

const KIND_WORDS: [RegExp, FunderType][] = [
  [
    /\bangels?\b|\bangel investors?\b|\bindividuals?\b|\bpeople\b|\bpersons?\b|(?<!los )\bangeles\b|\bpersonas\b/,
    'PERSON',
  ],
  [
    /\baccelerators?\b|\borgani[sz]ations?\b|\bfamily offices?\b|\bcorporate\b|\baceleradoras?\b|\borganizaciones\b/,
    'ORGANIZATION',
  ],
  [/\bvcs?\b|\bfunds\b|\bventure capital\b|\bventure firms?\b|\bfondos\b|\bfirms\b/, 'INVESTOR'],
];

const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'united states': 'US',
  'estados unidos': 'US',
  uk: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
  'reino unido': 'GB',
  britain: 'GB',
  espana: 'ES',
  alemania: 'DE',
  francia: 'FR',
  brasil: 'BR',
  mexico: 'MX',
  suecia: 'SE',
  'paises bajos': 'NL',
  holland: 'NL',
  canada: 'CA',
  singapur: 'SG',
};

/** Words that say the question is about investors. */
export const INVESTOR_NOUNS =
  /\b(investors?|funders?|backers?|vcs?|venture capital(ists?)?|angels?|funds|inversor(es)?|inversionistas?|financiadores|fondos|(?<!los )angeles)\b/;
const ACTION =
  /\b(find|search|look(ing)? for|who|list|show|recommend|suggest|which|busca|buscar|encuentra|encontrar|quien(es)?|recomienda|sugiere|lista|muestra|cuales|que|hay|dame|give me|any)\b/;

const MULT: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  mil: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  million: 1_000_000,
  millones: 1_000_000,
  millon: 1_000_000,
  b: 1_000_000_000,
  bn: 1_000_000_000,
  billion: 1_000_000_000,
};
const AMOUNT = /(\$|usd\s*)?(\d+(?:[.,]\d+)?)\s*(k|thousand|mil|mm|m|million|millones|millon|bn|b|billion)?\b/g;

function amounts(text: string): { value: number; index: number }[] {
  const out: { value: number; index: number }[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [, dollar, num, unit] = m;
    if (!dollar && !unit) continue; // a bare number is not a check size ("top 5 investors")
    const value = Math.round(Number(num.replace(',', '.')) * (unit ? MULT[unit] : 1));
    if (Number.isFinite(value) && value > 0 && value <= 10_000_000_000) out.push({ value, index: m.index });
  }
  return out;
}

function checkSize(text: string): Pick<FunderFilters, 'checkSizeMin' | 'checkSizeMax'> {
  const found = amounts(text);
  if (found.length === 0) return {};
  if (found.length >= 2) {
    const [a, b] = [found[0].value, found[1].value].sort((x, y) => x - y);
    return { checkSizeMin: a, checkSizeMax: b };
  }
  const { value, index } = found[0];
  const before = text.slice(Math.max(0, index - 20), index);
  if (/(up to|under|below|less than|at most|max(imum)?|hasta|menos de|maximo)\s*$/.test(before))
    return { checkSizeMax: value };
  if (/(at least|over|above|more than|from|min(imum)?|minimo|desde|mas de)\s*$/.test(before))
    return { checkSizeMin: value };
  return { checkSizeMin: value, checkSizeMax: value };
}

function sectors(text: string): string[] {
  const out = new Set<string>();
  for (const s of FUNDER_SECTORS) {
    const words = [s, ...(SECTOR_SYNONYMS[s] ?? [])];
    if (words.some((w) => new RegExp(`\\b${w}\\b`).test(text))) out.add(s);
  }
  return [...out];
}

const PLACE_AFTER =
  /\b(?:in|en|from|de|desde|based in|around)\s+((?:[A-ZÁÉÍÓÚÑ][\p{L}.]*)(?:\s+(?:[A-ZÁÉÍÓÚÑ][\p{L}.]*))*)/gu;

function places(question: string, countries: { iso2: string; name: string }[]): string[] {
  const byName = new Map(countries.map((c) => [fold(c.name), c.iso2]));
  const text = fold(question);
  const out = new Set<string>();
  for (const [name, iso2] of [...byName, ...Object.entries(COUNTRY_ALIASES)]) {
    if (name.length >= 4 && new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text))
      out.add(iso2.toLowerCase());
  }
  for (const code of question.match(/\b(US|USA|UK|U\.S\.)\b/g) ?? []) out.add(code === 'UK' ? 'gb' : 'us');
  for (const m of question.matchAll(PLACE_AFTER)) {
    const phrase = m[1].replace(/\.$/, '').trim();
    const f = fold(phrase);
    if (!f || byName.has(f) || COUNTRY_ALIASES[f] || /^(us|usa|uk|u\.s)$/.test(f)) continue;
    if (sectors(f).length || STAGE_WORDS.some(([re]) => re.test(f)) || INVESTOR_NOUNS.test(f)) continue;
    out.add(phrase.toLowerCase());
  }
  return [...out].slice(0, 20);
}

export interface InvestorQuery {
  filters: FunderFilters;
  /** How many filters the question gave. */
  filterCount: number;
}

export function parseInvestorQuery(question: string, countries: { iso2: string; name: string }[]): InvestorQuery {
  const text = fold(question);
  const stages = STAGE_WORDS.filter(([re]) => re.test(text)).map(([, s]) => s);
  const types = KIND_WORDS.filter(([re]) => re.test(text)).map(([, t]) => t);
  const filters: FunderFilters = {
    ...(stages.length ? { stages } : {}),
    ...(sectors(text).length ? { sectors: sectors(text) } : {}),
    ...(places(question, countries).length ? { locations: places(question, countries) } : {}),
    ...checkSize(text),
    ...(types.length ? { types } : {}),
  };
  const filterCount = Object.keys(filters).length;
  return { filters, filterCount };
}

/** How much a question asks for an investor search, 0–1. */
export function investorSearchScore(question: string, filterCount: number): number {
  const text = fold(question);
  if (!INVESTOR_NOUNS.test(text)) return 0;
  return Math.min(0.95, 0.5 + (ACTION.test(text) ? 0.2 : 0) + 0.1 * filterCount);
}
