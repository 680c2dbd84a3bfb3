import { TAXONOMY_IDS, taxonomySubtreeIds, type RedFlag, type RedFlagStatus } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import { notFound, validation } from '../../platform/errors.ts';
import { createRedFlagStore, type RedFlagRecord, type RedFlagScope } from './red-flag-store.ts';

const toRedFlag = (r: RedFlagRecord): RedFlag => ({
  externalId: r.flag.externalId,
  name: r.flag.name,
  quote: r.flag.quote ?? null,
  status: r.flag.status as RedFlagStatus,
  source: r.flag.source === 'AI' ? 'AI' : 'USER',
  file: r.file,
  createdAt: r.flag.createdAt.toISOString(),
});

/**
 * Red flags (spec 3 §2.11, §7.4): of a file, or of the room at a folder (no file). A folder's list holds the flags of
 * the files in its taxonomy subtree and the room flags raised in that subtree; 9999 (root) is the whole room, 9997 the
 * master folder.
 */
export function createRedFlagService(deps: AppDeps) {
  const store = createRedFlagStore(deps.database.db);

  function folderScope(staticId: number): RedFlagScope {
    if (staticId === TAXONOMY_IDS.root) return { all: true };
    if (staticId === TAXONOMY_IDS.master) return { staticIds: [TAXONOMY_IDS.master] };
    const ids = taxonomySubtreeIds(staticId);
    if (!ids.length) throw notFound('Folder');
    return { staticIds: ids };
  }
  const validStaticId = (id: number) =>
    id === TAXONOMY_IDS.root || id === TAXONOMY_IDS.master || taxonomySubtreeIds(id).length > 0;

  return {
    async list(ctx: TenantContext, q: { staticId: number; fileExternalId?: string }): Promise<RedFlag[]> {
      if (q.fileExternalId) {
        const file = await store.fileOf(ctx.tenant.id, q.fileExternalId);
        if (!file) throw notFound('File');
        return (await store.list(ctx.tenant.id, { fileId: file.id })).map(toRedFlag);
      }
      return (await store.list(ctx.tenant.id, folderScope(q.staticId))).map(toRedFlag);
    },

    async create(
      ctx: TenantContext,
      body: { name: string; file?: { externalId: string } | null; staticId?: number },
    ): Promise<RedFlag> {
      let fileId: number | null = null;
      let staticId: number | null = null;
      if (body.file) {
        const file = await store.fileOf(ctx.tenant.id, body.file.externalId);
        if (!file) throw notFound('File');
        fileId = file.id;
      } else {
        staticId = body.staticId ?? TAXONOMY_IDS.root;
        if (!validStaticId(staticId)) throw notFound('Folder');
      }
      const row = await store.insert({
        tenantId: ctx.tenant.id,
        fileId,
        staticId,
        name: body.name,
        status: 'CREATED',
        source: 'USER',
        createdByUserId: ctx.user.id,
      });
      const rec = await store.byExternalId(ctx.tenant.id, row.externalId);
      return toRedFlag(rec!);
    },

    /** Rename and status changes alike (Dismiss → DISMISSED, Re-Flag → CREATED, Fix → FIXED). */
    async update(
      ctx: TenantContext,
      body: { externalId: string; name: string; status: RedFlagStatus },
    ): Promise<RedFlag> {
      const rec = await store.byExternalId(ctx.tenant.id, body.externalId);
      if (!rec) throw notFound('Red flag');
      await store.update(ctx.tenant.id, rec.flag.id, { name: body.name, status: body.status });
      return toRedFlag((await store.byExternalId(ctx.tenant.id, body.externalId))!);
    },

    async remove(ctx: TenantContext, externalId: string): Promise<{ deleted: true }> {
      if (!(await store.remove(ctx.tenant.id, externalId))) throw notFound('Red flag');
      return { deleted: true };
    },
  };
}
export type RedFlagService = ReturnType<typeof createRedFlagService>;

/** Parses a body with the spec's failure text as the message (spec 3 §8: red flag create/update failures). */
export function parseWith<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
  message: string,
): T {
  const r = schema.safeParse(value);
  if (!r.success)
    throw validation(
      message,
      r.error.issues.map((i) => ({ path: `body.${i.path.map(String).join('.')}`, message: i.message })),
    );
  return r.data;
}
