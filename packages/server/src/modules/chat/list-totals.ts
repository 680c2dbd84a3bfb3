import { afterCommit } from '../../platform/transaction.ts';

/** How long a total may be served without a chat write of this process (writes of another process, time filters). */
export const LIST_TOTAL_MAX_AGE_MS = 10_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  total: number;
  generation: number;
  at: number;
}

/**
 * The totals of the chat's list pages (the `count(*)` beside a full page), kept per list and filter until the chat
 * writes anything (see docs/decisions.md "chatlists"). Every write of the chat store bumps the generation at once and
 * again at commit, so a count taken while a transaction was open is never served after it commits.
 */
export function createListTotals(now: () => number = Date.now) {
  let generation = 0;
  const entries = new Map<string, Entry>();
  return {
    /** Called by every write of the chat store. */
    written() {
      generation++;
      afterCommit(() => generation++);
    },
    /** The cached total of `key`, or `count()` (kept when no write happened while it ran). */
    async total(key: string, count: () => Promise<number>): Promise<number> {
      const hit = entries.get(key);
      if (hit && hit.generation === generation && now() - hit.at < LIST_TOTAL_MAX_AGE_MS) return hit.total;
      const started = generation;
      const at = now();
      const total = await count();
      if (started === generation) {
        entries.delete(key);
        // Oldest first: Map keeps insertion order.
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { total, generation, at });
      }
      return total;
    },
  };
}
export type ListTotals = ReturnType<typeof createListTotals>;
