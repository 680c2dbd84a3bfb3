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
      photoUrl: null,
      language: 'en',
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

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 2)]);

/** A multipart body with one file part named `file` (or another name). */
function photoForm(filename: string, data: Buffer, name = 'file') {
  const boundary = `----photo${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const PHOTO = '/api/atrium-user/profile/photo';
async function postPhoto(as: string | undefined, filename: string, data: Buffer, name?: string) {
  const f = photoForm(filename, data, name);
  const headers: Record<string, string> = { ...f.headers };
  if (as) headers.authorization = `Bearer ${await t.tokenFor(as)}`;
  const res = await t.app.inject({ method: 'POST', url: PHOTO, headers, payload: f.body });
  return { status: res.statusCode, body: res.json() as { content: any; message: string | null; fields?: unknown } };
}

describe('POST and DELETE /api/atrium-user/profile/photo', () => {
  const OWNER = 'owner@acme.example';

  it('stores the photo, serves it through its signed URL, replaces and removes it', async () => {
    const r = await postPhoto(OWNER, 'me.png', PNG);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const url: string = r.body.content.photoUrl;
    expect(url).toMatch(/^\/api\/files\/signed\//);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    // The profile read shows it too.
    const read = await t.call('GET', '/api/atrium-user/get-by-core-user', { as: OWNER });
    expect(read.body.content.photoUrl).toMatch(/^\/api\/files\/signed\//);

    const replaced = await postPhoto(OWNER, 'me.jpg', JPEG);
    expect(replaced.status).toBe(200);
    const jpg = await t.app.inject({ method: 'GET', url: replaced.body.content.photoUrl });
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    // The old object is gone.
    const old = await t.app.inject({ method: 'GET', url });
    expect(old.statusCode).toBeGreaterThanOrEqual(400);

    const removed = await t.call('DELETE', PHOTO, { as: OWNER });
    expect(removed.status).toBe(200);
    expect(removed.body.content.photoUrl).toBeNull();
    expect((await t.call('GET', '/api/atrium-user/get-by-core-user', { as: OWNER })).body.content.photoUrl).toBeNull();
  });

  it('refuses a file that is not an image, a renamed one, an oversized one and a missing one with 400 on `file`', async () => {
    const pdf = await postPhoto(OWNER, 'cv.pdf', Buffer.from('%PDF-1.4 hello'));
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('The photo must be a PNG, JPEG or WebP image');
    expect(pdf.body).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    const fake = await postPhoto(OWNER, 'me.png', Buffer.from('MZ this is an executable'));
    expect(fake.status).toBe(400);
    const svg = await postPhoto(OWNER, 'me.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(svg.status).toBe(400);
    const big = await postPhoto(OWNER, 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 1)]));
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('The photo must be at most 5 MB');
    const other = await postPhoto(OWNER, 'me.png', PNG, 'avatar');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('Choose an image file');
    // Nothing was stored by any of them.
    expect((await t.call('GET', '/api/atrium-user/get-by-core-user', { as: OWNER })).body.content.photoUrl).toBeNull();
  });

  it('needs a token', async () => {
    expect((await postPhoto(undefined, 'me.png', PNG)).status).toBe(401);
    expect((await t.call('DELETE', PHOTO)).status).toBe(401);
  });
});
