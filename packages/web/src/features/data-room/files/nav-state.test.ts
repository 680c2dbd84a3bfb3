import { describe, expect, it } from 'vitest';
import { ancestorKeys, sectionFromState, selectionFromEntry, selectionKey } from './nav-state';

const C = 'c1c1c1c1-0000-4000-8000-000000000001';

describe('files screen navigation state (spec 3 §2, §4)', () => {
  it('no entry, the master id or an unknown id select the master root', () => {
    expect(selectionFromEntry(undefined)).toEqual({ kind: 'master' });
    expect(selectionFromEntry(null)).toEqual({ kind: 'master' });
    expect(selectionFromEntry({ staticId: 9997 })).toEqual({ kind: 'master' });
    expect(selectionFromEntry(5000)).toEqual({ kind: 'master' });
  });

  it("w-landing's entries: { staticId } and { customFolderExternalId }", () => {
    expect(selectionFromEntry({ staticId: 29 })).toEqual({ kind: 'taxonomy', staticId: 29 });
    expect(selectionFromEntry({ customFolderExternalId: C })).toEqual({ kind: 'custom', externalId: C, name: '' });
    expect(selectionFromEntry({ externalId: C, name: 'Board' })).toEqual({
      kind: 'custom',
      externalId: C,
      name: 'Board',
    });
    expect(selectionFromEntry(182)).toEqual({ kind: 'taxonomy', staticId: 182 });
  });

  it('the section defaults to MANAGE; unknown sections too', () => {
    expect(sectionFromState(null)).toBe('MANAGE');
    expect(sectionFromState({ section: 'RED_FLAGS' })).toBe('RED_FLAGS');
    expect(sectionFromState({ section: 'NOPE' })).toBe('MANAGE');
  });

  it('an entry opens with its ancestors expanded', () => {
    expect(ancestorKeys(29)).toEqual(['s:27', 's:0']);
    expect(ancestorKeys(0)).toEqual([]);
    expect(selectionKey({ kind: 'taxonomy', staticId: 29 })).toBe('s:29');
  });
});
