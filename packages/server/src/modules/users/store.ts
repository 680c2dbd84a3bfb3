import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/sql.ts';
import type { Db } from '../../platform/db.ts';
import { roles, userRoles, users } from './tables.ts';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

export function createUserStore(db: Db) {
  return {
    byId: async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0] ?? null,
    byExternalId: async (externalId: string) =>
      (await db.select().from(users).where(eq(users.externalId, externalId)))[0] ?? null,
    byIds: async (ids: number[]) => (ids.length ? db.select().from(users).where(inArray(users.id, ids)) : []),
    byEmail: async (email: string) =>
      (
        await db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      )[0] ?? null,
    insert: async (values: typeof users.$inferInsert) => (await db.insert(users).values(values).returning())[0],
    update: async (id: number, values: Partial<typeof users.$inferInsert>) =>
      (await db.update(users).set(values).where(eq(users.id, id)).returning())[0],
    rolesOfUser: async (userId: number) =>
      db
        .select({ role: roles })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId))
        .then((r) => r.map((x) => x.role)),
    rolesByName: async (names: string[]) =>
      names.length ? db.select().from(roles).where(inArray(roles.name, names)) : [],
    roleByExternalId: async (externalId: string) =>
      (await db.select().from(roles).where(eq(roles.externalId, externalId)))[0] ?? null,
    rolesByIds: async (ids: number[]) => (ids.length ? db.select().from(roles).where(inArray(roles.id, ids)) : []),
    /**
     * Users matching a term (first name, last name, full name or e-mail, case-insensitive), ordered by name.
     * `ids` null means every user; pageSize null means every match.
     */
    async search(opts: { ids: number[] | null; term: string; page: number; pageSize: number | null }) {
      if (opts.ids && opts.ids.length === 0) return { rows: [] as UserRow[], total: 0 };
      const filters: SQL[] = [eq(users.active, true)];
      if (opts.ids) filters.push(inArray(users.id, opts.ids));
      const term = opts.term.trim();
      if (term) {
        const like = `%${escapeLike(term)}%`;
        filters.push(
          or(
            ilike(users.firstName, like),
            ilike(users.lastName, like),
            ilike(users.email, like),
            sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
          )!,
        );
      }
      const where = and(...filters);
      let q = db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
        .$dynamic();
      if (opts.pageSize !== null) q = q.limit(opts.pageSize).offset(opts.page * opts.pageSize);
      const rows = await q;
      const total =
        opts.pageSize === null
          ? rows.length
          : Number((await db.select({ total: count() }).from(users).where(where))[0].total);
      return { rows, total };
    },
    rolesByScope: async (scope: string) => db.select().from(roles).where(eq(roles.scope, scope)).orderBy(roles.id),
    grantRoles: async (userId: number, roleIds: number[]) => {
      if (roleIds.length)
        await db
          .insert(userRoles)
          .values(roleIds.map((roleId) => ({ userId, roleId })))
          .onConflictDoNothing();
    },
    revokeRole: async (userId: number, roleId: number) =>
      db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId))),
    upsertRole: async (name: string, scope: string, permissionUuids: string[]) =>
      (
        await db
          .insert(roles)
          .values({ name, scope, permissionUuids })
          .onConflictDoUpdate({ target: roles.name, set: { scope, permissionUuids } })
          .returning()
      )[0],
  };
}
export type UserStore = ReturnType<typeof createUserStore>;
