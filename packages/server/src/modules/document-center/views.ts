import type { DocCenterItem, DocCenterKind, DocCenterOwnership, DocCenterTreeNode } from '@atrium/contract';
import type { DocItemRow } from './store.ts';

export interface OwnerLookup {
  byIds(ids: number[]): Promise<{ id: number; externalId: string; firstName: string; lastName: string }[]>;
}

/** Rows (with their file counts) → DocCenterItem, owners' names loaded in one query. */
export async function toItems(
  users: OwnerLookup,
  rows: { row: DocItemRow; fileCount: number }[],
  parentExternalIds: Map<number, string>,
): Promise<DocCenterItem[]> {
  const ownerIds = [...new Set(rows.map((r) => r.row.ownerUserId).filter((x): x is number => x !== null))];
  const owners = new Map(
    (await users.byIds(ownerIds)).map((u) => [
      u.id,
      { externalId: u.externalId, name: `${u.firstName} ${u.lastName}`.trim() },
    ]),
  );
  return rows.map(({ row, fileCount }) => ({
    externalId: row.externalId,
    name: row.name,
    kind: row.kind as DocCenterKind,
    ownership: row.ownership as DocCenterOwnership,
    parentExternalId: row.parentId === null ? null : (parentExternalIds.get(row.parentId) ?? null),
    size: Number(row.size),
    contentType: row.contentType,
    url: row.url,
    fileCount,
    owner: row.ownerUserId === null ? null : (owners.get(row.ownerUserId) ?? null),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * The import tree (spec 3 §2.9, §4): folders and files nested, each folder with the files beneath it; folders without
 * any file beneath them are pruned here (decision), links are left out.
 */
export function toTree(rows: DocItemRow[]): DocCenterTreeNode[] {
  const byParent = new Map<number | null, DocItemRow[]>();
  for (const r of rows) {
    if (r.kind === 'URL') continue;
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parentId: number | null): DocCenterTreeNode[] => {
    const out: DocCenterTreeNode[] = [];
    for (const r of byParent.get(parentId) ?? []) {
      if (r.kind === 'FILE') {
        out.push({ externalId: r.externalId, name: r.name, type: 'FILE', fileCount: 1, children: [] });
        continue;
      }
      const children = build(r.id);
      const fileCount = children.reduce((n, c) => n + (c.type === 'FILE' ? 1 : c.fileCount), 0);
      if (fileCount > 0) out.push({ externalId: r.externalId, name: r.name, type: 'FOLDER', fileCount, children });
    }
    return out.sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'FOLDER' ? -1 : 1));
  };
  return build(null);
}
