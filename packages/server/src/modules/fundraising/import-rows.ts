import { INVESTOR_STAGES, type FunderType, type InvestorStage } from '@atrium/contract';
import { locationKeysOf } from './search-filter.ts';

/** The two column layouts the import reads: a Crunchbase investor export and a plain spreadsheet. */
export type ImportLayout = 'CRUNCHBASE' | 'SPREADSHEET';

/** A funder read from one row, ready to upsert by its source key. */
export interface ImportedFunder {
  sourceKey: string;
  type: FunderType;
  name: string;
  website: string | null;
  logoUrl: string | null;
  shortDescription: string | null;
  city: string | null;
  stateCode: string | null;
  countryCode: string | null;
  locationKeys: string[];
  roles: string[];
  rank: number | null;
  investmentCount: number;
  organizationFoundedCount: number;
  stages: InvestorStage[];
  sectors: string[];
  checkSizeMin: number | null;
  checkSizeMax: number | null;
  /** For a person: the name of their organization (linked when the database holds it). */
  organizationName: string | null;
}

export interface Places {
  /** ISO code of a country given by name or code, or null. */
  countryCode: (text: string) => string | null;
  stateCode: (country: string | null, state: string) => string | null | undefined;
}

export type RowResult = { ok: true; funder: ImportedFunder } | { ok: false; error: string };

const norm = (h: string) => h.trim().toLowerCase().replace(/\s+/g, ' ');

/** Header names (normalised) of each field, per layout; the first present wins. */
const COLUMNS = {
  CRUNCHBASE: {
    name: ['organization/person name', 'investor name', 'organization name', 'name'],
    url: ['organization/person name url', 'organization name url', 'cb url'],
    type: ['investor type', 'primary job title'],
    location: ['location', 'headquarters location'],
    description: ['description', 'short description'],
    investments: ['number of investments'],
    founded: ['number of founded organizations'],
    stages: ['investment stage', 'investment stages'],
    sectors: ['industries', 'investor industries', 'industry groups'],
    website: ['website'],
    rank: ['cb rank (investor)', 'cb rank (organization)', 'cb rank (person)', 'cb rank (company)'],
    logo: ['logo', 'image url'],
    organization: ['primary organization'],
  },
  SPREADSHEET: {
    name: ['name'],
    type: ['type', 'kind'],
    website: ['website', 'url'],
    location: ['location'],
    stages: ['stages', 'stage'],
    sectors: ['sectors', 'sector', 'industries'],
    checkSize: ['check size', 'check_size', 'ticket'],
    description: ['description'],
    organization: ['organization', 'firm'],
  },
} as const;
type Field<L extends ImportLayout> = keyof (typeof COLUMNS)[L];

/** Which layout a header belongs to, or an error naming what is missing. */
export function detectLayout(header: string[]): { layout: ImportLayout } | { error: string } {
  const h = new Set(header.map(norm));
  if (
    ['organization/person name', 'investor name', 'cb rank (investor)'].some((c) => h.has(c)) ||
    [...h].some((c) => c.startsWith('cb rank'))
  )
    return h.has('organization/person name') || h.has('investor name') || h.has('organization name') || h.has('name')
      ? { layout: 'CRUNCHBASE' }
      : { error: 'The Crunchbase export has no name column (Organization/Person Name)' };
  if (h.has('name')) return { layout: 'SPREADSHEET' };
  return {
    error:
      'Unrecognised columns: expected a Crunchbase investor export (Organization/Person Name, …) or a spreadsheet with a Name column',
  };
}

/** Reads the columns of a layout from a header into field → index. */
export function columnIndex<L extends ImportLayout>(layout: L, header: string[]) {
  const h = header.map(norm);
  const idx = {} as Record<Field<L>, number>;
  for (const [field, names] of Object.entries(COLUMNS[layout]) as [Field<L>, readonly string[]][])
    idx[field] = names.map((n) => h.indexOf(n)).find((i) => i >= 0) ?? -1;
  return idx;
}

const list = (v: string) =>
  v
    .split(/[,;|]/)
    .map((x) => x.trim())
    .filter(Boolean);
const slug = (v: string) =>
  v
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Crunchbase and spreadsheet stage words → the stages the search filters on. */
export function stagesOf(text: string): InvestorStage[] {
  const out = new Set<InvestorStage>();
  for (const raw of list(text)) {
    const s = raw.toLowerCase().replace(/[\s_-]+/g, ' ');
    if (/pre ?seed/.test(s)) out.add('PRE_SEED');
    else if (/seed|angel/.test(s)) out.add('SEED');
    else if (/early stage/.test(s) || /series a/.test(s)) out.add('SERIES_A');
    else if (/series b/.test(s)) out.add('SERIES_B');
    else if (/late stage|series c|series d/.test(s)) out.add('SERIES_C');
    else if (/growth|private equity|debt|ipo/.test(s)) out.add('GROWTH');
    else {
      const code = s.toUpperCase().replace(/ /g, '_') as InvestorStage;
      if ((INVESTOR_STAGES as readonly string[]).includes(code)) out.add(code);
    }
  }
  return [...out];
}

/** '$100k', '1.5M', '250000', '2m' → dollars; null when not a number. */
export function moneyOf(text: string): number | null {
  const m = text
    .trim()
    .toLowerCase()
    .replace(/[$€£,\s]|usd/g, '')
    .match(/^(\d+(?:\.\d+)?)([kmb]?)$/);
  if (!m) return null;
  const mult = { '': 1, k: 1e3, m: 1e6, b: 1e9 }[m[2] as '' | 'k' | 'm' | 'b'];
  return Math.round(Number(m[1]) * mult);
}

/** '$100k-$1M', '100000 – 1000000', '$500k' → [min, max]; an error text when unreadable. */
export function checkSizeOf(text: string): { min: number | null; max: number | null } | string {
  const t = text.trim();
  if (!t) return { min: null, max: null };
  const parts = t.split(/\s*(?:-|–|—|to)\s*/i).filter(Boolean);
  const nums = parts.map(moneyOf);
  if (!parts.length || parts.length > 2 || nums.some((n) => n === null)) return `Unreadable check size '${t}'`;
  const [a, b = a] = nums as number[];
  if (a > b) return `Check size minimum above maximum in '${t}'`;
  return { min: a, max: b };
}

/** Funder kind from a type text: a person for angels and individuals, an organization for firms, else an investor. */
export function typeOf(text: string): FunderType | null {
  const s = text.trim().toLowerCase();
  if (!s) return 'INVESTOR';
  if (['person', 'organization', 'investor'].includes(s)) return s.toUpperCase() as FunderType;
  if (/angel|individual|person|partner/.test(s)) return 'PERSON';
  if (/corporate|company|accelerator|incubator|family office|organization/.test(s)) return 'ORGANIZATION';
  if (/venture|vc|fund|capital|investor|private equity|syndicate|micro/.test(s)) return 'INVESTOR';
  return null;
}

/** 'City, Region, Country' (Crunchbase) or 'City, Country' → the three location fields. */
export function locationOf(text: string, places: Places) {
  const parts = list(text.replace(/;/g, ','));
  if (!parts.length) return { city: null, stateCode: null, countryCode: null };
  const country = parts.length > 1 ? places.countryCode(parts[parts.length - 1]) : places.countryCode(parts[0]);
  const city = parts.length > 1 || !country ? parts[0] : null;
  const state = parts.length > 2 ? (places.stateCode(country, parts[1]) ?? parts[1]) : null;
  return { city, stateCode: state, countryCode: country };
}

const websiteOf = (v: string) => {
  const t = v.trim();
  if (!t) return null;
  return /^https?:\/\//i.test(t) ? t : `https://${t}`;
};
const hostOf = (url: string | null) => {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '').toLowerCase() || null;
  } catch {
    return null;
  }
};
const intOf = (v: string) => {
  const n = Number(v.replace(/[,\s]/g, ''));
  return v.trim() && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
};

/**
 * One data row of either layout → a funder, or the reason the row is refused. The stable key is the Crunchbase
 * permalink when there is one, else the website's host, else the name's slug with the kind.
 */
export function parseRow(layout: ImportLayout, header: string[], row: string[], places: Places): RowResult {
  const get = (i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');
  if (layout === 'CRUNCHBASE') {
    const c = columnIndex('CRUNCHBASE', header);
    const name = get(c.name);
    if (!name) return { ok: false, error: 'Missing name' };
    const type = typeOf(get(c.type));
    if (!type) return { ok: false, error: `Unknown investor type '${get(c.type)}'` };
    const website = websiteOf(get(c.website));
    const permalink = get(c.url).split('/').filter(Boolean).pop();
    const rankText = get(c.rank);
    const rank = rankText ? intOf(rankText) : null;
    if (rankText && rank === null) return { ok: false, error: `Unreadable rank '${rankText}'` };
    return {
      ok: true,
      funder: finish({
        sourceKey: permalink ? `cb:${permalink.toLowerCase()}` : keyOf(name, type, website),
        type,
        name,
        website,
        logoUrl: websiteOf(get(c.logo)),
        shortDescription: get(c.description) || null,
        ...locationOf(get(c.location), places),
        roles: list(get(c.type)),
        rank,
        investmentCount: intOf(get(c.investments)) ?? 0,
        organizationFoundedCount: intOf(get(c.founded)) ?? 0,
        stages: stagesOf(get(c.stages)),
        sectors: list(get(c.sectors)).map((s) => s.toLowerCase()),
        checkSizeMin: null,
        checkSizeMax: null,
        organizationName: get(c.organization) || null,
      }),
    };
  }
  const c = columnIndex('SPREADSHEET', header);
  const name = get(c.name);
  if (!name) return { ok: false, error: 'Missing name' };
  const type = typeOf(get(c.type));
  if (!type) return { ok: false, error: `Unknown type '${get(c.type)}' (use person, organization or investor)` };
  const check = checkSizeOf(get(c.checkSize));
  if (typeof check === 'string') return { ok: false, error: check };
  const website = websiteOf(get(c.website));
  if (website && !hostOf(website)) return { ok: false, error: `Unreadable website '${get(c.website)}'` };
  return {
    ok: true,
    funder: finish({
      sourceKey: keyOf(name, type, website),
      type,
      name,
      website,
      logoUrl: null,
      shortDescription: get(c.description) || null,
      ...locationOf(get(c.location), places),
      roles: [],
      rank: null,
      investmentCount: 0,
      organizationFoundedCount: 0,
      stages: stagesOf(get(c.stages)),
      sectors: list(get(c.sectors)).map((s) => s.toLowerCase()),
      checkSizeMin: check.min,
      checkSizeMax: check.max,
      organizationName: get(c.organization) || null,
    }),
  };
}

function keyOf(name: string, type: FunderType, website: string | null) {
  const host = hostOf(website);
  return type !== 'PERSON' && host ? `web:${host}` : `name:${type.toLowerCase()}:${slug(name)}`;
}
const finish = (f: Omit<ImportedFunder, 'locationKeys'>): ImportedFunder => ({ ...f, locationKeys: locationKeysOf(f) });
