import { describe, expect, it } from 'vitest';
import { filterDestinations, moveDestinations } from './move-destinations';
import { folder } from './test-data';

/** A folder whose name differs from its id (two folders may share a name). */
const named = (id: string, name: string) => ({ ...folder(id, 0), name });

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

  it('gives each nested custom folder the path above it (folders of one name told apart); numbered taxonomy rows need none', () => {
    const twins = moveDestinations((e) => e.name, 'Processing', [
      folder('Board pack', 0, [named('m-1', 'Minutes')]),
      folder('Legal', 0, [folder('Contracts', 0, [named('m-2', 'Minutes')])]),
    ]);
    const minutes = twins.filter((d) => d.label === 'Minutes');
    expect(minutes.map((d) => d.path)).toEqual(['Board pack', 'Legal / Contracts']);
    expect(twins.find((d) => d.label === 'Board pack')?.path).toBeNull();
    expect(twins.find((d) => d.key === 's:182')?.path).toBeNull();
  });
});
