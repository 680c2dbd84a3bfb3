import type { FunderFilters, InvestorStage } from '@atrium/contract';

/** The languages the built-in namer speaks (the user's language; anything else reads English). */
export type NameLang = 'en' | 'es';
export const nameLangOf = (language: string | null | undefined): NameLang => (language === 'es' ? 'es' : 'en');

/** Stage labels as the web shows them (locales/<lang>/fundraising.json `stages`). */
const STAGE_LABEL: Record<NameLang, Record<InvestorStage, string>> = {
  en: {
    PRE_SEED: 'Pre-seed',
    SEED: 'Seed',
    SERIES_A: 'Series A',
    SERIES_B: 'Series B',
    SERIES_C: 'Series C',
    GROWTH: 'Growth',
  },
  es: {
    PRE_SEED: 'Pre-semilla',
    SEED: 'Semilla',
    SERIES_A: 'Serie A',
    SERIES_B: 'Serie B',
    SERIES_C: 'Serie C',
    GROWTH: 'Crecimiento',
  },
};

/** The words around the labels, per language. */
const WORDS: Record<
  NameLang,
  {
    investors: (stage: string | null, sector: string | null) => string | null;
    funds: (sectors: string[]) => string | null;
    inPlace: (place: string) => string;
    fallback: [string, string];
  }
> = {
  en: {
    investors: (stage, sector) => (stage || sector ? `${[stage, sector].filter(Boolean).join(' ')} investors` : null),
    funds: (sectors) => (sectors.length ? `${sectors.join(' & ')} funds` : null),
    inPlace: (place) => ` in ${place}`,
    fallback: ['Target investors', 'Round shortlist'],
  },
  es: {
    investors: (stage, sector) =>
      stage || sector
        ? ['Inversores', stage && `de ${stage}`, sector && `en ${sector}`].filter(Boolean).join(' ')
        : null,
    funds: (sectors) => (sectors.length ? `Fondos de ${sectors.join(' y ')}` : null),
    inPlace: (place) => ` (${place})`,
    fallback: ['Inversores objetivo', 'Preselección de la ronda'],
  },
};

const SPELLED: Record<string, string> = { saas: 'SaaS' };
const cap = (s: string) => SPELLED[s] ?? (s.length <= 3 ? s.toUpperCase() : s[0].toUpperCase() + s.slice(1));
const money = (n: number) => (n >= 1_000_000 ? `$${Math.round(n / 100_000) / 10}M` : `$${Math.round(n / 1000)}k`);

/** A stage or sector as a name shows it: 'Series A' ('Serie A' in Spanish), 'SaaS', 'Fintech', 'AI'. */
export const labelOf = (v: string, lang: NameLang = 'en') => STAGE_LABEL[lang][v as InvestorStage] ?? cap(v);

/** The most frequent values, most frequent first. */
export function topValues(values: string[], n: number): string[] {
  const c = new Map<string, number>();
  for (const v of values) c.set(v, (c.get(v) ?? 0) + 1);
  return [...c.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([v]) => v);
}

/**
 * The built-in namer of generate-recommended-smartlist-names: three distinct names from what the list is about
 * (stages, sectors, location, check size), in the user's language, e.g. 'Seed Fintech investors' / 'Inversores de
 * Semilla en Fintech', 'Fintech · Madrid', 'Seed $250k–$2M'.
 */
export function suggestNames(
  f: {
    stages: string[];
    sectors: string[];
    locations: string[];
    checkMin?: number;
    checkMax?: number;
  },
  lang: NameLang = 'en',
) {
  const w = WORDS[lang];
  const stage = f.stages[0] ? labelOf(f.stages[0], lang) : null;
  const sector = f.sectors[0] ? cap(f.sectors[0]) : null;
  const place = f.locations[0] ? cap(f.locations[0]) : null;
  const range =
    f.checkMin !== undefined || f.checkMax !== undefined
      ? `${f.checkMin !== undefined ? money(f.checkMin) : ''}–${f.checkMax !== undefined ? money(f.checkMax) : ''}`
      : null;
  const names = [
    w.investors(stage, sector),
    [sector ?? stage, place].filter(Boolean).join(' · '),
    [stage ?? sector, range].filter(Boolean).join(' '),
    w.funds(f.sectors.slice(0, 2).map(cap)),
    ...w.fallback,
  ];
  return [...new Set(names.map((n) => (n ?? '').trim()).filter(Boolean))].slice(0, 3);
}

export const namesFromFilters = (f: FunderFilters, lang: NameLang = 'en') =>
  suggestNames(
    {
      stages: f.stages ?? [],
      sectors: f.sectors ?? [],
      locations: f.locations ?? [],
      checkMin: f.checkSizeMin,
      checkMax: f.checkSizeMax,
    },
    lang,
  );

export const namesFromFunders = (
  fs: { stages: string[]; sectors: string[]; city: string | null }[],
  lang: NameLang = 'en',
) =>
  suggestNames(
    {
      stages: topValues(
        fs.flatMap((f) => f.stages),
        2,
      ),
      sectors: topValues(
        fs.flatMap((f) => f.sectors),
        2,
      ),
      locations: topValues(fs.map((f) => f.city ?? '').filter(Boolean), 1),
    },
    lang,
  );

/** A recommendation's name: 'Series A SaaS investors in US' / 'Inversores de Serie A en SaaS (US)', 'Seed investors'. */
export function listNameOf(f: FunderFilters, lang: NameLang = 'en'): string {
  const w = WORDS[lang];
  const head = w.investors(
    f.stages?.[0] ? labelOf(f.stages[0], lang) : null,
    f.sectors?.[0] ? labelOf(f.sectors[0], lang) : null,
  );
  const place = f.locations?.[0] ? w.inPlace(f.locations[0].toUpperCase()) : '';
  return `${head ?? w.fallback[0]}${place}`;
}
