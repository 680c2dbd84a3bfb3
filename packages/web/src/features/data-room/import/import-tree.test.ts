import { describe, expect, it } from 'vitest';
import type { DocCenterTreeNode } from '@atrium/contract';
import {
  buildImportTree,
  checkState,
  indexTree,
  searchTree,
  selectedFileCount,
  selectedFileIds,
  toggle,
  type ImportNode,
} from './import-tree';

const file = (externalId: string, name = externalId): DocCenterTreeNode => ({
  externalId,
  name,
  type: 'FILE',
  fileCount: 0,
  children: [],
});
const folder = (
  externalId: string,
  children: DocCenterTreeNode[],
  fileCount?: number,
  name = externalId,
): DocCenterTreeNode => ({
  externalId,
  name,
  type: 'FOLDER',
  fileCount: fileCount ?? children.reduce((n, c) => n + (c.type === 'FILE' ? 1 : c.fileCount), 0),
  children,
});

// Legal/ (Contracts/ (nda.pdf, msa.pdf), bylaws.pdf), Empty/ (Deeper/), Finance/ (Q1.xlsx), readme.docx
const raw: DocCenterTreeNode[] = [
  folder(
    'legal',
    [
      folder('contracts', [file('nda', 'NDA Acme.pdf'), file('msa', 'MSA.pdf')], undefined, 'Contracts'),
      file('bylaws', 'Bylaws.pdf'),
    ],
    undefined,
    'Legal',
  ),
  folder('empty', [folder('deeper', [], 0, 'Deeper')], 0, 'Empty'),
  folder(
    'finance',
    [file('q1', 'Q1 results.xlsx'), folder('empty-inner', [], 0, 'Nothing here')],
    undefined,
    'Finance',
  ),
  file('readme', 'Readme.docx'),
];
const tree = buildImportTree(raw);
const find = (id: string): ImportNode => indexTree(tree).byId.get(id)!;
const state = (sel: ReadonlySet<string>, id: string) => checkState(find(id), sel);

describe('buildImportTree', () => {
  it('prunes empty folders at every depth and keeps files', () => {
    expect(tree.map((n) => n.externalId)).toEqual(['legal', 'finance', 'readme']);
    expect(find('finance').children.map((n) => n.externalId)).toEqual(['q1']);
    expect(find('legal').children.map((n) => n.externalId)).toEqual(['contracts', 'bylaws']);
  });
  it('counts a file as one and keeps folder counts', () => {
    expect(find('readme').fileCount).toBe(1);
    expect(find('legal').fileCount).toBe(3);
  });
  it('gives an empty list for an empty document center', () => {
    expect(buildImportTree([])).toEqual([]);
    expect(buildImportTree([folder('only-empty', [], 0)])).toEqual([]);
  });
});

describe('tri-state selection', () => {
  it('checking a folder checks all its descendants', () => {
    const sel = toggle(tree, new Set(), 'legal');
    for (const id of ['legal', 'contracts', 'nda', 'msa', 'bylaws']) expect(state(sel, id)).toBe('checked');
    expect(state(sel, 'finance')).toBe('unchecked');
  });
  it('unchecking a checked folder unchecks all its descendants', () => {
    const sel = toggle(tree, toggle(tree, new Set(), 'legal'), 'legal');
    for (const id of ['legal', 'contracts', 'nda', 'msa', 'bylaws']) expect(state(sel, id)).toBe('unchecked');
    expect(sel.size).toBe(0);
  });
  it('a folder with mixed descendants is indeterminate, up every level', () => {
    const sel = toggle(tree, new Set(), 'nda');
    expect(state(sel, 'nda')).toBe('checked');
    expect(state(sel, 'contracts')).toBe('indeterminate');
    expect(state(sel, 'legal')).toBe('indeterminate');
  });
  it('checking the last unchecked child makes the parents checked', () => {
    let sel = toggle(tree, new Set(), 'nda');
    sel = toggle(tree, sel, 'msa');
    expect(state(sel, 'contracts')).toBe('checked');
    expect(state(sel, 'legal')).toBe('indeterminate');
    sel = toggle(tree, sel, 'bylaws');
    expect(state(sel, 'legal')).toBe('checked');
  });
  it('toggling an indeterminate folder checks everything beneath it', () => {
    const sel = toggle(tree, toggle(tree, new Set(), 'nda'), 'legal');
    for (const id of ['legal', 'contracts', 'nda', 'msa', 'bylaws']) expect(state(sel, id)).toBe('checked');
  });
  it('unchecking one file of a checked folder makes it indeterminate', () => {
    const sel = toggle(tree, toggle(tree, new Set(), 'legal'), 'msa');
    expect(state(sel, 'contracts')).toBe('indeterminate');
    expect(state(sel, 'legal')).toBe('indeterminate');
    expect(state(sel, 'nda')).toBe('checked');
  });
  it('does not mutate the previous selection and ignores unknown ids', () => {
    const before = new Set<string>();
    toggle(tree, before, 'legal');
    expect(before.size).toBe(0);
    expect(toggle(tree, before, 'nope').size).toBe(0);
  });
});

describe('selected files', () => {
  it('a checked folder contributes its fileCount, a file one', () => {
    expect(selectedFileCount(tree, new Set())).toBe(0);
    expect(selectedFileCount(tree, toggle(tree, new Set(), 'legal'))).toBe(3);
    expect(selectedFileCount(tree, toggle(tree, new Set(), 'readme'))).toBe(1);
    let sel = toggle(tree, new Set(), 'contracts');
    sel = toggle(tree, sel, 'q1');
    sel = toggle(tree, sel, 'readme');
    expect(selectedFileCount(tree, sel)).toBe(4);
  });
  it('uses the server fileCount of a fully checked folder', () => {
    const t = buildImportTree([folder('big', [file('a')], 7)]);
    expect(selectedFileCount(t, toggle(t, new Set(), 'big'))).toBe(7);
  });
  it('sums the checked parts of a mixed folder', () => {
    let sel = toggle(tree, new Set(), 'nda');
    sel = toggle(tree, sel, 'bylaws');
    expect(selectedFileCount(tree, sel)).toBe(2);
  });
  it('lists only file ids to import, in tree order', () => {
    let sel = toggle(tree, new Set(), 'readme');
    sel = toggle(tree, sel, 'legal');
    expect(selectedFileIds(tree, sel)).toEqual(['nda', 'msa', 'bylaws', 'readme']);
  });
});

describe('searchTree', () => {
  it('returns null for a blank term', () => {
    expect(searchTree(tree, '')).toBeNull();
    expect(searchTree(tree, '   ')).toBeNull();
  });
  it('matches names case-insensitively by substring; matches and their parents are highlighted and expanded', () => {
    const r = searchTree(tree, 'nda')!;
    expect([...r.matches]).toEqual(['nda']);
    expect([...r.highlighted].sort()).toEqual(['contracts', 'legal', 'nda']);
    expect([...r.expanded].sort()).toEqual(['contracts', 'legal']);
    expect(r.visible.has('finance')).toBe(false);
    expect(r.visible.has('msa')).toBe(false);
  });
  it('keeps the contents of a matching folder visible', () => {
    const r = searchTree(tree, 'CONTRACT')!;
    expect([...r.matches]).toEqual(['contracts']);
    expect(r.visible.has('nda') && r.visible.has('msa')).toBe(true);
    expect(r.expanded.has('contracts')).toBe(false);
    expect(r.expanded.has('legal')).toBe(true);
  });
  it('finds several matches and nothing for an unknown term', () => {
    const r = searchTree(tree, '.pdf')!;
    expect([...r.matches].sort()).toEqual(['bylaws', 'msa', 'nda']);
    expect(searchTree(tree, 'zzz')!.visible.size).toBe(0);
  });
  it('trims the term', () => {
    expect([...searchTree(tree, '  q1 ')!.matches]).toEqual(['q1']);
  });
});
