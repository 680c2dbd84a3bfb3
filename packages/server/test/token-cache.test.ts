import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';

// The production setting: resolved tokens kept for a while, revocations announced over the bus.
const t = await useTestApp({ tokenCacheMs: 60_000 });
const me = (token: string) => t.call('GET', '/auth/current-user', { token });

describe('token cache', () => {
  it('serves a resolved token from memory: a change made in SQL behind the app is not seen within the TTL', async () => {
    const { token } = await t.services.auth.tokens.issue((await t.services.users.byEmail('member@acme.example'))!.id);
    expect((await me(token)).status).toBe(200);
    await t.database.raw.query(
      "update auth_tokens set revoked_at = now() where revoked_at is null and user_id = (select id from users where email = 'member@acme.example')",
    );
    expect((await me(token)).status).toBe(200);
  });

  it('refuses a token right after logout', async () => {
    const { token } = await t.services.auth.tokens.issue((await t.services.users.byEmail('owner@acme.example'))!.id);
    expect((await me(token)).status).toBe(200);
    expect((await t.call('DELETE', '/auth/logout', { token })).status).toBe(200);
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe('INVALID_TOKEN');
  });

  it('refuses every token of a user whose tokens were all revoked', async () => {
    const user = (await t.services.users.byEmail('owner@globex.example'))!;
    const one = (await t.services.auth.tokens.issue(user.id)).token;
    const two = (await t.services.auth.tokens.issue(user.id)).token;
    expect((await me(one)).status).toBe(200);
    expect((await me(two)).status).toBe(200);
    await t.services.auth.tokens.revokeAllOfUser(user.id);
    expect((await me(one)).status).toBe(401);
    expect((await me(two)).status).toBe(401);
  });

  it('shows a changed language at once', async () => {
    const user = (await t.services.users.byEmail('solo@example.com'))!;
    const { token } = await t.services.auth.tokens.issue(user.id);
    expect((await me(token)).body.content.language).toBe('en');
    const r = await t.call('PATCH', `/api/atrium-user/${user.externalId}/language?locale=es`, { token });
    expect(r.status).toBe(200);
    expect((await me(token)).body.content.language).toBe('es');
  });
});
