import type { RealtimeBus } from '../../platform/realtime/bus.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { afterCommit, inTransaction } from '../../platform/transaction.ts';

/** Not a `/channel/...` name, so no socket can subscribe to it. */
export const TENANCY_CHANNEL = '/system/tenancy';
export const WORKSPACES_CHANGED = 'WORKSPACES_CHANGED';

/**
 * Every page load asks for the caller's workspaces; they change only when a tenant, workspace, membership or
 * membership role is written, which is rare. Each server keeps the lists for `ttlMs` (the token cache's
 * `TOKEN_CACHE_MS`; 0 turns it off), and every such write, once committed, is announced on the realtime bus and
 * empties the cache on every server. The TTL only bounds staleness while the bus is down.
 */
export function createWorkspaceListCache<T>(opts: { ttlMs: number; bus: RealtimeBus; maxEntries?: number }) {
  const entries = new Map<number, { value: T; storedAt: number }>();
  const max = opts.maxEntries ?? 50_000;
  // A list read while a change was announced may predate it: it is returned but not kept.
  let generation = 0;

  opts.bus.subscribe(({ channel, event }) => {
    if (channel !== TENANCY_CHANNEL || event.type !== WORKSPACES_CHANGED) return;
    generation++;
    entries.clear();
  });

  return {
    async read(userId: number, load: () => Promise<T>): Promise<T> {
      // Inside a transaction the caller may read its own uncommitted writes: never served from, nor kept in, the cache.
      if (opts.ttlMs <= 0 || inTransaction()) return load();
      const hit = entries.get(userId);
      if (hit && Date.now() - hit.storedAt <= opts.ttlMs) return hit.value;
      const seen = generation;
      const value = await load();
      if (seen === generation) {
        if (entries.size >= max) entries.delete(entries.keys().next().value as number); // oldest first
        entries.set(userId, { value, storedAt: Date.now() });
      }
      return value;
    },
    size: () => entries.size,
  };
}

/** Announces, once the current transaction commits, that someone's workspaces may have changed. */
export function announceWorkspacesChanged(realtime: Realtime) {
  afterCommit(() => {
    void realtime.publish(TENANCY_CHANNEL, { type: WORKSPACES_CHANGED, content: null });
  });
}

/** The store with the named writes announcing, after they succeed, that workspaces may have changed. */
export function announcingWrites<S extends object>(store: S, writes: (keyof S)[], announce: () => void): S {
  const wrapped = { ...store };
  for (const name of writes) {
    const write = store[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<keyof S, unknown>)[name] = async (...args: unknown[]) => {
      const result = await write(...args);
      announce();
      return result;
    };
  }
  return wrapped;
}
