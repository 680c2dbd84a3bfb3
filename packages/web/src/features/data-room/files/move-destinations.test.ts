import { describe, expect, it } from 'vitest';
import { filterDestinations, moveDestinations } from './move-destinations';
import { folder } from './test-data';

describe('move destinations', () => {
  const all = moveDestinations((e) => e.name, 'Processing', [folder('Board pack', 0, [folder('Q1 Minutes', 0)])]);

  it('lists Processing, the visible taxonomy and the custom folders (nested)', () => {
    expect(all[0]).toMatchObject({ label: 'Processing', location: { kind: 'static', staticId: 9997 } });
    expect(all.some((d) => d.key === 's:174')).toBe(false);
    expect(all.filter((d) => d.group === 'custom').map((d) => [d.label, d.depth])).toEqual([
      ['Board pack', 0],
      ['Q1 Minutes', 1],
    ]);
  });

  it('searches names case-insensitively', () => {
    expect(filterDestinations(all, '  q1 MIN ').map((d) => d.label)).toEqual(['Q1 Minutes']);
    expect(filterDestinations(all, 'subpoenas').map((d) => d.key)).toEqual(['s:182']);
    expect(filterDestinations(all, '')).toHaveLength(all.length);
  });
});
