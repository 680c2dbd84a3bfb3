/**
 * Shares one in-flight call per key, so a single-use code (e-mail verification link, one-time code)
 * is spent once even when React StrictMode mounts the page twice. The entry is dropped when it settles.
 */
const inflight = new Map<string, Promise<unknown>>();

export function callOnce<T>(key: string, call: () => Promise<T>): Promise<T> {
  const existing = inflight.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const p = call();
  inflight.set(key, p);
  const drop = () => {
    // Keep the settled promise for the StrictMode re-mount that follows within the same task.
    setTimeout(() => inflight.delete(key), 1000);
  };
  p.then(drop, drop);
  return p;
}
