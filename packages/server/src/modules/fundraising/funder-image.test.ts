import { describe, expect, it } from 'vitest';
import { CRUNCHBASE_MESSAGES, FUNDER_IMAGE_LIMITS, FUNDER_IMAGE_MESSAGES as M } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { F, SUPERADMIN, expectValidation, fundCompany, funderIds } from './test-support.ts';

const t = await useTestApp({}, { seedFunders: true });
const company = await fundCompany(t, 'Logo', 'growth');
const [funderId] = await funderIds(company.asOwner, 1);
const type = (await company.asOwner('GET', `${F}/${funderId}`)).body.content.type as string;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(300, 3)]);

function form(fields: Record<string, string>, file: { name: string; data: Buffer } | null) {
  const boundary = `----logo${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
async function upload(
  as: string | null,
  file: { name: string; data: Buffer } | null,
  fields: Record<string, string> = { kind: 'FUNDER_IMAGE', funderType: type },
  id = funderId,
) {
  const f = form(fields, file);
  const headers: Record<string, string> = { ...f.headers };
  if (as) headers.authorization = `Bearer ${await t.tokenFor(as)}`;
  const res = await t.app.inject({ method: 'POST', url: `${F}/${id}/image`, headers, payload: f.body });
  return { status: res.statusCode, body: res.json() };
}

describe('funder logo (POST /api/funder/{id}/image, FUNDER_IMAGE)', () => {
  it('stores a PNG or JPEG from the provider’s staff and serves it through a signed URL; a new one replaces it', async () => {
    const r = await upload(SUPERADMIN, { name: 'logo.png', data: PNG });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const logoUrl: string = r.body.content.logoUrl;
    expect(logoUrl).toMatch(new RegExp(`^/api/funder/${funderId}/logo\\?v=`));
    // every company sees the logo on the funder; the logo URL redirects to the stored file, signed and expiring
    expect((await company.asOwner('GET', `${F}/${funderId}`)).body.content.logoUrl).toBe(logoUrl);
    const redirect = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toMatch(/^\/api\/files\/signed\//);
    const img = await t.app.inject({ method: 'GET', url: redirect.headers.location as string });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);

    const jpg = await upload(SUPERADMIN, { name: 'logo.jpeg', data: JPEG });
    expect(jpg.status).toBe(200);
    expect(jpg.body.content.logoUrl).not.toBe(logoUrl);
    const next = await t.app.inject({ method: 'GET', url: jpg.body.content.logoUrl });
    const file = await t.app.inject({ method: 'GET', url: next.headers.location as string });
    expect(file.headers['content-type']).toBe('image/jpeg');
    // the old object is gone
    const old = await t.app.inject({ method: 'GET', url: redirect.headers.location as string });
    expect(old.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('judges the file by its content and size, and names the field', async () => {
    for (const file of [
      { name: 'logo.gif', data: GIF },
      { name: 'logo.png', data: GIF },
      { name: 'logo.png', data: Buffer.from('MZ not an image at all') },
      { name: 'logo.jpg', data: PNG },
    ]) {
      const r = await upload(SUPERADMIN, file);
      expectValidation({ ...r, body: r.body } as never, 'file');
      expect(r.body.message).toBe(M.type);
    }
    const big = Buffer.concat([PNG, Buffer.alloc(FUNDER_IMAGE_LIMITS.maxBytes, 7)]);
    const r = await upload(SUPERADMIN, { name: 'huge.png', data: big });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(M.size);
    expect((await upload(SUPERADMIN, null)).body.message).toBe(M.missing);
    expectValidation(
      (await upload(SUPERADMIN, { name: 'l.png', data: PNG }, { kind: 'FILE_THUMBNAIL' })) as never,
      'body.kind',
    );
    const wrongType = type === 'PERSON' ? 'ORGANIZATION' : 'PERSON';
    expectValidation(
      (await upload(
        SUPERADMIN,
        { name: 'l.png', data: PNG },
        { kind: 'FUNDER_IMAGE', funderType: wrongType },
      )) as never,
      'body.funderType',
    );
  });

  it("is refused to a company's members (the investor database is shared), without a token, and for unknown ids", async () => {
    const member = await upload(company.owner, { name: 'logo.png', data: PNG });
    expect(member.status).toBe(403);
    expect(member.body.message).toBe(M.staffOnly);
    expect((await upload(null, { name: 'logo.png', data: PNG })).status).toBe(401);
    const unknown = await upload(
      SUPERADMIN,
      { name: 'logo.png', data: PNG },
      undefined,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${F}/00000000-0000-4000-8000-000000000000/logo` })).statusCode,
    ).toBe(404);
  });
});

describe('live Crunchbase search on a server without CRUNCHBASE_API_KEY', () => {
  it('answers 403 saying it is not set up, never a 5xx', async () => {
    const r = await company.asOwner('GET', `${F}/search/crunchbase?name=quokka`);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ errorCode: 'FORBIDDEN', message: CRUNCHBASE_MESSAGES.notConfigured });
  });

  it('says so in its status, so the web offers nothing', async () => {
    const r = await company.asOwner('GET', `${F}/search/crunchbase/status`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toEqual({ configured: false, available: false, reason: CRUNCHBASE_MESSAGES.notConfigured });
  });
});
