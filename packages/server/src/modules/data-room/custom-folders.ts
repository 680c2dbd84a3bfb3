import { DATA_ROOM_MESSAGES, type CustomFolderNode, type DataRoomFile } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { DataRoomFilesService } from './files-service.ts';
import type { CustomFolderRow, FolderStore } from './folder-store.ts';
import type { FileStore } from './store.ts';
import type { UploadPart } from './upload.ts';

const folderNotFound = () => new AppError('NOT_FOUND', DATA_ROOM_MESSAGES.folderNotFound);

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

    /** Deletes folders with their subfolders and files; the blobs go after the commit. `deleted` counts folders. */
    async remove(ctx: TenantContext, externalIds: string[]): Promise<{ deleted: number }> {
      const unique = [...new Set(externalIds)];
      const t = await tree(ctx);
      const chosen = t.all.filter((f) => unique.includes(f.externalId));
      if (chosen.length !== unique.length) throw folderNotFound();
      const ids = new Set<number>();
      const walk = (id: number) => {
        ids.add(id);
        for (const c of t.children.get(id) ?? []) walk(c.id);
      };
      chosen.forEach((f) => walk(f.id));
      const keys = await withTransaction(db, async () => {
        const k = await files.storageKeysInCustomFolders(ctx.tenant.id, [...ids]);
        await folders.remove(ctx.tenant.id, [...ids]);
        return k;
      });
      await Promise.all(keys.map((k) => deps.storage.delete(k).catch(() => undefined)));
      return { deleted: ids.size };
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
