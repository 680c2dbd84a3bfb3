import type { RealtimeBus } from '../../platform/realtime/bus.ts';
import { IDENTITY_CHANGED, IDENTITY_CHANNEL, type IdentityChange } from '../../platform/identity-invalidation.ts';

interface Entry<T> {
  value: T;
  userId: number;
  tokenId: number;
  expiresAt: number;
  storedAt: number;
}

/**
 * Resolved tokens kept for `ttlMs` (0 turns the cache off). Revocations and identity changes arrive over the
 * realtime bus and drop entries on every server; the short TTL bounds staleness if the bus is down.
 */
export function createTokenContextCache<T>(opts: { ttlMs: number; bus: RealtimeBus; maxEntries?: number }) {
  const entries = new Map<string, Entry<T>>();
  const max = opts.maxEntries ?? 50_000;

  opts.bus.subscribe(({ channel, event }) => {
    if (channel !== IDENTITY_CHANNEL || event.type !== IDENTITY_CHANGED) return;
    const c = event.content as IdentityChange;
    if ('tokenHash' in c) entries.delete(c.tokenHash);
    else
      for (const [hash, e] of entries) {
        if (('tokenId' in c && e.tokenId === c.tokenId) || ('userId' in c && e.userId === c.userId))
          entries.delete(hash);
      }
  });

  return {
    enabled: opts.ttlMs > 0,
    get(hash: string, now: number): T | null {
      const e = entries.get(hash);
      if (!e) return null;
      if (now - e.storedAt > opts.ttlMs || now >= e.expiresAt) {
        entries.delete(hash);
        return null;
      }
      return e.value;
    },
    set(hash: string, value: T, meta: { userId: number; tokenId: number; expiresAt: Date }, now: number) {
      if (opts.ttlMs <= 0) return;
      if (entries.size >= max) entries.delete(entries.keys().next().value as string); // oldest first
      entries.set(hash, {
        value,
        userId: meta.userId,
        tokenId: meta.tokenId,
        expiresAt: meta.expiresAt.getTime(),
        storedAt: now,
      });
    },
    size: () => entries.size,
  };
}
