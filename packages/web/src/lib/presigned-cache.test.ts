import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPresignedCache, PRESIGNED_RENEW_MARGIN_MS } from './presigned-cache';

const MINUTE = 60_000;

describe('pre-signed URL cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const fetcher = () => {
    let n = 0;
    return vi.fn(async (id: string) => ({
      url: `/signed/${id}/${++n}`,
      expiresAt: new Date(Date.now() + 15 * MINUTE).toISOString(),
    }));
  };

  it('reuses a URL until shortly before it expires, then asks again', async () => {
    const f = fetcher();
    const cache = createPresignedCache(f);
    expect(await cache.get('a')).toBe('/signed/a/1');
    vi.advanceTimersByTime(10 * MINUTE);
    expect(await cache.get('a')).toBe('/signed/a/1');
    vi.advanceTimersByTime(5 * MINUTE - PRESIGNED_RENEW_MARGIN_MS); // exactly at the margin: renew
    expect(await cache.get('a')).toBe('/signed/a/2');
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('keeps one URL per file and sends one request for concurrent callers', async () => {
    const f = fetcher();
    const cache = createPresignedCache(f);
    const [a1, a2, b] = await Promise.all([cache.get('a'), cache.get('a'), cache.get('b')]);
    expect([a1, a2, b]).toEqual(['/signed/a/1', '/signed/a/1', '/signed/b/2']);
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failure, and forgets a URL on invalidate', async () => {
    const f = vi
      .fn<(id: string) => Promise<{ url: string; expiresAt: string }>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementation(async (id) => ({
        url: `/ok/${id}`,
        expiresAt: new Date(Date.now() + MINUTE * 5).toISOString(),
      }));
    const cache = createPresignedCache(f);
    await expect(cache.get('a')).rejects.toThrow('down');
    expect(await cache.get('a')).toBe('/ok/a');
    cache.invalidate('a');
    expect(await cache.get('a')).toBe('/ok/a');
    expect(f).toHaveBeenCalledTimes(3);
  });

  it('keeps a URL with an unreadable expiry for a minute only', async () => {
    const f = vi.fn(async () => ({ url: '/x', expiresAt: 'soon' }));
    const cache = createPresignedCache(f, 0);
    await cache.get('a');
    vi.advanceTimersByTime(MINUTE - 1);
    await cache.get('a');
    expect(f).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.get('a');
    expect(f).toHaveBeenCalledTimes(2);
  });
});
