import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { and } from 'drizzle-orm';
import { createLocationService } from '../locations/service.ts';
import { checkSizeOf, detectLayout, parseRow, stagesOf, typeOf } from './import-rows.ts';
import { readFunderCsv } from './import-file.ts';
import { placesOf } from './places.ts';
import { containsPattern, funderFilter } from './search-filter.ts';
import { demoFunders } from './demo-seed.ts';

const places = placesOf(createLocationService());
const CB_HEADER = [
  'Organization/Person Name',
  'Organization/Person Name URL',
  'Investor Type',
  'Location',
  'Description',
  'Number of Investments',
  'Investment Stage',
  'Website',
  'CB Rank (Investor)',
  'Industries',
];
const csv = (rows: string[][]) => rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n');

describe('import row parsing', () => {
  it('reads a Crunchbase investor export row', () => {
    const r = parseRow(
      'CRUNCHBASE',
      CB_HEADER,
      [
        'Quillon Peak Ventures',
        'https://www.crunchbase.com/organization/quillon-peak-ventures',
        'Venture Capital, Micro VC',
        'San Francisco, California, United States',
        'Early-stage fund',
        '1,204',
        'Seed, Early Stage Venture',
        'quillonpeak.example',
        '57',
        'FinTech, Artificial Intelligence',
      ],
      places,
    );
    expect(r).toMatchObject({
      ok: true,
      funder: {
        sourceKey: 'cb:quillon-peak-ventures',
        type: 'INVESTOR',
        name: 'Quillon Peak Ventures',
        city: 'San Francisco',
        stateCode: 'CA',
        countryCode: 'US',
        locationKeys: ['san francisco', 'ca', 'us'],
        investmentCount: 1204,
        rank: 57,
        stages: ['SEED', 'SERIES_A'],
        sectors: ['fintech', 'artificial intelligence'],
        website: 'https://quillonpeak.example',
      },
    });
  });

  it('reads a plain spreadsheet row with a check size range', () => {
    const header = ['Name', 'Type', 'Website', 'Location', 'Stages', 'Sectors', 'Check size'];
    const r = parseRow(
      'SPREADSHEET',
      header,
      ['Ana Ibarra', 'Angel', '', 'Madrid, Spain', 'pre-seed; seed', 'Climate', '$25k - $150k'],
      places,
    );
    expect(r).toMatchObject({
      ok: true,
      funder: {
        type: 'PERSON',
        sourceKey: 'name:person:ana-ibarra',
        city: 'Madrid',
        countryCode: 'ES',
        stages: ['PRE_SEED', 'SEED'],
        sectors: ['climate'],
        checkSizeMin: 25_000,
        checkSizeMax: 150_000,
      },
    });
    const firm = parseRow(
      'SPREADSHEET',
      header,
      ['Firm', 'investor', 'https://www.firm.example/about', '', '', '', '1M'],
      places,
    );
    expect(firm).toMatchObject({
      ok: true,
      funder: { sourceKey: 'web:firm.example', checkSizeMin: 1_000_000, checkSizeMax: 1_000_000 },
    });
  });

  it('refuses rows with a reason', () => {
    const header = ['Name', 'Type', 'Check size'];
    expect(parseRow('SPREADSHEET', header, ['', 'investor', ''], places)).toEqual({ ok: false, error: 'Missing name' });
    expect(parseRow('SPREADSHEET', header, ['X', 'spaceship', ''], places)).toMatchObject({ ok: false });
    expect(parseRow('SPREADSHEET', header, ['X', '', 'lots'], places)).toEqual({
      ok: false,
      error: "Unreadable check size 'lots'",
    });
    expect(checkSizeOf('$2M-$1M')).toMatch(/above maximum/);
    expect(parseRow('CRUNCHBASE', CB_HEADER, ['X', '', '', '', '', '', '', '', 'first', ''], places)).toMatchObject({
      ok: false,
      error: "Unreadable rank 'first'",
    });
  });

  it('maps stage words and kinds', () => {
    expect(stagesOf('Pre-Seed, Late Stage Venture, Private Equity, series_b')).toEqual([
      'PRE_SEED',
      'SERIES_C',
      'GROWTH',
      'SERIES_B',
    ]);
    expect(typeOf('Corporate Venture Capital')).toBe('ORGANIZATION');
    expect(typeOf('Individual/Angel')).toBe('PERSON');
    expect(typeOf('')).toBe('INVESTOR');
  });

  it('detects the layout from the header or says what is wrong', () => {
    expect(detectLayout(CB_HEADER)).toEqual({ layout: 'CRUNCHBASE' });
    expect(detectLayout([' name ', 'Type'])).toEqual({ layout: 'SPREADSHEET' });
    expect(detectLayout(['foo', 'bar'])).toHaveProperty('error');
  });
});

describe('import files', () => {
  it('reads a generated Crunchbase export, reporting broken rows by line', async () => {
    const rows = [CB_HEADER];
    for (let i = 0; i < 50; i++)
      rows.push([
        `Fund ${i}`,
        `https://www.crunchbase.com/organization/fund-${i}`,
        'Venture Capital',
        'Berlin, Germany',
        '',
        '3',
        'Seed',
        '',
        String(i + 1),
        'SaaS',
      ]);
    rows.push(['', '', '', '', '', '', '', '', '', '']); // line 52: blank, skipped
    rows.push(['', '', 'Venture Capital', '', '', '', '', '', '', '']); // line 53: no name
    rows.push(['Broken', '', 'Venture Capital', '', '', '', '', '', 'n/a', '']); // line 54
    const r = await readFunderCsv(csv(rows), places);
    expect(r).toMatchObject({ ok: true, layout: 'CRUNCHBASE', rows: 52 });
    if (!r.ok) return;
    expect(r.funders).toHaveLength(50);
    expect(r.errors).toEqual([
      { line: 53, error: 'Missing name' },
      { line: 54, error: "Unreadable rank 'n/a'" },
    ]);
  });

  it('keeps the last of duplicate keys and refuses malformed files whole', async () => {
    const sheet = csv([
      ['name', 'type', 'website'],
      ['A', 'investor', 'a.example'],
      ['A again', 'investor', 'https://a.example'],
    ]);
    const r = await readFunderCsv(sheet, places);
    expect(r.ok && r.funders.map((f) => f.name)).toEqual(['A again']);
    expect(await readFunderCsv('', places)).toMatchObject({ ok: false });
    expect(await readFunderCsv('colour,size\nred,1', places)).toMatchObject({
      ok: false,
      error: expect.stringContaining('Unrecognised columns'),
    });
    expect(await readFunderCsv('name\n', places)).toMatchObject({
      ok: false,
      error: expect.stringContaining('no rows'),
    });
    expect(await readFunderCsv('name,type\n"unterminated,investor\n', places)).toMatchObject({ ok: false });
  });
});

describe('search filter building', () => {
  const dialect = new PgDialect();

  it('binds every value as a placeholder and combines the filters', () => {
    const f = funderFilter({
      name: 'Ab_c%',
      types: ['INVESTOR'],
      stages: ['SEED', 'SEED'],
      sectors: [' FinTech '],
      locations: ['US'],
      checkSizeMin: 100,
      checkSizeMax: 900,
    });
    const { sql } = dialect.sqlToQuery(and(...f.conds)!);
    expect(sql).toContain('lower("funders"."name") like $1');
    // One array parameter per list whatever its length: a search's text depends only on which filters it has.
    expect(sql).toContain('"funders"."stages" && $3::text[]');
    expect(sql).toContain('"funders"."check_size_max" is null or "funders"."check_size_max" >= $6');
    expect(f.values).toEqual({
      filterName: '%ab\\_c\\%%',
      types: ['INVESTOR'],
      stages: ['SEED'],
      sectors: ['fintech'],
      locations: ['us'],
      checkSizeMin: 100,
      checkSizeMax: 900,
    });
    expect(f.key).toBe('filterName,types,stages,sectors,locations,checkSizeMin,checkSizeMax');
    expect(funderFilter({ stages: ['GROWTH', 'SEED', 'SERIES_A'], name: 'x' }).key).toBe('filterName,stages');
  });

  it('has no condition for empty filters and a forced kind for kind searches', () => {
    expect(funderFilter({}).conds).toEqual([]);
    expect(funderFilter({}, 'PERSON').values).toEqual({ types: ['PERSON'] });
    expect(containsPattern('  ')).toBeNull();
  });

  it('generates the same fictional demo set every time', () => {
    const a = demoFunders(50, 20);
    const b = demoFunders(50, 20);
    expect(a).toEqual(b);
    expect(new Set(a.firms.map((f) => f.sourceKey)).size).toBe(50);
    for (const f of a.firms) expect(f.website).toMatch(/\.example$/);
  });
});
