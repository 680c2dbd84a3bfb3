import type { PresignedUrl } from '@atrium/contract';

/** Renew this long before expiry, so a preview never starts loading a URL that expires mid-flight. */
export const PRESIGNED_RENEW_MARGIN_MS = 30_000;
/** When the server's expiry cannot be read, keep the URL this long. */
const FALLBACK_TTL_MS = 60_000;

interface Entry {
  url: string;
  expiresAtMs: number;
}

export interface PresignedCache {
  /** The cached URL while it has more than the margin left, else a fresh one; one request for concurrent callers. */
  get(id: string): Promise<string>;
  /** Forget one URL (e.g. the preview failed to load with it). */
  invalidate(id: string): void;
  clear(): void;
}

/**
 * Pre-signed URLs cached in the session (memory) until shortly before they expire (spec 3 §9). `fetcher` asks the
 * server for `{ url, expiresAt }`; a failed look-up is not cached, so the next call tries again.
 */
export function createPresignedCache(
  fetcher: (id: string) => Promise<PresignedUrl>,
  marginMs = PRESIGNED_RENEW_MARGIN_MS,
): PresignedCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<string>>();
  return {
    get(id) {
      const inFlight = pending.get(id);
      if (inFlight) return inFlight;
      const hit = entries.get(id);
      if (hit && hit.expiresAtMs - marginMs > Date.now()) return Promise.resolve(hit.url);
      const p = fetcher(id)
        .then((r) => {
          const parsed = Date.parse(r.expiresAt);
          entries.set(id, { url: r.url, expiresAtMs: Number.isNaN(parsed) ? Date.now() + FALLBACK_TTL_MS : parsed });
          return r.url;
        })
        .catch((err: unknown) => {
          entries.delete(id);
          throw err;
        })
        .finally(() => pending.delete(id));
      pending.set(id, p);
      return p;
    },
    invalidate(id) {
      entries.delete(id);
    },
    clear() {
      entries.clear();
      pending.clear();
    },
  };
}
