import { describe, expect, it } from 'vitest';
import {
  childrenLoaded,
  filesDeleted,
  filesMoved,
  filesUploaded,
  findNode,
  folderCreated,
  folderDeleted,
  rootsLoaded,
  type CustomTreeNode,
} from './custom-tree-counts';
import { folder } from './test-data';

// a(5) ─ b(3) ─ c(1) ; d(2)
const tree = (): CustomTreeNode[] => [folder('a', 5, [folder('b', 3, [folder('c', 1)])]), folder('d', 2)];
const count = (t: CustomTreeNode[], id: string) => findNode(t, id)!.nodeCount;

describe('custom tree counts (spec 3 §4)', () => {
  it('upload adds to the folder and all its ancestors, not to siblings', () => {
    const t = filesUploaded(tree(), 'c', 4);
    expect([count(t, 'a'), count(t, 'b'), count(t, 'c'), count(t, 'd')]).toEqual([9, 7, 5, 2]);
  });

  it('move subtracts from the source side and adds to the target side; a shared ancestor nets to zero', () => {
    const t = filesMoved(tree(), 'c', 'd', 1);
    expect([count(t, 'a'), count(t, 'b'), count(t, 'c'), count(t, 'd')]).toEqual([4, 2, 0, 3]);
    const inside = filesMoved(tree(), 'c', 'a', 1);
    expect([count(inside, 'a'), count(inside, 'b'), count(inside, 'c')]).toEqual([5, 2, 0]);
  });

  it('move from or to outside the custom tree only touches the custom side', () => {
    const out = filesMoved(tree(), 'b', null, 2);
    expect([count(out, 'a'), count(out, 'b'), count(out, 'd')]).toEqual([3, 1, 2]);
    const into = filesMoved(tree(), null, 'd', 3);
    expect(count(into, 'd')).toBe(5);
  });

  it('create inserts under the parent (sorted by name) or at the root', () => {
    const t = folderCreated(tree(), folder('aa', 0, [], 'a'));
    expect(findNode(t, 'a')!.nodes.map((n) => n.externalId)).toEqual(['aa', 'b']);
    const root = folderCreated(tree(), folder('0-first', 0));
    expect(root.map((n) => n.externalId)).toEqual(['0-first', 'a', 'd']);
  });

  it('create under a folder whose children are not loaded only marks it as having children', () => {
    const t: CustomTreeNode[] = [{ ...folder('x', 0), loaded: false, hasChildren: false }];
    const after = folderCreated(t, folder('y', 0, [], 'x'));
    expect(after[0].hasChildren).toBe(true);
    expect(after[0].nodes).toEqual([]);
  });

  it('delete removes the folder and subtracts its count from its ancestors', () => {
    const t = folderDeleted(tree(), 'b');
    expect(findNode(t, 'b')).toBeNull();
    expect(findNode(t, 'c')).toBeNull();
    expect(count(t, 'a')).toBe(2);
    expect(findNode(t, 'a')!.hasChildren).toBe(false);
    expect(count(t, 'd')).toBe(2);
  });

  it('files deleted subtract from the folder and ancestors', () => {
    const t = filesDeleted(tree(), 'c', 1);
    expect([count(t, 'a'), count(t, 'b'), count(t, 'c')]).toEqual([4, 2, 0]);
  });

  it('never goes below 0', () => {
    const t = filesDeleted(tree(), 'c', 50);
    expect([count(t, 'a'), count(t, 'b'), count(t, 'c')]).toEqual([0, 0, 0]);
    expect(count(filesMoved(tree(), 'd', 'a', 10), 'd')).toBe(0);
  });

  it('does not mutate the input', () => {
    const t = tree();
    const copy = JSON.stringify(t);
    filesUploaded(t, 'c', 1);
    folderDeleted(t, 'b');
    folderCreated(t, folder('z', 0, [], 'a'));
    expect(JSON.stringify(t)).toBe(copy);
  });

  it('lazy children load under their parent; a root reload keeps opened children', () => {
    const roots = rootsLoaded(null, [
      { externalId: 'r', name: 'r', parentExternalId: null, nodeCount: 1, hasChildren: true, nodes: [] },
    ]);
    expect(roots[0].loaded).toBe(false);
    const opened = childrenLoaded(roots, 'r', [
      { externalId: 'k', name: 'k', parentExternalId: 'r', nodeCount: 1, hasChildren: false, nodes: [] },
    ]);
    expect(opened[0].loaded).toBe(true);
    expect(opened[0].nodes.map((n) => n.externalId)).toEqual(['k']);
    const reloaded = rootsLoaded(opened, [
      { externalId: 'r', name: 'r', parentExternalId: null, nodeCount: 2, hasChildren: true, nodes: [] },
    ]);
    expect(reloaded[0].nodeCount).toBe(2);
    expect(reloaded[0].nodes.map((n) => n.externalId)).toEqual(['k']);
  });
});
