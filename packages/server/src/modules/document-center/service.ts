import {
  DOC_CENTER_LIMITS,
  type CheckDuplicatesReply,
  type DocCenterItem,
  type DocCenterOwnership,
  type DocCenterPathItem,
  type DocCenterTreeNode,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { conflict, forbidden, notFound, validation } from '../../platform/errors.ts';
import { docScope, scopeOfItem, visibleTo, type Scope, type TenantLookup } from './access.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import type { AccountType } from '@atrium/contract';
import type { ContextTenant } from '../../platform/http/context.ts';
import { freeName } from './names.ts';
import { createDocCenterStore, type DocItemRow } from './store.ts';
import { toItems, toTree, type OwnerLookup } from './views.ts';
import { createDocCenterFiles } from './files.ts';
import { createDocCenterLinks } from './links.ts';
import { demoTrees, seedDemoDocuments } from './seed.ts';
import type { DocumentIndexService } from '../document-index/service.ts';

export interface DocCenterDeps {
  users: OwnerLookup;
  tenancy: TenantLookup;
  /** The assistant's document index (its indexing job is registered by the app: ./indexing.ts). */
  documentIndex: Pick<DocumentIndexService, 'removeFiles' | 'renameFile'>;
}

const PRESIGNED_TTL_MS = 15 * 60_000;

/** The document center of a company (spec 3 §7.5): folders, files and links with ALL / PERSONAL / PROVIDER ownership. */
export function createDocumentCenterService(deps: AppDeps, { users, tenancy, documentIndex }: DocCenterDeps) {
  const db = deps.database.db;
  const store = createDocCenterStore(db);
  const viewer = (s: Scope) => ({ tenantId: s.tenantId, userId: s.userId });

  /** The item with its ancestors visible to the caller; 404 otherwise (also for another tenant's ids). */
  async function itemOf(ctx: RequestContext, externalId: string, what = 'File') {
    const row = await store.byExternalId(externalId);
    const scope = await scopeOfItem(ctx, tenancy, row, what);
    const chain = await store.ancestry(row!.id);
    if (!chain.every((r) => visibleTo(scope, r))) throw notFound(what);
    return { scope, row: row!, chain };
  }

  /** A folder of the scope's tenant the caller may see; null (the root) when no id is given. */
  async function folderOf(scope: Scope, externalId: string | null | undefined): Promise<DocItemRow | null> {
    if (!externalId) return null;
    const row = await store.byExternalId(externalId);
    if (!row || row.tenantId !== scope.tenantId || row.kind !== 'FOLDER') throw notFound('Folder');
    const chain = await store.ancestry(row.id);
    if (!chain.every((r) => visibleTo(scope, r))) throw notFound('Folder');
    return row;
  }

  /** Clients cannot change what the provider put in their document center (decision). */
  function requireWritable(scope: Scope, row: DocItemRow) {
    if (row.ownership === 'PROVIDER' && !scope.provider)
      throw forbidden('Items added by your provider cannot be changed');
  }

  /** Ownership of a new item: staff → PROVIDER; inside a PERSONAL folder → PERSONAL; else what the caller asked. */
  function ownershipFor(
    scope: Scope,
    parent: DocItemRow | null,
    asked: DocCenterOwnership = 'ALL',
  ): DocCenterOwnership {
    if (scope.provider) return 'PROVIDER';
    if (parent?.ownership === 'PERSONAL') return 'PERSONAL';
    if (asked === 'PROVIDER')
      throw validation('Only your provider can add provider items', [
        { path: 'privacyType', message: 'PROVIDER is reserved for the provider' },
      ]);
    return asked;
  }

  async function view(scope: Scope, rows: DocItemRow[], counts?: Map<number, number>): Promise<DocCenterItem[]> {
    const parentIds = [...new Set(rows.map((r) => r.parentId).filter((x): x is number => x !== null))];
    const parents = new Map((await store.byIds(parentIds)).map((p) => [p.id, p.externalId]));
    const folderCounts =
      counts ??
      (await store.fileCounts(
        viewer(scope),
        rows.filter((r) => r.kind === 'FOLDER').map((r) => r.id),
      ));
    return toItems(
      users,
      rows.map((row) => ({ row, fileCount: folderCounts.get(row.id) ?? 0 })),
      parents,
    );
  }

  async function listing(
    scope: Scope,
    parent: DocItemRow | null,
    opts: { ownership?: 'PERSONAL' | 'PROVIDER' | null; kind?: string | null },
  ) {
    const rows = await store.children(viewer(scope), parent?.id ?? null, { ...opts, excludePersonal: scope.provider });
    const parents = new Map<number, string>(parent ? [[parent.id, parent.externalId]] : []);
    return toItems(users, rows, parents);
  }

  const files = createDocCenterFiles({
    deps,
    store,
    itemOf,
    folderOf,
    requireWritable,
    ownershipFor,
    view,
    documentIndex,
  });
  const links = createDocCenterLinks({ deps, store, itemOf, folderOf, requireWritable, ownershipFor, view });

  return {
    /** The client company staff name in provider mode (the tenant-scope guard's lookup). */
    async providerTenant(externalId: string): Promise<ContextTenant | null> {
      const t = await tenancy.tenantByExternalId(externalId);
      return t
        ? {
            id: t.id,
            externalId: t.externalId,
            name: t.name,
            accountType: t.accountType as AccountType,
            isInternal: t.isInternal,
          }
        : null;
    },
    /** GET files: the children of a folder (root when no parentId), filtered by ownership. */
    async list(ts: TenantScope, q: { parentId?: string; tenantExternalId?: string; ownership: DocCenterOwnership }) {
      const scope = docScope(ts);
      const parent = await folderOf(scope, q.parentId);
      return listing(scope, parent, { ownership: q.ownership === 'ALL' ? null : q.ownership });
    },

    /** GET files/portal (staff, route-guarded): one client company's items; nobody's PERSONAL items. */
    async portal(ctx: RequestContext, q: { tenantExternalId: string; parentId?: string }) {
      const t = await tenancy.tenantByExternalId(q.tenantExternalId);
      if (!t || t.isInternal) throw notFound('Company');
      const scope: Scope = { tenantId: t.id, tenantExternalId: t.externalId, provider: true, userId: ctx.user.id };
      const parent = await folderOf(scope, q.parentId);
      return listing(scope, parent, {});
    },

    /** GET files/small: one level, optionally one kind. */
    async small(ts: TenantScope, q: { type?: string; parentId?: string; tenantExternalId?: string }) {
      const scope = docScope(ts);
      const parent = await folderOf(scope, q.parentId);
      return listing(scope, parent, { kind: q.type ?? null });
    },

    /** GET path: breadcrumbs from the root to the item (itself included). */
    async path(ctx: RequestContext, externalId: string): Promise<DocCenterPathItem[]> {
      const { chain } = await itemOf(ctx, externalId, 'Folder');
      return chain.map((r) => ({ externalId: r.externalId, name: r.name }));
    },

    /** POST folder/create: folder names are unique among their siblings (case-insensitive) → 409 otherwise. */
    async createFolder(
      ts: TenantScope,
      body: { name: string; parentId?: string | null; tenantExternalId?: string; privacyType: DocCenterOwnership },
    ): Promise<DocCenterItem> {
      const scope = docScope(ts);
      const row = await withTransaction(db, async () => {
        await store.lockTenantTree(scope.tenantId);
        const parent = await folderOf(scope, body.parentId);
        const ownership = ownershipFor(scope, parent, body.privacyType);
        const siblings = await store.namesIn(scope.tenantId, parent?.id ?? null);
        if (siblings.some((s) => s.kind === 'FOLDER' && s.name.toLowerCase() === body.name.toLowerCase()))
          throw conflict('A folder with this name already exists');
        return store.insert({
          tenantId: scope.tenantId,
          parentId: parent?.id ?? null,
          kind: 'FOLDER',
          name: body.name,
          ownership,
          ownerUserId: scope.userId,
        });
      });
      return (await view(scope, [row], new Map([[row.id, 0]])))[0];
    },

    /** PUT rename: a sibling with the same name (case-insensitive, same kind) → 409. */
    async rename(ctx: RequestContext, body: { name: string; externalId: string }): Promise<DocCenterItem> {
      const updated = await withTransaction(db, async () => {
        const { scope, row } = await itemOf(ctx, body.externalId, 'File');
        requireWritable(scope, row);
        await store.lockTenantTree(scope.tenantId);
        const siblings = await store.namesIn(scope.tenantId, row.parentId);
        if (
          siblings.some(
            (s) => s.id !== row.id && s.kind === row.kind && s.name.toLowerCase() === body.name.toLowerCase(),
          )
        )
          throw conflict('An item with this name already exists in this folder');
        // Under the tree's lock, like the indexing job's write, so the index never keeps the old name of a file.
        if (row.kind === 'FILE') await documentIndex.renameFile(scope.tenantId, row.externalId, body.name);
        return { scope, row: await store.update(row.id, { name: body.name }) };
      });
      return (await view(updated.scope, [updated.row]))[0];
    },

    /**
     * POST files/move: into a folder (or the root, destExternalId null). A folder cannot go into itself or beneath
     * itself (400). A name already taken at the destination gets ' (2)'. Moving into a PERSONAL folder makes the moved
     * items PERSONAL of that folder's owner.
     */
    async move(
      ctx: RequestContext,
      body: { fromExternalIds: string[]; destExternalId: string | null },
    ): Promise<DocCenterItem[]> {
      const ids = [...new Set(body.fromExternalIds)];
      const first = await itemOf(ctx, ids[0]);
      const scope = first.scope;
      const moved = await withTransaction(db, async () => {
        await store.lockTenantTree(scope.tenantId);
        const rows = await store.byExternalIds(scope.tenantId, ids);
        if (rows.length !== ids.length) throw notFound('File');
        for (const r of rows) {
          const chain = await store.ancestry(r.id);
          if (!chain.every((c) => visibleTo(scope, c))) throw notFound('File');
          requireWritable(scope, r);
        }
        const dest = await folderOf(scope, body.destExternalId);
        if (dest) {
          const destChain = new Set((await store.ancestry(dest.id)).map((r) => r.id));
          if (rows.some((r) => destChain.has(r.id)))
            throw validation('A folder cannot be moved into itself or one of its subfolders', [
              { path: 'destExternalId', message: 'Inside the moved folder' },
            ]);
        }
        const taken = new Set(
          (await store.namesIn(scope.tenantId, dest?.id ?? null))
            .filter((s) => !rows.some((r) => r.id === s.id))
            .map((s) => s.name.toLowerCase()),
        );
        const out: DocItemRow[] = [];
        for (const r of rows) {
          if (r.parentId === (dest?.id ?? null)) {
            out.push(r);
            taken.add(r.name.toLowerCase());
            continue;
          }
          const name = freeName(r.name, taken);
          taken.add(name.toLowerCase());
          out.push(await store.update(r.id, { parentId: dest?.id ?? null, name }));
          if (dest?.ownership === 'PERSONAL') {
            const sub = await store.subtree([r.id]);
            for (const s of sub) await store.update(s.id, { ownership: 'PERSONAL', ownerUserId: dest.ownerUserId });
            // Now their owner's alone: out of the tenant-wide index.
            await documentIndex.removeFiles(
              scope.tenantId,
              sub.filter((s) => s.kind === 'FILE').map((s) => s.externalId),
            );
          }
        }
        return out;
      });
      return view(scope, await Promise.all(moved.map(async (r) => (await store.byId(r.id))!)));
    },

    /** POST files/check-duplicates: which of the names already exist in the folder (case-insensitive). */
    async checkDuplicates(
      ts: TenantScope,
      body: { fileNames: string[]; parentId?: string | null; tenantExternalId?: string },
    ): Promise<CheckDuplicatesReply> {
      const scope = docScope(ts);
      const parent = await folderOf(scope, body.parentId);
      const existing = new Set(
        (await store.namesIn(scope.tenantId, parent?.id ?? null))
          .filter((r) => r.kind === 'FILE' && visibleTo(scope, r))
          .map((r) => r.name.toLowerCase()),
      );
      return { duplicates: [...new Set(body.fileNames)].filter((n) => existing.has(n.trim().toLowerCase())) };
    },

    /** GET file/{id}. */
    async file(ctx: RequestContext, externalId: string): Promise<DocCenterItem> {
      const { scope, row } = await itemOf(ctx, externalId);
      return (await view(scope, [row]))[0];
    },

    /** GET parent/{id}: the item's folder, null at the root. */
    async parent(ctx: RequestContext, externalId: string): Promise<DocCenterItem | null> {
      const { scope, chain } = await itemOf(ctx, externalId);
      const parent = chain.length > 1 ? chain[chain.length - 2] : null;
      return parent ? (await view(scope, [parent]))[0] : null;
    },

    /** GET file-pre-signed-url/{id}: a short-lived URL of a FILE. */
    async presignedUrl(ctx: RequestContext, externalId: string) {
      const { row } = await itemOf(ctx, externalId);
      if (row.kind !== 'FILE' || !row.storageKey) throw notFound('File');
      const ext = (/\.([a-z0-9]+)$/i.exec(row.name)?.[1] ?? '').toLowerCase();
      return deps.storage.signedUrl(row.storageKey, {
        downloadName: row.name,
        contentType: row.contentType ?? 'application/octet-stream',
        ttlMs: PRESIGNED_TTL_MS,
        inline: ['pdf', 'png', 'jpg', 'jpeg'].includes(ext),
      });
    },

    /** GET tree: the import modal's tree of the caller's company (or, staff, a client's). */
    async tree(ts: TenantScope): Promise<DocCenterTreeNode[]> {
      const scope = docScope(ts);
      return toTree(await store.visibleTree(viewer(scope), { excludePersonal: scope.provider }));
    },

    /** GET by-term: items whose name contains the term (case-insensitive). */
    async byTerm(ts: TenantScope, q: { term: string; tenantExternalId?: string }): Promise<DocCenterItem[]> {
      const scope = docScope(ts);
      return view(scope, await store.byTerm(viewer(scope), q.term, DOC_CENTER_LIMITS.pageSize));
    },

    /** GET internal-documents: the files the provider added (PROVIDER), newest first (decision). */
    async internalDocuments(ts: TenantScope): Promise<DocCenterItem[]> {
      const scope = docScope(ts);
      const rows = (await store.visibleTree(viewer(scope))).filter(
        (r) => r.kind === 'FILE' && r.ownership === 'PROVIDER',
      );
      rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      return view(scope, rows.slice(0, DOC_CENTER_LIMITS.pageSize));
    },

    /**
     * For the data room's import: FILE items of the caller's selected company that the caller may see. 404 when any id
     * is not one (another tenant's, a folder, someone's PERSONAL file).
     */
    async filesForImport(
      ctx: RequestContext,
      externalIds: string[],
    ): Promise<{ externalId: string; name: string; size: number; contentType: string | null; storageKey: string }[]> {
      if (!ctx.tenant) throw notFound('File');
      const scope: Scope = {
        tenantId: ctx.tenant.id,
        tenantExternalId: ctx.tenant.externalId,
        provider: false,
        userId: ctx.user.id,
      };
      const visible = new Map((await store.visibleTree(viewer(scope))).map((r) => [r.externalId, r]));
      return [...new Set(externalIds)].map((id) => {
        const r = visible.get(id);
        if (!r || r.kind !== 'FILE' || !r.storageKey) throw notFound('File');
        return {
          externalId: r.externalId,
          name: r.name,
          size: Number(r.size),
          contentType: r.contentType,
          storageKey: r.storageKey,
        };
      });
    },

    ...files,
    ...links,

    /** Demo items of Acme (shared, provider and personal) and Globex; called by the demo seed. */
    async seedDemo(
      t: { acme: number; globex: number },
      u: { acmeOwner: number; acmeMember: number; kam: number; globexOwner: number },
    ) {
      const trees = demoTrees({
        acmeOwner: { userId: u.acmeOwner },
        acmeMember: { userId: u.acmeMember },
        kam: { userId: u.kam },
        globexOwner: { userId: u.globexOwner },
      });
      for (const [id, nodes] of [
        [t.acme, trees.acme],
        [t.globex, trees.globex],
      ] as const) {
        const tenant = await tenancy.tenantById(id);
        if (tenant) await seedDemoDocuments(deps, store, tenant, nodes);
      }
    },
  };
}
export type DocumentCenterService = ReturnType<typeof createDocumentCenterService>;
