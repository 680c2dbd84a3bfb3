import { describe, expect, it } from 'vitest';
import { countByCustomFolder, locationOf, undoSteps } from './move-undo';
import { fileRow } from './test-data';

const C1 = 'c1c1c1c1-0000-4000-8000-000000000001';

describe('move undo', () => {
  it('sends each file back to its own previous folder, one call per folder', () => {
    const a = fileRow({ parentStaticId: 9997 });
    const b = fileRow({ parentStaticId: 2 });
    const c = fileRow({ parentStaticId: 9997 });
    const d = fileRow({ parentStaticId: null, customFolderExternalId: C1 });
    const steps = undoSteps([a, b, c, d], { kind: 'static', staticId: 40 });
    expect(steps).toEqual([
      { to: { kind: 'static', staticId: 9997 }, fileExternalIds: [a.externalId, c.externalId] },
      { to: { kind: 'static', staticId: 2 }, fileExternalIds: [b.externalId] },
      { to: { kind: 'custom', externalId: C1 }, fileExternalIds: [d.externalId] },
    ]);
  });

  it('skips files that were already in the destination', () => {
    const a = fileRow({ parentStaticId: 40 });
    expect(undoSteps([a], { kind: 'static', staticId: 40 })).toEqual([]);
  });

  it('a file with no parent is in the master folder; custom folders count per folder', () => {
    expect(locationOf({ parentStaticId: null, customFolderExternalId: null })).toEqual({
      kind: 'static',
      staticId: 9997,
    });
    const counts = countByCustomFolder([
      { customFolderExternalId: C1 },
      { customFolderExternalId: C1 },
      { customFolderExternalId: null },
    ]);
    expect([...counts]).toEqual([[C1, 2]]);
  });
});
