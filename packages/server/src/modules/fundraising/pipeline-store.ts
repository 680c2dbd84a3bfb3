import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { funderListEntries, funders } from './tables.ts';
import { funderPipelineMoves, funderPipelinePlacements, funderPipelineStages } from './pipeline-tables.ts';

export type StageRow = typeof funderPipelineStages.$inferSelect;
export type MoveInsert = typeof funderPipelineMoves.$inferInsert;

/** SQL of pipelines: every query is bounded to one list, which the service has already resolved for its tenant. */
export function createPipelineStore(db: Db) {
  const S = funderPipelineStages;
  const P = funderPipelinePlacements;
  return {
    /** Serialises the writes of one list's pipeline inside a transaction. */
    async lockList(listId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`funder-pipeline:${listId}`}))`);
    },
    stages: (listId: number) => db.select().from(S).where(eq(S.listId, listId)).orderBy(asc(S.position), asc(S.id)),
    async insertStages(rows: { listId: number; key: string | null; name: string | null; position: number }[]) {
      return db.insert(S).values(rows).returning();
    },
    async setPosition(stageId: number, position: number) {
      await db.update(S).set({ position }).where(eq(S.id, stageId));
    },
    async rename(stageId: number, name: string) {
      await db.update(S).set({ name, key: null }).where(eq(S.id, stageId));
    },
    async deleteStage(stageId: number) {
      await db.delete(S).where(eq(S.id, stageId));
    },
    /** Puts every investor of the list that has no stage yet into `stageId` (a first placement, not a move). */
    async placeMissing(listId: number, stageId: number) {
      await db.execute(sql`
        insert into ${P} (list_id, funder_id, stage_id)
        select e.list_id, e.funder_id, ${stageId} from ${funderListEntries} e
        where e.list_id = ${listId}
          and not exists (select 1 from ${P} p where p.list_id = e.list_id and p.funder_id = e.funder_id)
        on conflict do nothing`);
    },
    /** How many investors each stage holds. */
    async counts(listId: number) {
      const rows = await db
        .select({ stageId: P.stageId, n: count() })
        .from(P)
        .where(eq(P.listId, listId))
        .groupBy(P.stageId);
      return new Map(rows.map((r) => [r.stageId, Number(r.n)]));
    },
    /** The first `perStage` investors of every stage by name, with their entry's flags and last move. */
    async cards(listId: number, perStage: number) {
      const ranked = db
        .select({
          stageId: P.stageId,
          movedAt: P.movedAt,
          movedByUserId: P.movedByUserId,
          funderExternalId: funders.externalId,
          name: funders.name,
          type: funders.type,
          logoUrl: funders.logoUrl,
          disabled: funderListEntries.disabled,
          nextContact: funderListEntries.nextContact,
          rank: sql<number>`row_number() over (partition by ${P.stageId} order by lower(${funders.name}), ${funders.id})`.as(
            'rank',
          ),
        })
        .from(P)
        .innerJoin(funders, eq(funders.id, P.funderId))
        .innerJoin(
          funderListEntries,
          and(eq(funderListEntries.listId, P.listId), eq(funderListEntries.funderId, P.funderId)),
        )
        .where(eq(P.listId, listId))
        .as('ranked');
      return db
        .select()
        .from(ranked)
        .where(sql`${ranked.rank} <= ${perStage}`)
        .orderBy(asc(ranked.stageId), asc(ranked.rank));
    },
    async placement(listId: number, funderId: number) {
      const [r] = await db
        .select({ stageId: P.stageId })
        .from(P)
        .where(and(eq(P.listId, listId), eq(P.funderId, funderId)));
      return r ?? null;
    },
    async setPlacement(listId: number, funderId: number, stageId: number, userId: number) {
      await db
        .update(P)
        .set({ stageId, movedAt: new Date(), movedByUserId: userId })
        .where(and(eq(P.listId, listId), eq(P.funderId, funderId)));
    },
    /** Moves every investor of one stage into another; returns the funder ids moved. */
    async moveAll(fromStageId: number, toStageId: number, userId: number) {
      const r = await db
        .update(P)
        .set({ stageId: toStageId, movedAt: new Date(), movedByUserId: userId })
        .where(eq(P.stageId, fromStageId))
        .returning({ funderId: P.funderId });
      return r.map((x) => x.funderId);
    },
    async insertMoves(rows: MoveInsert[]) {
      if (rows.length) await db.insert(funderPipelineMoves).values(rows);
    },
    moves: (listId: number, funderId: number, limit: number) =>
      db
        .select()
        .from(funderPipelineMoves)
        .where(and(eq(funderPipelineMoves.listId, listId), eq(funderPipelineMoves.funderId, funderId)))
        .orderBy(desc(funderPipelineMoves.at), desc(funderPipelineMoves.id))
        .limit(limit),
    /** Whether the funder is in the list. */
    async hasEntry(listId: number, funderId: number) {
      const [r] = await db
        .select({ n: count() })
        .from(funderListEntries)
        .where(and(eq(funderListEntries.listId, listId), eq(funderListEntries.funderId, funderId)));
      return Number(r.n) > 0;
    },
  };
}
export type PipelineStore = ReturnType<typeof createPipelineStore>;
