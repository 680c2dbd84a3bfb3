import { describe, expect, it } from 'vitest';
import { FUNDRAISING_LIMITS } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { DEMO_FIRMS, DEMO_PEOPLE } from './demo-seed.ts';
import { F, expectValidation, fundCompany, testFunder } from './test-support.ts';
import { readFunderCsv } from './import-file.ts';
import { placesOf } from './places.ts';
import { createLocationService } from '../locations/service.ts';

const t = await useTestApp({}, { seedFunders: true });
const co = await fundCompany(t, 'Search', 'growth');
const call = co.asOwner;
type Item = {
  externalId: string;
  name: string;
  type: string;
  stages: string[];
  sectors: string[];
  city: string | null;
  countryCode: string | null;
  checkSizeMin: number | null;
  checkSizeMax: number | null;
  organization: { externalId: string } | null;
};

describe('funder search (/api/funder)', () => {
  it('finds investors by a part of their name, of every kind or of one kind, a page of 50 at a time', async () => {
    const all = await call('GET', `${F}/search`);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.content.items).toHaveLength(50);

    const next = await call('GET', `${F}/search?page=1`);
    const first = new Set(all.body.content.items.map((f: Item) => f.externalId));
    expect(next.body.content.items.some((f: Item) => first.has(f.externalId))).toBe(false);

    const r = await call('GET', `${F}/search?name=${encodeURIComponent('HARBOR')}&pageSize=100`);
    expect(r.body.content.total).toBeGreaterThan(0);
    for (const f of r.body.content.items as Item[]) expect(f.name.toLowerCase()).toContain('harbor');

    for (const [path, type] of [
      ['search/investor', 'INVESTOR'],
      ['organization', 'ORGANIZATION'],
      ['person', 'PERSON'],
    ]) {
      const k = await call('GET', `${F}/${path}?name=a`);
      expect(k.body.content.total).toBeGreaterThan(0);
      expect(new Set(k.body.content.items.map((f: Item) => f.type))).toEqual(new Set([type]));
    }
    // LIKE wildcards in the term are taken literally
    expect((await call('GET', `${F}/search?name=%25%25`)).body.content.total).toBe(0);
  });

  it('counts the matches only 1,000 past the page: beyond that the total is a lower bound (totalCapped)', async () => {
    expect(DEMO_FIRMS + DEMO_PEOPLE).toBeGreaterThan(FUNDRAISING_LIMITS.countCap + 100);
    const first = (await call('GET', `${F}/search`)).body.content;
    expect(first).toMatchObject({ page: 0, total: FUNDRAISING_LIMITS.countCap, totalCapped: true });
    const third = (await call('GET', `${F}/search?page=2`)).body.content;
    expect(third).toMatchObject({ page: 2, total: 100 + FUNDRAISING_LIMITS.countCap, totalCapped: true });
    const advanced = (await call('POST', `${F}/advanced-search`, { filters: {} })).body.content;
    expect(advanced).toMatchObject({ total: FUNDRAISING_LIMITS.countCap, totalCapped: true });
    // Fewer matches than the cap: the exact count
    const few = (await call('POST', `${F}/advanced-search`, { filters: { locations: ['madrid'], name: 'ventures' } }))
      .body.content;
    expect(few.totalCapped).toBe(false);
    expect(few.total).toBe(few.items.length);
  });

  it('a broad term past the cap: names starting with it first, in rank order; a page past the end keeps the total', async () => {
    const many = Array.from({ length: FUNDRAISING_LIMITS.countCap + 1 }, (_, i) =>
      testFunder(`Wombatfund ${String(i).padStart(4, '0')}`, null),
    );
    await t.services.fundraising.importRows([
      ...many,
      testFunder('Early Wombatfund', 1),
      testFunder('Wombatfund Leader', 7),
      testFunder('Wombatfund Second', 9),
    ]);
    const search = async (page: number, pageSize: number) => {
      const r = await call('POST', `${F}/advanced-search`, { filters: { name: 'wombatfund' }, page, pageSize });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.content;
    };
    const first = await search(0, 3);
    expect(first).toMatchObject({ total: FUNDRAISING_LIMITS.countCap, totalCapped: true });
    expect(first.items.map((f: Item) => f.name)).toEqual(['Wombatfund Leader', 'Wombatfund Second', 'Wombatfund 0000']);
    // Past the cap the matches are all counted again: the other names containing the term come after those starting with it.
    const last = await search(20, 50);
    expect(last).toMatchObject({ total: FUNDRAISING_LIMITS.countCap + 4, totalCapped: false });
    expect(last.items.map((f: Item) => f.name)).toEqual([
      'Wombatfund 0998',
      'Wombatfund 0999',
      'Wombatfund 1000',
      'Early Wombatfund',
    ]);
    const beyond = await search(30, 50);
    expect(beyond).toMatchObject({ items: [], total: FUNDRAISING_LIMITS.countCap + 4, totalCapped: false });
  });

  it('lists names starting with the term first, then by rank, page after page', async () => {
    await t.services.fundraising.importRows([
      testFunder('Alpha Quokkafund', 1),
      testFunder('Quokkafund Zeta', null),
      testFunder('Beta Quokkafund', 2),
      testFunder('Quokkafund Prime', 500),
      testFunder('Gamma Quokkafund', null),
    ]);
    const names = async (page: number, filters = {}) => {
      const r = await call('POST', `${F}/advanced-search`, {
        filters: { ...filters, name: 'QUOKKAFUND' },
        page,
        pageSize: 2,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.content).toMatchObject({ total: 5, totalCapped: false });
      return r.body.content.items.map((f: Item) => f.name);
    };
    const expected = ['Quokkafund Prime', 'Quokkafund Zeta', 'Alpha Quokkafund', 'Beta Quokkafund', 'Gamma Quokkafund'];
    expect([...(await names(0)), ...(await names(1)), ...(await names(2))]).toEqual(expected);
    const filtered = { stages: ['SEED'], sectors: ['fintech'], locations: ['austin'] };
    expect([...(await names(0, filtered)), ...(await names(1, filtered)), ...(await names(2, filtered))]).toEqual(
      expected,
    );
    expect(
      (await call('GET', `${F}/search/investor?name=quokkafund&pageSize=3`)).body.content.items.map(
        (f: Item) => f.name,
      ),
    ).toEqual(expected.slice(0, 3));
  });

  it('filters by stage, sector, location, check size and kind together', async () => {
    const filters = {
      stages: ['SEED'],
      sectors: ['Fintech'],
      locations: ['us'],
      checkSizeMin: 500_000,
      checkSizeMax: 1_000_000,
      types: ['INVESTOR', 'PERSON'],
    };
    const r = await call('POST', `${F}/advanced-search`, { filters, pageSize: 100 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const items = r.body.content.items as Item[];
    expect(items.length).toBeGreaterThan(0);
    for (const f of items) {
      expect(f.stages).toContain('SEED');
      expect(f.sectors).toContain('fintech');
      expect(f.countryCode).toBe('US');
      expect(['INVESTOR', 'PERSON']).toContain(f.type);
      expect(f.checkSizeMin ?? 0).toBeLessThanOrEqual(1_000_000);
      expect(f.checkSizeMax ?? Infinity).toBeGreaterThanOrEqual(500_000);
    }
    const madrid = await call('POST', `${F}/advanced-search`, { filters: { locations: ['Madrid'], name: 'ventures' } });
    for (const f of madrid.body.content.items as Item[]) {
      expect(f.city).toBe('Madrid');
      expect(f.name.toLowerCase()).toContain('ventures');
    }
    const none = await call('POST', `${F}/advanced-search`, { filters: { sectors: ['no-such-sector'] } });
    expect(none.body.content).toMatchObject({ total: 0, items: [] });
  });

  it('answers 400 naming the field for bad filters', async () => {
    expectValidation(
      await call('POST', `${F}/advanced-search`, { filters: { stages: ['LATE'] } }),
      'body.filters.stages.0',
    );
    expectValidation(
      await call('POST', `${F}/advanced-search`, { filters: { checkSizeMin: 5, checkSizeMax: 1 } }),
      'body.filters.checkSizeMax',
    );
    expectValidation(await call('POST', `${F}/advanced-search`, { filters: { colour: 'red' } }), 'body.filters');
    expectValidation(await call('POST', `${F}/advanced-search`, { filters: {}, pageSize: 1000 }), 'body.pageSize');
    expectValidation(await call('GET', `${F}/search?page=-1`), 'querystring.page');
  });

  it('lists the people of an organization and shows a person with their organization', async () => {
    const people = await call('GET', `${F}/person?pageSize=5`);
    const person = (people.body.content.items as Item[]).find((p) => p.organization)!;
    expect(person).toBeTruthy();
    const org = await call('GET', `${F}/${person.organization!.externalId}/people-associated`);
    expect(org.status).toBe(200);
    expect(org.body.content.map((p: Item) => p.externalId)).toContain(person.externalId);
    expect((await call('GET', `${F}/${person.externalId}`)).body.content.name).toBe(person.name);
    expect((await call('GET', `${F}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('saves searches per member: listed, reopened, deleted; another member or company gets 404', async () => {
    const s = await call('POST', `${F}/saved-search`, { name: 'Seed fintech', filters: { stages: ['SEED'] } });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    const id = s.body.content.externalId;
    expect(
      (await call('GET', `${F}/saved-search`)).body.content.map((x: { externalId: string }) => x.externalId),
    ).toContain(id);
    expect((await call('GET', `${F}/saved-search/${id}`)).body.content.filters).toEqual({ stages: ['SEED'] });
    expect((await co.asMember('GET', `${F}/saved-search/${id}`)).status).toBe(404);
    const other = await fundCompany(t, 'Other', 'growth');
    expect((await other.asOwner('GET', `${F}/saved-search/${id}`)).status).toBe(404);
    expect((await other.asOwner('DELETE', `${F}/saved-search/${id}`)).status).toBe(404);
    expectValidation(await call('POST', `${F}/saved-search`, { name: ' ', filters: {} }), 'body.name');
    expect((await call('DELETE', `${F}/saved-search/${id}`)).status).toBe(200);
    expect((await call('GET', `${F}/saved-search/${id}`)).status).toBe(404);
  });

  it('is refused to a company whose plan has no smartlists', async () => {
    const free = await fundCompany(t, 'Free', null);
    const r = await free.asOwner('GET', `${F}/search?name=a`);
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('MODULE_NOT_IN_PLAN');
  });

  it('imports a spreadsheet idempotently (same key updates) and links people to their organization', async () => {
    const file = [
      'name,type,website,location,stages,sectors,check size,organization',
      'Zebulon Test Capital,investor,zebulon.example,"Austin, US",seed,fintech,$100k-$1M,',
      'Yara Zebulon,angel,,"Austin, US",seed,fintech,$25k,Zebulon Test Capital',
    ].join('\n');
    const places = placesOf(createLocationService());
    const parsed = await readFunderCsv(file, places);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(await t.services.fundraising.importRows(parsed.funders)).toEqual({ written: 2, linked: 1 });
    const before = (await call('GET', `${F}/search?name=zebulon`)).body.content.total;
    expect(before).toBe(2);
    const again = await readFunderCsv(file.replace('fintech,$100k-$1M', 'climate,$200k-$2M'), places);
    if (!again.ok) throw new Error(again.error);
    await t.services.fundraising.importRows(again.funders);
    expect((await call('GET', `${F}/search?name=zebulon`)).body.content.total).toBe(before);
    const firm = (await call('GET', `${F}/search?name=zebulon test`)).body.content.items[0];
    expect(firm).toMatchObject({
      sectors: ['climate'],
      checkSizeMin: 200_000,
      checkSizeMax: 2_000_000,
      city: 'Austin',
    });
    const people = await call('GET', `${F}/${firm.externalId}/people-associated`);
    expect(people.body.content.map((p: Item) => p.name)).toEqual(['Yara Zebulon']);
  });
});
