import type { DocCenterItem, DocCenterOwnership } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import { docScope, type Scope } from './access.ts';
import { freeName } from './names.ts';
import type { DocCenterStore, DocItemRow } from './store.ts';

interface LinksDeps {
  deps: AppDeps;
  store: DocCenterStore;
  itemOf(
    ctx: RequestContext,
    externalId: string,
    what?: string,
  ): Promise<{ scope: Scope; row: DocItemRow; chain: DocItemRow[] }>;
  folderOf(scope: Scope, externalId: string | null | undefined): Promise<DocItemRow | null>;
  requireWritable(scope: Scope, row: DocItemRow): void;
  ownershipFor(scope: Scope, parent: DocItemRow | null, asked?: DocCenterOwnership): DocCenterOwnership;
  view(scope: Scope, rows: DocItemRow[], counts?: Map<number, number>): Promise<DocCenterItem[]>;
}

/** The other names of a folder, lower-cased (a link's name is made free like an upload's: ' (2)'). */
const takenNames = (siblings: DocItemRow[], except?: number) =>
  new Set(siblings.filter((s) => s.id !== except).map((s) => s.name.toLowerCase()));

/**
 * Links of the document center (spec 3 §3 kind URL): items with a name and an address (url), no bytes. They are
 * listed, moved, searched (by-term) and deleted like files by the existing calls; downloads and the import tree leave
 * them out. The server never fetches the address; the contract checks it.
 */
export function createDocCenterLinks(f: LinksDeps) {
  const { store } = f;
  const db = f.deps.database.db;
  return {
    /** POST url/create: a link in a folder (the root when no parentId); ownership follows the folder rules. */
    async createLink(
      ts: TenantScope,
      body: { name: string; url: string; parentId?: string | null; privacyType: DocCenterOwnership },
    ): Promise<DocCenterItem> {
      const scope = docScope(ts);
      const row = await withTransaction(db, async () => {
        await store.lockTenantTree(scope.tenantId);
        const parent = await f.folderOf(scope, body.parentId);
        const ownership = f.ownershipFor(scope, parent, body.privacyType);
        const name = freeName(body.name, takenNames(await store.namesIn(scope.tenantId, parent?.id ?? null)));
        return store.insert({
          tenantId: scope.tenantId,
          parentId: parent?.id ?? null,
          kind: 'URL',
          name,
          url: body.url,
          ownership,
          ownerUserId: scope.userId,
        });
      });
      return (await f.view(scope, [row]))[0];
    },

    /** PUT url/update: a link's new name and address; a file or folder id is 404, a provider's link 403. */
    async updateLink(
      ctx: RequestContext,
      body: { externalId: string; name: string; url: string },
    ): Promise<DocCenterItem> {
      const out = await withTransaction(db, async () => {
        const { scope, row } = await f.itemOf(ctx, body.externalId, 'Link');
        if (row.kind !== 'URL') throw notFound('Link');
        f.requireWritable(scope, row);
        await store.lockTenantTree(scope.tenantId);
        const name =
          row.name.toLowerCase() === body.name.toLowerCase()
            ? body.name
            : freeName(body.name, takenNames(await store.namesIn(scope.tenantId, row.parentId), row.id));
        return { scope, row: await store.update(row.id, { name, url: body.url }) };
      });
      return (await f.view(out.scope, [out.row]))[0];
    },
  };
}
