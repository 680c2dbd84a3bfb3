import {
  DATA_ROOM_MESSAGES,
  TAXONOMY_IDS,
  type CustomFolderNode,
  type CustomFoldersDeleted,
  type CustomFoldersRestored,
  type DataRoomFile,
  type RestoreCustomFolders,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { DataRoomFilesService } from './files-service.ts';
import type { CustomFolderRow, FolderStore } from './folder-store.ts';
import type { FileStore } from './store.ts';
import type { UploadPart } from './upload.ts';

const folderNotFound = () => new AppError('NOT_FOUND', DATA_ROOM_MESSAGES.folderNotFound);

/** Sibling folder names compare trimmed and case-insensitively ('Board Pack' and ' board pack ' are the same name). */
export const sameFolderName = (a: string, b: string) =>
  a.trim().normalize('NFC').toLocaleLowerCase('en') === b.trim().normalize('NFC').toLocaleLowerCase('en');

/** 409 when a sibling under `parentId` (null = top level) already has this name. */
function assertNameFree(all: readonly CustomFolderRow[], parentId: number | null, name: string) {
  if (all.some((f) => f.parentId === parentId && sameFolderName(f.name, name)))
    throw conflict(DATA_ROOM_MESSAGES.folderNameTaken);
}

/** The tenant's folders as nodes: nodeCount = files in the folder and its descendants. */
function buildNodes(folders: CustomFolderRow[], direct: Map<number, number>) {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const children = new Map<number | null, CustomFolderRow[]>();
  for (const f of folders) {
    const parent = f.parentId !== null && byId.has(f.parentId) ? f.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), f]);
  }
  const nodes = new Map<number, CustomFolderNode>();
  const build = (f: CustomFolderRow): CustomFolderNode => {
    const kids = (children.get(f.id) ?? []).map(build);
    const node: CustomFolderNode = {
      externalId: f.externalId,
      name: f.name,
      parentExternalId: f.parentId !== null ? (byId.get(f.parentId)?.externalId ?? null) : null,
      nodeCount: (direct.get(f.id) ?? 0) + kids.reduce((n, k) => n + k.nodeCount, 0),
      hasChildren: kids.length > 0,
      nodes: kids,
    };
    nodes.set(f.id, node);
    return node;
  };
  const roots = (children.get(null) ?? []).map(build);
  return { roots, nodes, children };
}

/** One level of nodes (children left empty), as GET custom/folder returns them. */
const shallow = (n: CustomFolderNode): CustomFolderNode => ({ ...n, nodes: [] });

/** The tenant's custom folder tree (spec 3 §2.4, §7.3). */
export function createCustomFolders(
  deps: AppDeps,
  folders: FolderStore,
  files: FileStore,
  filesService: DataRoomFilesService,
) {
  const db = deps.database.db;

  async function tree(ctx: TenantContext) {
    const [all, counts] = await Promise.all([folders.all(ctx.tenant.id), files.countsByCustomFolder(ctx.tenant.id)]);
    return { all, ...buildNodes(all, counts) };
  }
  async function ownFolder(ctx: TenantContext, externalId: string) {
    const [f] = await folders.byExternalIds(ctx.tenant.id, [externalId]);
    if (!f) throw folderNotFound();
    return f;
  }

  return {
    ownFolder,

    /** Children of a folder (or the top folders), one level. */
    async children(ctx: TenantContext, parentExternalId?: string): Promise<CustomFolderNode[]> {
      const t = await tree(ctx);
      if (!parentExternalId) return t.roots.map(shallow);
      const parent = t.all.find((f) => f.externalId === parentExternalId);
      if (!parent) throw folderNotFound();
      return (t.nodes.get(parent.id)?.nodes ?? []).map(shallow);
    },

    async tree(ctx: TenantContext): Promise<CustomFolderNode[]> {
      return (await tree(ctx)).roots;
    },

    async create(
      ctx: TenantContext,
      body: { name: string; parentExternalId?: string | null },
    ): Promise<CustomFolderNode> {
      const parent = body.parentExternalId ? await ownFolder(ctx, body.parentExternalId) : null;
      assertNameFree(await folders.all(ctx.tenant.id), parent?.id ?? null, body.name);
      const f = await folders.create(ctx.tenant.id, {
        name: body.name,
        parentId: parent?.id ?? null,
        userId: ctx.user.id,
      });
      return {
        externalId: f.externalId,
        name: f.name,
        parentExternalId: parent?.externalId ?? null,
        nodeCount: 0,
        hasChildren: false,
        nodes: [],
      };
    },

    /**
     * Deletes folders with their subfolders. Their files are not deleted: in the same transaction they go back to the
     * master folder (Processing) with their analysis and red flags. The reply says how many, and carries what
     * `restore` needs to undo the delete. `deleted` counts folders.
     */
    async remove(ctx: TenantContext, externalIds: string[]): Promise<CustomFoldersDeleted> {
      const unique = [...new Set(externalIds)];
      const t = await tree(ctx);
      const chosen = t.all.filter((f) => unique.includes(f.externalId));
      if (chosen.length !== unique.length) throw folderNotFound();
      const byId = new Map(t.all.map((f) => [f.id, f]));
      // Parents before their children, each folder once.
      const doomed: CustomFolderRow[] = [];
      const seen = new Set<number>();
      const walk = (f: CustomFolderRow) => {
        if (seen.has(f.id)) return;
        seen.add(f.id);
        doomed.push(f);
        for (const c of t.children.get(f.id) ?? []) walk(c);
      };
      chosen.forEach(walk);
      const ids = doomed.map((f) => f.id);
      return withTransaction(db, async () => {
        const inside = await files.inCustomFolders(ctx.tenant.id, ids);
        await files.moveTo(
          ctx.tenant.id,
          inside.map((f) => f.id),
          { parentStaticId: TAXONOMY_IDS.master },
        );
        await folders.remove(ctx.tenant.id, ids);
        return {
          deleted: ids.length,
          movedFiles: inside.length,
          restore: {
            folders: doomed.map((f) => ({
              externalId: f.externalId,
              name: f.name,
              parentExternalId: f.parentId !== null ? (byId.get(f.parentId)?.externalId ?? null) : null,
            })),
            files: inside.map((f) => ({
              externalId: f.externalId,
              folderExternalId: byId.get(f.customFolderId)!.externalId,
            })),
          },
        };
      });
    },

    /**
     * Undo of a delete: recreates the folders (same external ids, names and parents) and puts back the files that are
     * still in the master folder; files moved elsewhere since stay where they are. One transaction: a folder whose id
     * is taken again, a name now taken by a sibling (409) or a parent that is gone (404) restores nothing.
     */
    async restore(ctx: TenantContext, body: RestoreCustomFolders): Promise<CustomFoldersRestored> {
      return withTransaction(db, async () => {
        const rows = await folders.all(ctx.tenant.id);
        const idOf = new Map(rows.map((f) => [f.externalId, f.id]));
        const pending = [...new Map(body.folders.map((f) => [f.externalId, f])).values()];
        const restored = new Set<string>();
        while (pending.length) {
          const i = pending.findIndex((f) => f.parentExternalId === null || idOf.has(f.parentExternalId));
          if (i < 0) throw folderNotFound();
          const [f] = pending.splice(i, 1);
          if (idOf.has(f.externalId)) throw conflict(DATA_ROOM_MESSAGES.folderAlreadyRestored);
          const parentId = f.parentExternalId !== null ? idOf.get(f.parentExternalId)! : null;
          assertNameFree(rows, parentId, f.name);
          const row = await folders.recreate(ctx.tenant.id, {
            externalId: f.externalId,
            name: f.name,
            parentId,
            userId: ctx.user.id,
          });
          if (!row) throw conflict(DATA_ROOM_MESSAGES.folderAlreadyRestored);
          rows.push(row);
          idOf.set(row.externalId, row.id);
          restored.add(row.externalId);
        }
        // Only files of the caller's tenant, still in the master folder, and only into a folder restored here.
        const target = new Map(
          body.files.filter((f) => restored.has(f.folderExternalId)).map((f) => [f.externalId, f.folderExternalId]),
        );
        const found = await files.byExternalIds(ctx.tenant.id, [...target.keys()]);
        const back = found.filter((r) => r.row.customFolderId === null && r.row.parentStaticId === TAXONOMY_IDS.master);
        const byFolder = new Map<number, number[]>();
        for (const r of back) {
          const folderId = idOf.get(target.get(r.row.externalId)!)!;
          byFolder.set(folderId, [...(byFolder.get(folderId) ?? []), r.row.id]);
        }
        for (const [customFolderId, ids] of byFolder) await files.moveTo(ctx.tenant.id, ids, { customFolderId });
        return { folders: restored.size, files: back.length };
      });
    },

    async files(ctx: TenantContext, externalId: string): Promise<DataRoomFile[]> {
      const f = await ownFolder(ctx, externalId);
      return filesService.inCustomFolder(ctx, f.id);
    },

    async upload(
      ctx: TenantContext,
      customParentId: string,
      parts: AsyncIterable<UploadPart>,
      uploadId: string | null,
    ): Promise<DataRoomFile[]> {
      const f = await ownFolder(ctx, customParentId);
      return filesService.upload(ctx, { customFolderId: f.id }, parts, uploadId);
    },

    /** Moves files (from the taxonomy or another custom folder) into a custom folder. */
    async moveFiles(ctx: TenantContext, fileExternalIds: string[], toExternalId: string): Promise<DataRoomFile[]> {
      const f = await ownFolder(ctx, toExternalId);
      return filesService.moveToCustom(ctx, fileExternalIds, f.id);
    },
  };
}
export type CustomFoldersService = ReturnType<typeof createCustomFolders>;
