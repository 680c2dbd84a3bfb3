import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatApi } from './chat-api';
import { clearPresignedCache, getPresignedUrl } from './attachments';

describe('pre-signed URLs', () => {
  afterEach(() => {
    clearPresignedCache();
    vi.restoreAllMocks();
  });

  it('reuses a URL until shortly before it expires, then asks again; one request for concurrent callers', async () => {
    let n = 0;
    const spy = vi
      .spyOn(chatApi, 'presignedUrl')
      .mockImplementation(async () => ({ url: `/signed/${++n}`, expiresAt: new Date(60 * 60_000).toISOString() }));
    let now = 0;
    const clock = () => now;
    const [a, b] = await Promise.all([getPresignedUrl('f1', clock), getPresignedUrl('f1', clock)]);
    expect([a, b]).toEqual(['/signed/1', '/signed/1']);
    now = 30 * 60_000;
    expect(await getPresignedUrl('f1', clock)).toBe('/signed/1');
    now = 60 * 60_000 - 10_000; // inside the renewal margin
    expect(await getPresignedUrl('f1', clock)).toBe('/signed/2');
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed look-up so the next preview tries again', async () => {
    const spy = vi
      .spyOn(chatApi, 'presignedUrl')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ url: '/ok', expiresAt: new Date(Date.now() + 600_000).toISOString() });
    await expect(getPresignedUrl('f2')).rejects.toThrow('down');
    expect(await getPresignedUrl('f2')).toBe('/ok');
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
