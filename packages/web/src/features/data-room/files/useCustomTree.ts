import { useCallback, useEffect, useState } from 'react';
import { useCustomRoots, useFetchCustomChildren, useFetchCustomTree } from '../api/custom-folder-queries';
import { childrenLoaded, countsSynced, rootsLoaded, type CustomTreeNode } from './custom-tree-counts';

export type TreeUpdate = (tree: CustomTreeNode[]) => CustomTreeNode[];

/**
 * The custom folder tree of spec 3 §2.4: roots from GET custom/folder, children loaded on first expand, counts kept
 * locally by the pure functions of custom-tree-counts (§4) between reloads.
 */
export function useCustomTree(tenant: string, enabled: boolean) {
  const roots = useCustomRoots(tenant, enabled);
  const fetchChildren = useFetchCustomChildren(tenant);
  const fetchTree = useFetchCustomTree(tenant);
  const [tree, setTree] = useState<CustomTreeNode[] | null>(null);
  const [treeTenant, setTreeTenant] = useState(tenant);
  if (treeTenant !== tenant) {
    setTreeTenant(tenant);
    setTree(null);
  }
  useEffect(() => {
    if (roots.data) setTree((prev) => rootsLoaded(prev, roots.data));
  }, [roots.data]);

  const update = useCallback((fn: TreeUpdate) => setTree((t) => (t ? fn(t) : t)), []);

  const loadChildren = useCallback(
    async (parentExternalId: string) => {
      const children = await fetchChildren(parentExternalId);
      setTree((t) => (t ? childrenLoaded(t, parentExternalId, children) : t));
    },
    [fetchChildren],
  );

  /**
   * After files were uploaded into a custom folder: every count from the server. Not a local +n: the upload already
   * refetched the roots (with the new files), and a loaded subfolder's count is only known to the server's tree.
   */
  const syncCounts = useCallback(async () => {
    const server = await fetchTree();
    setTree((t) => (t ? countsSynced(t, server) : t));
  }, [fetchTree]);

  return { tree, loading: roots.isLoading, update, loadChildren, syncCounts };
}
