import type { TestApp } from '../../../test/harness.ts';

export const OWNER = 'owner@acme.example';
export const MEMBER = 'member@acme.example';
export const GLOBEX_OWNER = 'owner@globex.example';
export const KAM = 'kam@atrium.dev';
export const UNKNOWN = '00000000-0000-4000-8000-000000000000';
export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

export type Part = { filename: string; contentType?: string; data: Buffer | string };

/** A multipart/form-data body of `files` parts. */
export function multipart(parts: Part[], field = 'files') {
  const boundary = `----dc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Helpers bound to one test app: tenants by name, calls with the right tenant header, uploads, raw downloads. */
export async function dcKit(t: TestApp) {
  const ACME = await t.tenantId('Acme Inc.');
  const GLOBEX = await t.tenantId('Globex LLC');
  const INTERNAL = (
    await t.database.raw.query<{ external_id: string }>('select external_id from tenants where is_internal limit 1')
  ).rows[0].external_id;
  const tenantOf = (email: string) =>
    email.endsWith('@atrium.dev') ? INTERNAL : email.includes('globex') ? GLOBEX : ACME;
  const call = (method: string, url: string, as: string, body?: unknown, tenant?: string) =>
    t.call(method, url, { as, tenant: tenant ?? tenantOf(as), body });
  async function upload(as: string, query: string, parts: Part[], tenant?: string) {
    const m = multipart(parts);
    return t.call('POST', `/api/document-center/files/upload${query ? `?${query}` : ''}`, {
      as,
      tenant: tenant ?? tenantOf(as),
      body: m.body,
      headers: m.headers,
    });
  }
  async function raw(as: string, url: string, tenant?: string) {
    const token = await t.tokenFor(as);
    return t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'x-tenant-id': tenant ?? tenantOf(as) },
    });
  }
  async function folder(
    as: string,
    name: string,
    parentId?: string | null,
    extra: Record<string, unknown> = {},
    tenant?: string,
  ) {
    const r = await call('POST', '/api/document-center/folder/create', as, { name, parentId, ...extra }, tenant);
    if (r.status !== 200) throw new Error(`folder ${name}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.content as { externalId: string; name: string; ownership: string };
  }
  return { ACME, GLOBEX, INTERNAL, call, upload, raw, folder };
}
