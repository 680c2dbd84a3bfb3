import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './db-handle.ts';

/** The transaction a piece of work runs in; `open` turns false at commit or rollback, so work started inside it
 * that outlives it (a fire-and-forget publish) falls back to the pool instead of using a finished transaction. */
interface TxFrame {
  tx: Db;
  open: boolean;
  /** Work to run once the outermost transaction has committed (shared by its savepoints). */
  afterCommit: (() => void)[];
}

const current = new AsyncLocalStorage<TxFrame>();

const activeTx = (): Db | null => {
  const frame = current.getStore();
  return frame?.open ? frame.tx : null;
};

/** True when the caller runs inside `withTransaction`. */
export const inTransaction = (): boolean => activeTx() !== null;

/**
 * Runs `fn` in a transaction of `root`. Every query made through a database from `transactional(root)` while `fn`
 * runs goes to that transaction, so stores need no `tx` argument. Inside another transaction it opens a savepoint:
 * an error thrown by `fn` rolls back only `fn`'s work and the caller may go on.
 */
export async function withTransaction<T>(root: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const outer = current.getStore();
  const parent = outer?.open ? outer : null;
  const afterCommit: (() => void)[] = parent ? parent.afterCommit : [];
  const result = await (parent?.tx ?? root).transaction(async (raw) => {
    const frame: TxFrame = { tx: raw as unknown as Db, open: true, afterCommit };
    try {
      return await current.run(frame, () => fn(frame.tx));
    } finally {
      frame.open = false;
    }
  });
  if (!parent) for (const run of afterCommit) run();
  return result;
}

/**
 * Runs `fn` once what the caller wrote is visible to others: after the outermost transaction commits, or at once
 * outside one. A rolled-back transaction drops it (a rolled-back savepoint does not: running it is harmless for the
 * announcements this is for).
 */
export function afterCommit(fn: () => void) {
  const frame = current.getStore();
  if (frame?.open) frame.afterCommit.push(fn);
  else fn();
}

/**
 * The database as stores see it: each property is read from the open transaction when there is one, else from the
 * pool. `db.transaction(cb)` becomes `withTransaction`, so code that still opens one by hand joins the same scheme.
 */
export function transactional(root: Db): Db {
  return new Proxy(root, {
    get(target, prop) {
      if (prop === 'transaction') return (fn: (tx: Db) => Promise<unknown>) => withTransaction(target, fn);
      const db = activeTx() ?? target;
      const value = Reflect.get(db, prop, db) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(db) : value;
    },
  });
}
