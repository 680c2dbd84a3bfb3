import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { FunderStore, NewFunder } from './funder-store.ts';
import type { ImportedFunder } from './import-rows.ts';
import { funders } from './tables.ts';

const CHUNK = 500;

/**
 * Writes imported funders in one transaction (all or nothing), upserting by stable key, then links people to their
 * organization by name. `onProgress` is told how many are written so far.
 */
export const importFunderRows =
  (db: Db, store: FunderStore) =>
  async (rows: ImportedFunder[], onProgress: (done: number) => void = () => undefined) =>
    withTransaction(db, async () => {
      let done = 0;
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = rows.slice(i, i + CHUNK);
        await store.upsert(chunk.map(({ organizationName: _o, ...f }): NewFunder => f));
        done += chunk.length;
        onProgress(done);
      }
      const orgNames = [...new Set(rows.map((r) => r.organizationName?.toLowerCase()).filter((n): n is string => !!n))];
      let linked = 0;
      if (orgNames.length) {
        const orgs = await db
          .select({ id: funders.id, name: funders.name })
          .from(funders)
          .where(and(inArray(sql`lower(${funders.name})`, orgNames), sql`${funders.type} <> 'PERSON'`));
        const idByName = new Map(orgs.map((o) => [o.name.toLowerCase(), o.id]));
        const people = rows.filter((r) => r.organizationName && idByName.has(r.organizationName.toLowerCase()));
        const ids = await store.idsBySourceKey(people.map((p) => p.sourceKey));
        for (const p of people) {
          const id = ids.get(p.sourceKey);
          const orgId = idByName.get(p.organizationName!.toLowerCase());
          if (id && orgId && id !== orgId) {
            await db
              .update(funders)
              .set({ organizationId: orgId })
              .where(sql`${funders.id} = ${id}`);
            linked += 1;
          }
        }
      }
      return { written: done, linked };
    });
