import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtime } from '../lib/realtime';
import { loadCurrentUser, sessionStore } from './session';

const user = { externalId: 'u-1', tokenExpiresAt: '2030-01-01T00:00:00.000Z', user: { email: 'a@b.c' }, roles: [] };
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('loading the signed-in user', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(realtime, 'open').mockImplementation(() => undefined);
    vi.spyOn(realtime, 'close').mockImplementation(() => undefined);
    sessionStore.set({ token: 'tok-1', expiresAt: null, user: null, status: 'loading' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('retries a request that got no reply (a reload, a network blip) instead of signing the user out', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(reply(200, { success: true, content: user, errorCode: null, message: null }));
    const loading = loadCurrentUser();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loading).resolves.toMatchObject({ externalId: 'u-1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sessionStore.get()).toMatchObject({ token: 'tok-1', status: 'authenticated' });
  });

  it('signs out at once when the server refuses the token', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        reply(401, { success: false, content: null, errorCode: 'INVALID_TOKEN', message: 'Invalid token' }),
      );
    await expect(loadCurrentUser()).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    // current-user once, then the logout's own call is skipped (callServer: false): no retry of a refused token.
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/auth/current-user'))).toHaveLength(1);
    expect(sessionStore.get().token).toBeNull();
  });
});
