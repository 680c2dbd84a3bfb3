import { and, asc, count, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { FUNDRAISING_LIMITS } from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import { statementName } from '../../platform/named-statements.ts';
import { funders } from './tables.ts';
import { containsPattern, prefixPattern, type FunderFilterSql } from './search-filter.ts';

export type FunderRow = typeof funders.$inferSelect;
export type NewFunder = typeof funders.$inferInsert;

/**
 * The columns a funder is shown with (toFunder, the export): pages of 50 read these and not the rest of the row (the
 * search vector alone is a tsvector as long as the name and description, then parsed as a string per row).
 */
export const funderCardColumns = {
  id: funders.id,
  externalId: funders.externalId,
  type: funders.type,
  name: funders.name,
  logoUrl: funders.logoUrl,
  shortDescription: funders.shortDescription,
  website: funders.website,
  city: funders.city,
  stateCode: funders.stateCode,
  countryCode: funders.countryCode,
  roles: funders.roles,
  rank: funders.rank,
  investmentCount: funders.investmentCount,
  organizationFoundedCount: funders.organizationFoundedCount,
  stages: funders.stages,
  sectors: funders.sectors,
  checkSizeMin: funders.checkSizeMin,
  checkSizeMax: funders.checkSizeMax,
};
export type FunderCard = Pick<FunderRow, keyof typeof funderCardColumns>;
export interface FunderRecord<F extends FunderCard = FunderRow> {
  funder: F;
  organization: { externalId: string; name: string } | null;
}
export type FunderCardRecord = FunderRecord<FunderCard>;

const org = alias(funders, 'org');

/** SQL of the shared investor database. */
export function createFunderStore(db: Db) {
  const records = () =>
    db
      .select({ funder: funders, orgExternalId: org.externalId, orgName: org.name })
      .from(funders)
      .leftJoin(org, eq(org.id, funders.organizationId));
  type Joined<F> = { funder: F; orgExternalId: string | null; orgName: string | null };

  const lowerName = sql`lower(${funders.name})`;
  const startsWith = sql`${lowerName} like ${sql.placeholder('prefix')}`;
  const pageOrder = () => [sql`${funders.rank} asc nulls last`, asc(funders.name), asc(funders.id)];
  type TermKind = 'none' | 'short' | 'trigrams';
  /** The page's order over a subquery of (grp, rank, name, id): its columns, or their names inside it. */
  const inPageOrder = (t?: { grp: SQLWrapper; rank: SQLWrapper; name: SQLWrapper; id: SQLWrapper }) =>
    t
      ? [sql`${t.grp} asc`, sql`${t.rank} asc nulls last`, sql`${t.name} asc`, sql`${t.id} asc`]
      : [sql`grp`, sql`rank asc nulls last`, sql`name`, sql`id`];

  /** The matches up to the cap, their count in one row, and the page from them when they hold it (see `search`). */
  function buildFirstStatement(kind: TermKind, conds: SQL[]) {
    const term = kind !== 'none';
    const m = db.$with('m').as(
      db
        .select({
          id: funders.id,
          grp: (term ? sql<number>`case when ${startsWith} then 0 else 1 end` : sql<number>`0`).as('grp'),
          rank: funders.rank,
          name: funders.name,
        })
        .from(funders)
        .where(and(...conds, ...(term ? [sql`${lowerName} like ${sql.placeholder('contains')}`] : [])))
        .orderBy(...(term ? [] : pageOrder()))
        .limit(sql.placeholder('upToPlusOne')),
    );
    const counted = db
      .select({ n: sql<string>`count(*)`.as('n') })
      .from(m)
      .as('c');
    const fromMatches = db
      .select({ id: m.id, grp: m.grp, rank: m.rank, name: m.name })
      .from(m)
      .where(term ? sql`(select count(*) from ${m}) <= ${sql.placeholder('upTo')}` : undefined)
      .orderBy(...inPageOrder())
      .limit(sql.placeholder('pageSize'))
      .offset(sql.placeholder('offset'))
      .as('p');
    // Only the page's ids leave the subquery: the whole rows are read for them alone.
    const query = db
      .with(m)
      .select({ n: counted.n, funder: funderCardColumns, orgExternalId: org.externalId, orgName: org.name })
      .from(counted)
      .leftJoin(fromMatches, sql`true`)
      .leftJoin(funders, eq(funders.id, fromMatches.id))
      .leftJoin(org, eq(org.id, funders.organizationId))
      .orderBy(...inPageOrder(fromMatches));
    // '' is unnamed (planned per call); a name makes it a server-side statement with a generic plan.
    return query.prepare(kind === 'trigrams' ? (statementName('funders', query.toSQL().sql) ?? '') : '');
  }

  /** Past the cap, the page of a term in index order: each group read only up to the page's end. */
  function buildIndexPage(conds: SQL[]) {
    const group = (n: number, ...extra: SQL[]) =>
      db
        .select({
          id: funders.id,
          grp: sql<number>`${sql.raw(String(n))}`.as('grp'),
          rank: funders.rank,
          name: funders.name,
        })
        .from(funders)
        .where(and(...conds, ...extra))
        .orderBy(...pageOrder())
        .limit(sql.placeholder('pageEnd'));
    // The second group is read only when the first does not fill the page by itself (a one-time filter): a term
    // that many names start with would otherwise scan the whole rank order for the few that hold it further in.
    const startsFill = sql`(select count(*) from (${db
      .select({ one: sql`1` })
      .from(funders)
      .where(and(...conds, startsWith))
      .limit(sql.placeholder('pageEnd'))}) s) < ${sql.placeholder('pageEnd')}`;
    const q = unionAll(
      group(0, startsWith),
      group(1, sql`${lowerName} like ${sql.placeholder('contains')}`, sql`not (${startsWith})`, startsFill),
    )
      .orderBy(...inPageOrder())
      .limit(sql.placeholder('pageSize'))
      .offset(sql.placeholder('offset'))
      .as('q');
    return db
      .select({ funder: funderCardColumns, orgExternalId: org.externalId, orgName: org.name })
      .from(funders)
      .leftJoin(org, eq(org.id, funders.organizationId))
      .innerJoin(q, eq(q.id, funders.id))
      .orderBy(...inPageOrder(q))
      .prepare('');
  }
  /**
   * Both statements are built once per shape (which filters, which kind of term) and run with the values: drizzle
   * building the first one cost as much Node CPU per search as the rest of the call.
   */
  const perShape = <T>(build: (kind: TermKind, conds: SQL[]) => T) => {
    const built = new Map<string, T>();
    return (kind: TermKind, filter: FunderFilterSql) => {
      const key = `${kind}|${filter.key}`;
      let q = built.get(key);
      if (q === undefined) built.set(key, (q = build(kind, filter.conds)));
      return q;
    };
  };
  const firstStatement = perShape(buildFirstStatement);
  const indexPage = perShape((_kind, conds) => buildIndexPage(conds));
  const shape = <F extends FunderCard>(r: Joined<F>): FunderRecord<F> => ({
    funder: r.funder,
    organization: r.orgExternalId ? { externalId: r.orgExternalId, name: r.orgName ?? '' } : null,
  });

  return {
    /**
     * A page of funders matching every condition and the name term: names starting with the term first, then the
     * other names containing it; within each, best rank, name and id (a stable order for paging). The total is counted
     * only up to `countCap` past the page's first row (`capped` beyond).
     *
     * The matches up to the cap are found once (a materialized CTE, read more than once) and counted, and one row
     * always carries the count. Without a term they are the first ones in page order, which always hold the page; with
     * a term, the page comes from them when they are all there (a narrow search). Else (a broad term) a second statement
     * reads the page in index order, each group only up to the page's end: the (rank, name, id) index (covering the
     * filter columns) stops a broad term's scan after a few hundred entries, the lower(name) prefix index serves the
     * first group.
     *
     * Both statements are built once per shape (which filters, which kind of term) and run with the values. With a
     * term of three characters or more the first is also named (a generic plan): it is then always the same bitmap scan of the
     * filters' GIN index with the term's trigrams, whatever the values, and planning it per call cost more database
     * time than running it. Without a term the best plan depends on the filters' breadth (the rank index for broad
     * ones, the GIN for narrow ones), and a shorter term has no trigrams to look up: those are planned per call
     * (docs/decisions.md, "funders4").
     */
    async search(filter: FunderFilterSql, page: number, pageSize: number, term?: string | null) {
      const offset = page * pageSize;
      const upTo = offset + FUNDRAISING_LIMITS.countCap;
      const contains = containsPattern(term);
      const prefix = prefixPattern(term);
      const kind = !contains ? 'none' : (term ?? '').trim().length >= 3 ? 'trigrams' : 'short';
      const values = {
        ...filter.values,
        contains,
        prefix,
        upTo,
        upToPlusOne: upTo + 1,
        pageSize,
        offset,
        pageEnd: offset + pageSize,
      };
      const first = await firstStatement(kind, filter).execute(values);
      const n = Number(first[0].n);
      const capped = n > upTo;
      const total = Math.min(n, upTo);
      const held = first.flatMap(({ funder, orgExternalId, orgName }) =>
        funder ? [shape({ funder, orgExternalId, orgName })] : [],
      );
      if (!capped || kind === 'none') return { records: held, total, capped };
      const rows = await indexPage(kind, filter).execute(values);
      return { records: rows.map(shape), total, capped };
    },
    async byId(id: number): Promise<FunderRecord | null> {
      const [r] = await records().where(eq(funders.id, id));
      return r ? shape(r) : null;
    },
    async byExternalId(externalId: string): Promise<FunderRecord | null> {
      const [r] = await records().where(eq(funders.externalId, externalId));
      return r ? shape(r) : null;
    },
    /** Internal ids of the funders with these external ids (unknown ones left out). */
    async idsOf(externalIds: string[]) {
      if (!externalIds.length) return [];
      return db
        .select({ id: funders.id, externalId: funders.externalId })
        .from(funders)
        .where(inArray(funders.externalId, externalIds));
    },
    /** Points a funder at its uploaded logo; answers the previous key (to delete once replaced). */
    async setLogo(id: number, logo: { key: string; contentType: string; url: string }) {
      const [before] = await db.select({ key: funders.logoKey }).from(funders).where(eq(funders.id, id));
      await db
        .update(funders)
        .set({ logoKey: logo.key, logoContentType: logo.contentType, logoUrl: logo.url, updatedAt: new Date() })
        .where(eq(funders.id, id));
      return before?.key ?? null;
    },
    async peopleOf(organizationId: number) {
      return (await records().where(eq(funders.organizationId, organizationId)).orderBy(asc(funders.name))).map(shape);
    },
    /** Inserts or updates by source key; returns the ids by source key. */
    async upsert(rows: NewFunder[]) {
      if (!rows.length) return new Map<string, number>();
      const out = await db
        .insert(funders)
        .values(rows)
        .onConflictDoUpdate({
          target: funders.sourceKey,
          set: {
            type: sql`excluded.type`,
            name: sql`excluded.name`,
            // An uploaded logo stays until another is uploaded.
            logoUrl: sql`case when ${funders.logoKey} is not null then ${funders.logoUrl} else coalesce(excluded.logo_url, ${funders.logoUrl}) end`,
            shortDescription: sql`excluded.short_description`,
            website: sql`excluded.website`,
            city: sql`excluded.city`,
            stateCode: sql`excluded.state_code`,
            countryCode: sql`excluded.country_code`,
            locationKeys: sql`excluded.location_keys`,
            roles: sql`excluded.roles`,
            rank: sql`excluded.rank`,
            investmentCount: sql`excluded.investment_count`,
            organizationFoundedCount: sql`excluded.organization_founded_count`,
            stages: sql`excluded.stages`,
            sectors: sql`excluded.sectors`,
            checkSizeMin: sql`excluded.check_size_min`,
            checkSizeMax: sql`excluded.check_size_max`,
            organizationId: sql`coalesce(excluded.organization_id, ${funders.organizationId})`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: funders.id, sourceKey: funders.sourceKey });
      return new Map(out.map((r) => [r.sourceKey, r.id]));
    },
    /** Ids of organizations by source key (to link people to them). */
    async idsBySourceKey(keys: string[]) {
      if (!keys.length) return new Map<string, number>();
      const rows = await db
        .select({ id: funders.id, sourceKey: funders.sourceKey })
        .from(funders)
        .where(inArray(funders.sourceKey, keys));
      return new Map(rows.map((r) => [r.sourceKey, r.id]));
    },
    async total() {
      const [{ n }] = await db.select({ n: count() }).from(funders);
      return Number(n);
    },
  };
}
export type FunderStore = ReturnType<typeof createFunderStore>;
