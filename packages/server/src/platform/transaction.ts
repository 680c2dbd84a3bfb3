import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './db-handle.ts';

/** The transaction a piece of work runs in; `open` turns false at commit or rollback, so work started inside it
 * that outlives it (a fire-and-forget publish) falls back to the pool instead of using a finished transaction. */
interface TxFrame {
  tx: Db;
  open: boolean;
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
  const base = activeTx() ?? root;
  return base.transaction(async (raw) => {
    const frame: TxFrame = { tx: raw as unknown as Db, open: true };
    try {
      return await current.run(frame, () => fn(frame.tx));
    } finally {
      frame.open = false;
    }
  });
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
