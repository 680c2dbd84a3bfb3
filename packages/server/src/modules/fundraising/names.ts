import type { FunderFilters, InvestorStage } from '@atrium/contract';

const STAGE_LABEL: Record<InvestorStage, string> = {
  PRE_SEED: 'Pre-seed',
  SEED: 'Seed',
  SERIES_A: 'Series A',
  SERIES_B: 'Series B',
  SERIES_C: 'Series C',
  GROWTH: 'Growth',
};
const SPELLED: Record<string, string> = { saas: 'SaaS' };
const cap = (s: string) => SPELLED[s] ?? (s.length <= 3 ? s.toUpperCase() : s[0].toUpperCase() + s.slice(1));
const money = (n: number) => (n >= 1_000_000 ? `$${Math.round(n / 100_000) / 10}M` : `$${Math.round(n / 1000)}k`);

/** A stage or sector as a name shows it: 'Series A', 'SaaS', 'Fintech', 'AI'. */
export const labelOf = (v: string) => STAGE_LABEL[v as InvestorStage] ?? cap(v);

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
 * (stages, sectors, location, check size), e.g. 'Seed Fintech investors', 'Fintech · Madrid', 'Seed $250k–$2M'.
 */
export function suggestNames(f: {
  stages: string[];
  sectors: string[];
  locations: string[];
  checkMin?: number;
  checkMax?: number;
}) {
  const stage = f.stages[0] ? (STAGE_LABEL[f.stages[0] as InvestorStage] ?? cap(f.stages[0])) : null;
  const sector = f.sectors[0] ? cap(f.sectors[0]) : null;
  const place = f.locations[0] ? cap(f.locations[0]) : null;
  const range =
    f.checkMin !== undefined || f.checkMax !== undefined
      ? `${f.checkMin !== undefined ? money(f.checkMin) : ''}–${f.checkMax !== undefined ? money(f.checkMax) : ''}`
      : null;
  const names = [
    [stage, sector, 'investors'].filter(Boolean).join(' '),
    [sector ?? stage, place].filter(Boolean).join(' · '),
    [stage ?? sector, range].filter(Boolean).join(' '),
    [sector, f.sectors[1] ? cap(f.sectors[1]) : null].filter(Boolean).join(' & ') + ' funds',
    'Target investors',
    'Round shortlist',
  ];
  return [...new Set(names.map((n) => n.trim()).filter((n) => n && n !== 'investors' && n !== 'funds'))].slice(0, 3);
}

export const namesFromFilters = (f: FunderFilters) =>
  suggestNames({
    stages: f.stages ?? [],
    sectors: f.sectors ?? [],
    locations: f.locations ?? [],
    checkMin: f.checkSizeMin,
    checkMax: f.checkSizeMax,
  });

export const namesFromFunders = (fs: { stages: string[]; sectors: string[]; city: string | null }[]) =>
  suggestNames({
    stages: topValues(
      fs.flatMap((f) => f.stages),
      2,
    ),
    sectors: topValues(
      fs.flatMap((f) => f.sectors),
      2,
    ),
    locations: topValues(fs.map((f) => f.city ?? '').filter(Boolean), 1),
  });
