import { FUNDER_SECTORS, INVESTOR_STAGES, type FunderType, type InvestorStage } from '@atrium/contract';
import type { FunderStore, NewFunder } from './funder-store.ts';
import { locationKeysOf } from './search-filter.ts';

/** How many fictional funders the demo ships: firms first, then the people who work at them. */
export const DEMO_FIRMS = 1_800;
export const DEMO_PEOPLE = 900;

/** A small seeded generator (mulberry32), so every demo database holds the same investors. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]) => xs[int(xs.length)];
  const some = <T>(xs: readonly T[], max: number) => [...new Set(Array.from({ length: 1 + int(max) }, () => pick(xs)))];
  return { next, int, pick, some };
}

const FIRST = [
  'Aster',
  'Brindle',
  'Corvo',
  'Dunmore',
  'Elowen',
  'Fennick',
  'Galloway',
  'Halvern',
  'Isola',
  'Jorvik',
  'Kestrel',
  'Lumen',
  'Marrow',
  'Nimbus',
  'Oakhaven',
  'Pellucid',
  'Quarry',
  'Rook',
  'Saltmarsh',
  'Tamsin',
  'Umber',
  'Vantage',
  'Wrenfield',
  'Yarrow',
  'Zephyr',
  'Bluefin',
  'Copperleaf',
  'Driftwood',
  'Emberly',
  'Foxglove',
];
const SECOND = [
  'Harbor',
  'Ridge',
  'Peak',
  'Lane',
  'Grove',
  'Bridge',
  'Field',
  'Hollow',
  'Point',
  'Stone',
  'Vale',
  'Crest',
  'Brook',
  'Gate',
  'Works',
  'North',
  'Light',
  'Forge',
];
const FIRM = ['Ventures', 'Capital', 'Partners', 'Fund', 'Seed Fund', 'Growth', 'Angels', 'Labs', 'Collective'];
const ORG = ['Accelerator', 'Corporate Ventures', 'Family Office', 'Foundation', 'Studio'];
const GIVEN = [
  'Ada',
  'Bruno',
  'Carmen',
  'Dario',
  'Elena',
  'Farid',
  'Greta',
  'Hiro',
  'Inés',
  'Jonas',
  'Kira',
  'Luca',
  'Maya',
  'Nils',
  'Olga',
  'Pablo',
  'Rosa',
  'Sami',
  'Tove',
  'Uri',
  'Vera',
  'Wim',
  'Yara',
  'Zoe',
];
const FAMILY = [
  'Abernathy',
  'Bellweather',
  'Castellane',
  'Drummond',
  'Estrada',
  'Fairbairn',
  'Galindo',
  'Holloway',
  'Ibarra',
  'Jessop',
  'Kowalczyk',
  'Lindqvist',
  'Montague',
  'Navarro',
  'Okonkwo',
  'Pemberton',
  'Quintero',
  'Rasmussen',
];
const PLACES: [string, string | null, string][] = [
  ['San Francisco', 'CA', 'US'],
  ['New York', 'NY', 'US'],
  ['Austin', 'TX', 'US'],
  ['Boston', 'MA', 'US'],
  ['Miami', 'FL', 'US'],
  ['Seattle', 'WA', 'US'],
  ['Chicago', 'IL', 'US'],
  ['Los Angeles', 'CA', 'US'],
  ['London', null, 'GB'],
  ['Berlin', null, 'DE'],
  ['Paris', null, 'FR'],
  ['Madrid', null, 'ES'],
  ['Barcelona', null, 'ES'],
  ['Mexico City', null, 'MX'],
  ['São Paulo', null, 'BR'],
  ['Bogotá', null, 'CO'],
  ['Toronto', null, 'CA'],
  ['Stockholm', null, 'SE'],
  ['Amsterdam', null, 'NL'],
  ['Singapore', null, 'SG'],
];
const CHECK: Record<InvestorStage, [number, number]> = {
  PRE_SEED: [25_000, 250_000],
  SEED: [100_000, 2_000_000],
  SERIES_A: [1_000_000, 10_000_000],
  SERIES_B: [5_000_000, 30_000_000],
  SERIES_C: [15_000_000, 60_000_000],
  GROWTH: [25_000_000, 150_000_000],
};
const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The generated investors: varied names, kinds, places, stages, sectors and check sizes; websites under .example. */
export function demoFunders(firms = DEMO_FIRMS, people = DEMO_PEOPLE) {
  const r = seeded(20261126);
  const firmRows: NewFunder[] = [];
  const seen = new Set<string>();
  for (let i = 0; firmRows.length < firms; i++) {
    const isOrg = r.next() < 0.25;
    const name = `${r.pick(FIRST)} ${r.pick(SECOND)} ${isOrg ? r.pick(ORG) : r.pick(FIRM)}`;
    const key = `demo:${slug(name)}`;
    if (seen.has(key)) {
      if (i > firms * 20) break;
      continue;
    }
    seen.add(key);
    const [city, stateCode, countryCode] = r.pick(PLACES);
    const stages = (r.some(INVESTOR_STAGES.slice(0, 5), 2) as InvestorStage[]).sort(
      (a, b) => INVESTOR_STAGES.indexOf(a) - INVESTOR_STAGES.indexOf(b),
    );
    const lo = CHECK[stages[0]][0];
    const hi = CHECK[stages[stages.length - 1]][1];
    const sectors = r.some(FUNDER_SECTORS, 3);
    const type: FunderType = isOrg ? 'ORGANIZATION' : 'INVESTOR';
    firmRows.push({
      sourceKey: key,
      type,
      name,
      website: `https://${slug(name)}.example`,
      shortDescription: `Fictional demo ${isOrg ? 'organization' : 'fund'} backing ${sectors.join(', ')} companies.`,
      city,
      stateCode,
      countryCode,
      locationKeys: locationKeysOf({ city, stateCode, countryCode }),
      roles: [isOrg ? 'organization' : 'investor'],
      rank: 1 + firmRows.length,
      investmentCount: 5 + r.int(400),
      organizationFoundedCount: isOrg ? r.int(5) : 0,
      stages,
      sectors: [...sectors],
      checkSizeMin: lo,
      checkSizeMax: hi,
    });
  }
  const personRows: (NewFunder & { firmKey: string })[] = [];
  for (let i = 0; personRows.length < people && i < people * 20; i++) {
    const firm = firmRows[r.int(firmRows.length)];
    const name = `${r.pick(GIVEN)} ${r.pick(FAMILY)}`;
    const key = `demo:person:${slug(name)}:${slug(firm.name)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    personRows.push({
      sourceKey: key,
      firmKey: firm.sourceKey,
      type: 'PERSON',
      name,
      website: null,
      shortDescription: `Fictional ${r.pick(['Partner', 'Principal', 'Angel investor', 'Associate'])} at ${firm.name}.`,
      city: firm.city,
      stateCode: firm.stateCode,
      countryCode: firm.countryCode,
      locationKeys: firm.locationKeys,
      roles: [r.pick(['partner', 'principal', 'angel', 'associate'])],
      rank: null,
      investmentCount: r.int(60),
      organizationFoundedCount: r.int(3),
      stages: firm.stages,
      sectors: firm.sectors,
      checkSizeMin: firm.checkSizeMin,
      checkSizeMax: firm.checkSizeMax,
    });
  }
  return { firms: firmRows, people: personRows };
}

/** Fills an empty investor database with the generated fictional set (does nothing when funders exist). */
export async function seedDemoFunders(store: FunderStore) {
  if ((await store.total()) > 0) return 0;
  const { firms, people } = demoFunders();
  const ids = new Map<string, number>();
  for (let i = 0; i < firms.length; i += 500)
    for (const [k, id] of await store.upsert(firms.slice(i, i + 500))) ids.set(k, id);
  for (let i = 0; i < people.length; i += 500)
    await store.upsert(
      people.slice(i, i + 500).map(({ firmKey, ...p }) => ({ ...p, organizationId: ids.get(firmKey) })),
    );
  return firms.length + people.length;
}
