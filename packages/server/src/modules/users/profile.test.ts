import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const ME = 'member@acme.example';
const meId = (await t.services.users.byEmail(ME))!.externalId;
const otherId = (await t.services.users.byEmail('member@globex.example'))!.externalId;

const update = (extra: Record<string, unknown> = {}, user: Record<string, unknown> = {}) => ({
  externalId: meId,
  user: { firstName: 'Maxine', lastName: 'Acme', email: ME, phone: '+1 555 0101', ...user },
  title: 'CFO',
  instagram: '@maxine',
  linkedIn: 'https://linkedin.com/in/maxine',
  twitter: '@max',
  location: 'Austin, TX',
  bio: 'Numbers.',
  ...extra,
});

describe('GET /api/atrium-user/get-by-core-user and PUT /api/atrium-user/profile', () => {
  it('reads the own profile with every field of spec 1 §3', async () => {
    const r = await t.call('GET', '/api/atrium-user/get-by-core-user', { as: ME });
    expect(r.status).toBe(200);
    expect(r.body.content).toEqual({
      externalId: meId,
      user: { firstName: 'Max', lastName: 'Acme', phone: null, email: ME },
      title: null,
      instagram: null,
      linkedIn: null,
      twitter: null,
      location: null,
      bio: null,
      hasBeenInMultiuserChat: false,
    });
  });

  it('updates the profile and returns the updated user; current-user shows the new name', async () => {
    const r = await t.call('PUT', '/api/atrium-user/profile', { as: ME, body: update() });
    expect(r.status).toBe(200);
    expect(r.body.content).toMatchObject({
      externalId: meId,
      user: { firstName: 'Maxine', lastName: 'Acme', email: ME, phone: '+1 555 0101' },
      title: 'CFO',
      instagram: '@maxine',
      linkedIn: 'https://linkedin.com/in/maxine',
      twitter: '@max',
      location: 'Austin, TX',
      bio: 'Numbers.',
    });
    expect((await t.call('GET', '/auth/current-user', { as: ME })).body.content.user.firstName).toBe('Maxine');
    // Empty strings clear the optional fields.
    const cleared = await t.call('PUT', '/api/atrium-user/profile', {
      as: ME,
      body: update({ bio: '', instagram: '' }),
    });
    expect(cleared.body.content).toMatchObject({ bio: null, instagram: null, title: 'CFO' });
  });

  it('changes the e-mail when it is free, refuses a taken one with 409 on user.email', async () => {
    const taken = await t.call('PUT', '/api/atrium-user/profile', {
      as: ME,
      body: update({}, { email: 'OWNER@acme.example' }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe('EMAIL_TAKEN');
    expect(taken.body.content.fields[0].path).toBe('user.email');
    const moved = await t.call('PUT', '/api/atrium-user/profile', {
      as: ME,
      body: update({}, { email: 'Max.New@Acme.example' }),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.content.user.email).toBe('max.new@acme.example');
    const back = await t.call('PUT', '/api/atrium-user/profile', { as: ME, body: update() });
    expect(back.body.content.user.email).toBe(ME);
  });

  it('requires firstName, lastName and email (400 with fields), no token 401, another user 403', async () => {
    const bad = await t.call('PUT', '/api/atrium-user/profile', {
      as: ME,
      body: update({}, { firstName: ' ', lastName: '', email: 'nope' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.content.fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['body.user.firstName', 'body.user.lastName', 'body.user.email']),
    );
    expect((await t.call('PUT', '/api/atrium-user/profile', { body: update() })).status).toBe(401);
    const other = await t.call('PUT', '/api/atrium-user/profile', { as: ME, body: update({ externalId: otherId }) });
    expect(other.status).toBe(403);
    expect((await t.services.users.byEmail('member@globex.example'))!.firstName).toBe('Max');
  });
});

describe('POST /api/atrium-user/:id/save-options', () => {
  it('merges options and current-user returns them', async () => {
    const a = await t.call('POST', `/api/atrium-user/${meId}/save-options`, {
      as: ME,
      body: { sidebarCollapsed: true },
    });
    expect(a.status).toBe(200);
    const b = await t.call('POST', `/api/atrium-user/${meId}/save-options`, { as: ME, body: { theme: 'dark' } });
    expect(b.body.content).toEqual({ sidebarCollapsed: true, theme: 'dark' });
    expect((await t.call('GET', '/auth/current-user', { as: ME })).body.content.atriumApplicationOptions).toEqual({
      sidebarCollapsed: true,
      theme: 'dark',
    });
  });

  it('refuses another user 403, a bad id or body 400, no token 401', async () => {
    expect((await t.call('POST', `/api/atrium-user/${otherId}/save-options`, { as: ME, body: { x: 1 } })).status).toBe(
      403,
    );
    expect((await t.call('POST', '/api/atrium-user/nope/save-options', { as: ME, body: { x: 1 } })).status).toBe(400);
    expect((await t.call('POST', `/api/atrium-user/${meId}/save-options`, { as: ME, body: [1, 2] })).status).toBe(400);
    expect((await t.call('POST', `/api/atrium-user/${meId}/save-options`, { body: { x: 1 } })).status).toBe(401);
  });
});
