import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness.ts';
import type { Database, Db } from './db.ts';
import { inTransaction } from './transaction.ts';

// A store as the modules write them: built once on `db`, with no `tx` argument anywhere.
const notes = pgTable('tx_test_notes', { id: integer('id').primaryKey(), body: text('body').notNull() });
const createNoteStore = (db: Db) => ({
  add: async (id: number, body: string) => {
    await db.insert(notes).values({ id, body });
  },
  body: async (id: number) => (await db.select().from(notes).where(eq(notes.id, id)))[0]?.body ?? null,
  count: async () => (await db.select({ n: sql<number>`count(*)::int` }).from(notes))[0].n,
});

describe('withTransaction (runs on PGlite, and on PostgreSQL when DATABASE_URL is set)', () => {
  let database: Database;
  let store: ReturnType<typeof createNoteStore>;
  beforeAll(async () => {
    database = await freshDatabase();
    await database.raw.query('CREATE TABLE tx_test_notes (id integer PRIMARY KEY, body text NOT NULL)');
    store = createNoteStore(database.db);
  });
  afterAll(() => database.close());

  it('a store call outside any transaction writes and reads through the pool', async () => {
    expect(inTransaction()).toBe(false);
    await store.add(1, 'outside');
    expect(await store.body(1)).toBe('outside');
  });

  it('store calls inside withTransaction use the open transaction: they see its writes, and a failure undoes them', async () => {
    const seen = await database.withTransaction(async () => {
      await store.add(2, 'inside');
      // On PGlite (one connection) a query that bypassed the open transaction would wait for it forever.
      return { body: await store.body(2), inTx: inTransaction() };
    });
    expect(seen).toEqual({ body: 'inside', inTx: true });
    expect(await store.body(2)).toBe('inside');

    await expect(
      database.withTransaction(async () => {
        await store.add(3, 'rolled back');
        expect(await store.body(3)).toBe('rolled back');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await store.body(3)).toBeNull();
  });

  it('a nested withTransaction is a savepoint: its failure undoes only its own writes', async () => {
    await database.withTransaction(async () => {
      await store.add(4, 'outer');
      await expect(
        database.withTransaction(async () => {
          await store.add(5, 'inner');
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await store.add(6, 'after');
    });
    expect([await store.body(4), await store.body(5), await store.body(6)]).toEqual(['outer', null, 'after']);
  });

  it('work started inside a transaction that outlives it falls back to the pool', async () => {
    let late: Promise<string | null> = Promise.resolve(null);
    await database.withTransaction(async () => {
      await store.add(7, 'committed');
      late = new Promise((resolve) => setTimeout(resolve, 20)).then(() => store.body(7));
    });
    expect(await late).toBe('committed');
    expect(await store.count()).toBe(5);
  });
});
