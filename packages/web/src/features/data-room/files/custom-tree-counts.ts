import type { CustomFolderNode } from '@atrium/contract';

/**
 * The custom folder tree as the files screen holds it (spec 3 §2.4, §4): the server's nodes plus whether a node's
 * children were loaded (children load on first expand). Pure functions, each returning a new tree; counts never go
 * below 0.
 */
export interface CustomTreeNode {
  externalId: string;
  name: string;
  parentExternalId: string | null;
  nodeCount: number;
  hasChildren: boolean;
  /** Children loaded (false until first expand, unless the server sent them). */
  loaded: boolean;
  nodes: CustomTreeNode[];
}

export function fromServer(node: CustomFolderNode): CustomTreeNode {
  const nodes = node.nodes.map(fromServer);
  return { ...node, nodes, loaded: nodes.length > 0 || !node.hasChildren };
}

const clamp = (n: number) => Math.max(0, n);

/** Ancestors first, the node last; [] when absent. */
export function pathTo(tree: readonly CustomTreeNode[], externalId: string): CustomTreeNode[] {
  for (const node of tree) {
    if (node.externalId === externalId) return [node];
    const below = pathTo(node.nodes, externalId);
    if (below.length) return [node, ...below];
  }
  return [];
}

export const findNode = (tree: readonly CustomTreeNode[], externalId: string) =>
  pathTo(tree, externalId).at(-1) ?? null;

/** Adds `delta` (may be negative) to every node whose id is in `ids`. */
function adjust(tree: readonly CustomTreeNode[], deltas: Map<string, number>): CustomTreeNode[] {
  return tree.map((node) => {
    const delta = deltas.get(node.externalId) ?? 0;
    const nodes = adjust(node.nodes, deltas);
    return delta === 0 && nodes.every((n, i) => n === node.nodes[i])
      ? node
      : { ...node, nodeCount: clamp(node.nodeCount + delta), nodes };
  });
}

function addDelta(deltas: Map<string, number>, tree: readonly CustomTreeNode[], folderId: string, delta: number) {
  for (const node of pathTo(tree, folderId)) deltas.set(node.externalId, (deltas.get(node.externalId) ?? 0) + delta);
}

/** Files uploaded into a folder: the folder and its ancestors gain `count`. */
export function filesUploaded(tree: readonly CustomTreeNode[], folderId: string, count: number): CustomTreeNode[] {
  const deltas = new Map<string, number>();
  addDelta(deltas, tree, folderId, count);
  return adjust(tree, deltas);
}

/** Files deleted from a folder: the folder and its ancestors lose `count`. */
export function filesDeleted(tree: readonly CustomTreeNode[], folderId: string, count: number): CustomTreeNode[] {
  return filesUploaded(tree, folderId, -count);
}

/**
 * Files moved: the source (and its ancestors) lose `count`, the target (and its ancestors) gain it. A null side is
 * outside the custom tree (the taxonomy or the master folder). A shared ancestor nets to zero.
 */
export function filesMoved(
  tree: readonly CustomTreeNode[],
  fromId: string | null,
  toId: string | null,
  count: number,
): CustomTreeNode[] {
  const deltas = new Map<string, number>();
  if (fromId) addDelta(deltas, tree, fromId, -count);
  if (toId) addDelta(deltas, tree, toId, count);
  return adjust(tree, deltas);
}

/** Folder created: inserted under its parent (marked as having children) or at the root, sorted by name. */
export function folderCreated(tree: readonly CustomTreeNode[], folder: CustomTreeNode): CustomTreeNode[] {
  const byName = (a: CustomTreeNode, b: CustomTreeNode) => a.name.localeCompare(b.name);
  if (!folder.parentExternalId) return [...tree, folder].sort(byName);
  const parentId = folder.parentExternalId;
  const insert = (nodes: readonly CustomTreeNode[]): CustomTreeNode[] =>
    nodes.map((node) =>
      node.externalId === parentId
        ? { ...node, hasChildren: true, nodes: node.loaded ? [...node.nodes, folder].sort(byName) : node.nodes }
        : { ...node, nodes: insert(node.nodes) },
    );
  return insert(tree);
}

/** Folder deleted: removed, and its count subtracted from its ancestors. */
export function folderDeleted(tree: readonly CustomTreeNode[], externalId: string): CustomTreeNode[] {
  const path = pathTo(tree, externalId);
  const node = path.at(-1);
  if (!node) return [...tree];
  const deltas = new Map<string, number>();
  for (const ancestor of path.slice(0, -1)) deltas.set(ancestor.externalId, -node.nodeCount);
  const remove = (nodes: readonly CustomTreeNode[]): CustomTreeNode[] =>
    nodes
      .filter((n) => n.externalId !== externalId)
      .map((n) => {
        const children = remove(n.nodes);
        return {
          ...n,
          nodes: children,
          hasChildren: n.externalId === node.parentExternalId ? children.length > 0 || !n.loaded : n.hasChildren,
        };
      });
  return adjust(remove(tree), deltas);
}

/** Children of a folder loaded from the server (first expand). */
export function childrenLoaded(
  tree: readonly CustomTreeNode[],
  parentId: string,
  children: readonly CustomFolderNode[],
): CustomTreeNode[] {
  return tree.map((node) =>
    node.externalId === parentId
      ? { ...node, loaded: true, hasChildren: children.length > 0, nodes: children.map(fromServer) }
      : { ...node, nodes: childrenLoaded(node.nodes, parentId, children) },
  );
}

/**
 * The root level reloaded: new roots, keeping the loaded children of folders that are still there (so a refetch does
 * not collapse what the user opened).
 */
export function rootsLoaded(
  previous: readonly CustomTreeNode[] | null,
  roots: readonly CustomFolderNode[],
): CustomTreeNode[] {
  const old = new Map((previous ?? []).map((n) => [n.externalId, n]));
  return roots.map((r) => {
    const kept = old.get(r.externalId);
    const node = fromServer(r);
    return kept?.loaded && !node.nodes.length ? { ...node, loaded: true, nodes: kept.nodes } : node;
  });
}

/**
 * Counts taken from the server's whole tree (GET custom/folder/tree): every node still there gets the server's count,
 * so applying it twice, or after a refetch of the roots, never counts a file twice.
 */
export function countsSynced(tree: readonly CustomTreeNode[], server: readonly CustomFolderNode[]): CustomTreeNode[] {
  const counts = new Map<string, number>();
  const walk = (nodes: readonly CustomFolderNode[]) =>
    nodes.forEach((n) => {
      counts.set(n.externalId, n.nodeCount);
      walk(n.nodes);
    });
  walk(server);
  const apply = (nodes: readonly CustomTreeNode[]): CustomTreeNode[] =>
    nodes.map((n) => ({ ...n, nodeCount: counts.get(n.externalId) ?? n.nodeCount, nodes: apply(n.nodes) }));
  return apply(tree);
}

/** Every folder of the tree, depth first, with its depth (for the move picker). */
export function flatten(tree: readonly CustomTreeNode[], depth = 0): { node: CustomTreeNode; depth: number }[] {
  return tree.flatMap((node) => [{ node, depth }, ...flatten(node.nodes, depth + 1)]);
}
