import { TAXONOMY_IDS, taxonomySubtreeIds, type RedFlag, type RedFlagStatus } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import { notFound, validation } from '../../platform/errors.ts';
import type { UserService } from '../users/service.ts';
import { createRedFlagStore, type RedFlagRecord, type RedFlagScope } from './red-flag-store.ts';

type Fixer = { externalId: string; name: string };

const toRedFlag = (r: RedFlagRecord, fixers: Map<number, Fixer> = new Map()): RedFlag => ({
  externalId: r.flag.externalId,
  name: r.flag.name,
  quote: r.flag.quote ?? null,
  status: r.flag.status as RedFlagStatus,
  source: r.flag.source === 'AI' ? 'AI' : 'USER',
  file: r.file,
  createdAt: r.flag.createdAt.toISOString(),
  fixedBy: r.flag.status === 'FIXED' && r.flag.fixedByUserId ? (fixers.get(r.flag.fixedByUserId) ?? null) : null,
  fixedAt: r.flag.status === 'FIXED' && r.flag.fixedAt ? r.flag.fixedAt.toISOString() : null,
});

/**
 * Red flags (spec 3 §2.11, §7.4): of a file, or of the room at a folder (no file). A folder's list holds the flags of
 * the files in its taxonomy subtree and the room flags raised in that subtree; 9999 (root) is the whole room, 9997 the
 * master folder.
 */
export function createRedFlagService(deps: AppDeps, s: { users: Pick<UserService, 'byIds'> }) {
  const store = createRedFlagStore(deps.database.db);

  /** The flags as replies, with the names of the people who fixed them (read through the users service). */
  async function shape(records: RedFlagRecord[]): Promise<RedFlag[]> {
    const ids = [...new Set(records.map((r) => r.flag.fixedByUserId).filter((id): id is number => id !== null))];
    const fixers = new Map<number, Fixer>(
      (await s.users.byIds(ids)).map((u) => [u.id, { externalId: u.externalId, name: `${u.firstName} ${u.lastName}` }]),
    );
    return records.map((r) => toRedFlag(r, fixers));
  }
  const one = async (r: RedFlagRecord) => (await shape([r]))[0];

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
        return shape(await store.list(ctx.tenant.id, { fileId: file.id }));
      }
      return shape(await store.list(ctx.tenant.id, folderScope(q.staticId)));
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
      return one(rec!);
    },

    /**
     * Rename and status changes alike (Dismiss → DISMISSED, Re-Flag → CREATED, Fix → FIXED). Fixing records who and
     * when (kept while it stays FIXED, so a rename does not move the date); any other status clears them.
     */
    async update(
      ctx: TenantContext,
      body: { externalId: string; name: string; status: RedFlagStatus },
    ): Promise<RedFlag> {
      const rec = await store.byExternalId(ctx.tenant.id, body.externalId);
      if (!rec) throw notFound('Red flag');
      const fixing = body.status === 'FIXED';
      const alreadyFixed = fixing && rec.flag.status === 'FIXED';
      await store.update(ctx.tenant.id, rec.flag.id, {
        name: body.name,
        status: body.status,
        fixedByUserId: alreadyFixed ? rec.flag.fixedByUserId : fixing ? ctx.user.id : null,
        fixedAt: alreadyFixed ? rec.flag.fixedAt : fixing ? new Date() : null,
      });
      return one((await store.byExternalId(ctx.tenant.id, body.externalId))!);
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
