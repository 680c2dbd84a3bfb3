import { createHash } from 'node:crypto';
import type { FunderFilters, InvestorStage } from '@atrium/contract';
import { listNameOf, type NameLang } from './names.ts';

/** What the recommendations are drawn from: the company's profile (spec 1 §3 Company). */
export interface CompanyProfileHints {
  startupStage: string | null;
  industry: string | null;
  country: string | null;
}

/** The round a company raises next, from its latest financial stage (spec 1 §9 values). */
export function nextStageOf(latest: string | null): InvestorStage {
  const s = (latest ?? '').trim().toLowerCase();
  if (s === 'seed') return 'SERIES_A';
  if (s === 'series a') return 'SERIES_B';
  if (s === 'series b') return 'SERIES_C';
  if (
    /^series [c-j]$/.test(s) ||
    ['private equity', 'corporate round', 'secondary market', 'post-ipo equity'].includes(s)
  )
    return 'GROWTH';
  if (s === 'bootstrapped' || s === 'grant' || s === '') return 'PRE_SEED';
  // Pre-seed, Angel, Convertible Note, Debt Financing and the crowdfunding rounds: a seed round comes next.
  return 'SEED';
}

/** The investor sector of a company industry (spec 1 §9 list); null when the database has no such sector. */
const SECTOR_OF: Record<string, string> = {
  'artificial intelligence': 'ai',
  robotics: 'ai',
  biotechnology: 'biotech',
  cybersecurity: 'cybersecurity',
  ecommerce: 'consumer',
  'consumer goods': 'consumer',
  retail: 'consumer',
  'food and beverage': 'consumer',
  travel: 'consumer',
  hospitality: 'consumer',
  education: 'edtech',
  energy: 'climate',
  fintech: 'fintech',
  insurance: 'fintech',
  blockchain: 'fintech',
  gaming: 'gaming',
  healthcare: 'healthtech',
  logistics: 'logistics',
  transportation: 'mobility',
  marketplace: 'marketplaces',
  media: 'media',
  entertainment: 'media',
  advertising: 'media',
  'real estate': 'proptech',
  'software as a service': 'saas',
  telecommunications: 'saas',
  agriculture: 'agtech',
};
export const sectorOf = (industry: string | null) => SECTOR_OF[(industry ?? '').trim().toLowerCase()] ?? null;

/**
 * The candidate filters of a company's recommended lists, most specific first: stage + sector + country, stage +
 * sector, sector + country, stage + country, and the stage alone (always there, so a bare profile still gets one).
 */
export function recommendationFilters(p: CompanyProfileHints): FunderFilters[] {
  const stages = [nextStageOf(p.startupStage)];
  const sector = sectorOf(p.industry);
  const country = p.country?.trim() ? p.country.trim().toLowerCase() : null;
  const out: FunderFilters[] = [];
  if (sector && country) out.push({ stages, sectors: [sector], locations: [country] });
  if (sector) out.push({ stages, sectors: [sector] });
  if (sector && country) out.push({ sectors: [sector], locations: [country] });
  if (country) out.push({ stages, locations: [country] });
  out.push({ stages });
  return out;
}

/** The stable id of a recommendation: a uuid made of the company and the filters (same company, same id). */
export function recommendationId(tenantExternalId: string, filters: FunderFilters): string {
  const h = createHash('sha1')
    .update(`${tenantExternalId}|${JSON.stringify(filters)}`)
    .digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The name of a recommendation, in the user's language: 'Series A SaaS investors in US', 'Seed investors'. */
export const recommendationName = (f: FunderFilters, lang: NameLang = 'en'): string => listNameOf(f, lang);
