import { describe, expect, it } from 'vitest';
import { useTwoServers, type ClusterServer } from './cluster-app.ts';

/** Two servers keep resolved tokens in memory; a logout on one is refused on the other at once. */
describe('token revocation across servers (REALTIME_BUS=postgres)', () => {
  let a: ClusterServer;
  let b: ClusterServer;

  useTwoServers({ REALTIME_BUS: 'postgres', TOKEN_CACHE_MS: '60000' }, async (servers) => {
    ({ a, b } = servers);
  });

  const me = (s: ClusterServer, token: string) =>
    fetch(`${s.httpUrl}/auth/current-user`, { headers: { authorization: `Bearer ${token}` } });

  it('a token revoked through A is refused by B, which had it in memory', async () => {
    const user = await a.services.users.create({
      email: 'cache@example.com',
      firstName: 'Ca',
      lastName: 'Che',
      passwordHash: null,
      emailVerified: true,
      roleNames: [],
    });
    const { token } = await a.services.auth.tokens.issue(user.id);
    expect((await me(b, token)).status).toBe(200);
    const out = await fetch(`${a.httpUrl}/auth/logout`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(200);
    // NOTIFY is asynchronous: allow it a moment, far below the 60 s the entry would otherwise live.
    await expect.poll(async () => (await me(b, token)).status, { timeout: 3000, interval: 50 }).toBe(401);
  });
});
