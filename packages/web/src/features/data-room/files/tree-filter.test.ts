import { describe, expect, it } from 'vitest';
import { taxonomyEntry, type TaxonomyEntry } from '@atrium/contract';
import { countsFromStats, levelColour, visibleTaxonomy } from './tree-filter';

const ids = (entries: TaxonomyEntry[]): number[] => entries.flatMap((e) => [e.staticId, ...ids(e.entries)]);

describe('tree filter (spec 3 §2.3)', () => {
  const counts = countsFromStats([
    { staticId: 9997, count: 4, redFlags: 0, entries: [] },
    {
      staticId: 0,
      count: 3,
      redFlags: 0,
      entries: [
        { staticId: 1, count: 3, redFlags: 0, entries: [{ staticId: 2, count: 3, redFlags: 1, entries: [] }] },
        { staticId: 8, count: 0, redFlags: 0, entries: [] },
      ],
    },
    { staticId: 54, count: 0, redFlags: 0, entries: [] },
  ]);

  it('Common shows the whole taxonomy except hidden entries, with counts', () => {
    const tree = visibleTaxonomy('COMMON', counts);
    expect(tree.map((e) => e.staticId)).toEqual([0, 54, 96, 129, 137, 147, 176]);
    const all = ids(tree);
    expect(all).not.toContain(174);
    expect(taxonomyEntry(174)!.hidden).toBe(true);
    expect(all).toContain(182);
    expect(tree[0].count).toBe(3);
    expect(tree[1].count).toBe(0);
  });

  it('Active shows only entries whose count is above 0', () => {
    const tree = visibleTaxonomy('ACTIVE', counts);
    expect(ids(tree)).toEqual([0, 1, 2]);
  });

  it('Custom shows no standard tree', () => {
    expect(visibleTaxonomy('CUSTOM', counts)).toEqual([]);
  });

  it('no stats yet means no counts', () => {
    expect(countsFromStats(undefined).size).toBe(0);
  });

  it('levels are blue, purple, green, orange', () => {
    expect([0, 1, 2, 3, 7].map(levelColour)).toEqual(['#1e63d6', '#7b3fc4', '#2e7d32', '#c25e00', '#c25e00']);
  });
});
