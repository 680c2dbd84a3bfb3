import type { DocCenterTreeNode } from '@atrium/contract';

/**
 * Pure logic of the import-from-document-center modal (spec 3 §2.9, §4 'Import tree'). The selection is kept as
 * the set of checked node ids; checking or unchecking a node applies to all its descendants and the folders above
 * it are re-derived (checked when every child is, so a folder is indeterminate when its descendants are mixed).
 */
export interface ImportNode {
  externalId: string;
  name: string;
  type: 'FILE' | 'FOLDER';
  fileCount: number;
  children: ImportNode[];
}
export type CheckState = 'checked' | 'unchecked' | 'indeterminate';
export type Selection = ReadonlySet<string>;

/** The tree from GET /api/document-center/tree, with empty folders (fileCount 0, at any depth) pruned. */
export function buildImportTree(nodes: readonly DocCenterTreeNode[]): ImportNode[] {
  const out: ImportNode[] = [];
  for (const n of nodes) {
    if (n.type === 'FOLDER') {
      if (n.fileCount <= 0) continue;
      out.push({
        externalId: n.externalId,
        name: n.name,
        type: 'FOLDER',
        fileCount: n.fileCount,
        children: buildImportTree(n.children ?? []),
      });
    } else {
      out.push({ externalId: n.externalId, name: n.name, type: 'FILE', fileCount: 1, children: [] });
    }
  }
  return out;
}

/** Every node by id, with its parent id (null at the root). */
export interface TreeIndex {
  byId: Map<string, ImportNode>;
  parent: Map<string, string | null>;
}
export function indexTree(roots: readonly ImportNode[]): TreeIndex {
  const byId = new Map<string, ImportNode>();
  const parent = new Map<string, string | null>();
  const walk = (nodes: readonly ImportNode[], p: string | null) => {
    for (const n of nodes) {
      byId.set(n.externalId, n);
      parent.set(n.externalId, p);
      walk(n.children, n.externalId);
    }
  };
  walk(roots, null);
  return { byId, parent };
}

function subtreeIds(node: ImportNode, into: string[] = []): string[] {
  into.push(node.externalId);
  node.children.forEach((c) => subtreeIds(c, into));
  return into;
}

/** A folder is fully checked when it has children and all of them are; a leaf (or childless folder) by the set. */
function derivedChecked(node: ImportNode, selected: Selection): boolean {
  if (node.children.length === 0) return selected.has(node.externalId);
  return node.children.every((c) => derivedChecked(c, selected));
}

/** The state of one node's checkbox. */
export function checkState(node: ImportNode, selected: Selection): CheckState {
  if (node.children.length === 0) return selected.has(node.externalId) ? 'checked' : 'unchecked';
  let any = false;
  let all = true;
  for (const c of node.children) {
    const s = checkState(c, selected);
    if (s !== 'unchecked') any = true;
    if (s !== 'checked') all = false;
  }
  if (all) return 'checked';
  return any ? 'indeterminate' : 'unchecked';
}

/**
 * Checks (or unchecks) a node and all its descendants, then re-derives its ancestors. Toggling a checked node
 * unchecks it; an unchecked or indeterminate one becomes checked.
 */
export function toggle(
  roots: readonly ImportNode[],
  selected: Selection,
  externalId: string,
  index: TreeIndex = indexTree(roots),
): Set<string> {
  const node = index.byId.get(externalId);
  const next = new Set(selected);
  if (!node) return next;
  const check = checkState(node, selected) !== 'checked';
  for (const id of subtreeIds(node)) {
    if (check) next.add(id);
    else next.delete(id);
  }
  let p = index.parent.get(externalId) ?? null;
  while (p) {
    const folder = index.byId.get(p)!;
    if (derivedChecked(folder, next)) next.add(p);
    else next.delete(p);
    p = index.parent.get(p) ?? null;
  }
  return next;
}

/** Selected-file count: a checked folder contributes its fileCount, a checked file 1; mixed folders are summed below. */
export function selectedFileCount(roots: readonly ImportNode[], selected: Selection): number {
  let count = 0;
  for (const n of roots) {
    const s = checkState(n, selected);
    if (s === 'unchecked') continue;
    if (n.type === 'FILE') count += 1;
    else if (s === 'checked') count += n.fileCount;
    else count += selectedFileCount(n.children, selected);
  }
  return count;
}

/** The file ids to import: every checked FILE node. */
export function selectedFileIds(roots: readonly ImportNode[], selected: Selection): string[] {
  const ids: string[] = [];
  const walk = (nodes: readonly ImportNode[]) => {
    for (const n of nodes) {
      if (n.type === 'FILE') {
        if (selected.has(n.externalId)) ids.push(n.externalId);
      } else walk(n.children);
    }
  };
  walk(roots);
  return ids;
}

export interface SearchResult {
  /** Nodes whose name contains the term. */
  matches: Set<string>;
  /** Matches and their ancestors: highlighted (spec §4). */
  highlighted: Set<string>;
  /** Ancestors of matches: expanded so the matches show. */
  expanded: Set<string>;
  /** What stays in the list: matches, their ancestors and everything inside a matching folder. */
  visible: Set<string>;
}

/** Case-insensitive substring search on names; an empty (or blank) term matches nothing and hides nothing. */
export function searchTree(roots: readonly ImportNode[], term: string): SearchResult | null {
  const needle = term.trim().toLowerCase();
  if (!needle) return null;
  const result: SearchResult = { matches: new Set(), highlighted: new Set(), expanded: new Set(), visible: new Set() };
  const walk = (node: ImportNode, ancestors: string[], insideMatch: boolean) => {
    const hit = node.name.toLowerCase().includes(needle);
    if (insideMatch) result.visible.add(node.externalId);
    if (hit) {
      result.matches.add(node.externalId);
      result.highlighted.add(node.externalId);
      result.visible.add(node.externalId);
      for (const a of ancestors) {
        result.highlighted.add(a);
        result.expanded.add(a);
        result.visible.add(a);
      }
    }
    node.children.forEach((c) => walk(c, [...ancestors, node.externalId], insideMatch || hit));
  };
  roots.forEach((r) => walk(r, [], false));
  return result;
}
