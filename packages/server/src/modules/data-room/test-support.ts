import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { newCompany } from '../subscriptions/test-support.ts';

export const SUPERADMIN = 'superadmin@atrium.dev';
export const GLOBEX_OWNER = 'owner@globex.example';
export const P = '/api/data-room';
export const C = `${P}/custom/folder`;

/** Minimal documents whose first bytes the sniffer recognises. */
export const PDF = (text = 'hello') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << >> endobj\n% ${text}\n${' '.repeat(200)}\n%%EOF\n`);
export const DOCX = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 7)]);
export const XLS = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(300, 3)]);
export const PNG = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 1)]);
export const EXE = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]);

export type Part = { filename: string; data: Buffer; contentType?: string };
/** A real multipart/form-data body, built by hand. */
export function multipart(parts: Part[], extra: { name: string; value: string }[] = []) {
  const boundary = `----dr${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of extra)
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"\r\n\r\n${f.value}\r\n`));
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A fresh company on the Growth plan (master data room included), with an owner and a member. */
export async function roomCompany(t: TestApp, label: string) {
  const c = await newCompany(t, label);
  const r = await t.call('POST', '/api/utils/subscription-purchase/create', {
    as: SUPERADMIN,
    body: { tenantExternalId: c.tenantId, planKey: 'growth' },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return c;
}

/** Every blob the data room has on disk (of one tenant when given). */
export async function blobs(t: TestApp, tenantExternalId?: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string) {
    for (const e of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(path.join(dir, e.name));
      else out.push(path.join(dir, e.name));
    }
  }
  await walk(path.join(t.config.dataDir, 'files', 'data-room', ...(tenantExternalId ? [tenantExternalId] : [])));
  return out;
}

export const fileRows = async (t: TestApp, tenantExternalId: string) =>
  Number(
    (
      await t.database.raw.query<{ n: number }>(
        'select count(*)::int as n from data_room_files f join tenants t on t.id = f.tenant_id where t.external_id = $1',
        [tenantExternalId],
      )
    ).rows[0].n,
  );

/** Entries of a zip whose files are stored (not deflated), read from its central directory. */
export function unzipStored(zip: Buffer): { name: string; data: Buffer }[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const out: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const [n, e, c] = [zip.readUInt16LE(at + 28), zip.readUInt16LE(at + 30), zip.readUInt16LE(at + 32)];
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + n).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (method !== 0) throw new Error(`entry ${name} is compressed`);
    out.push({ name, data: zip.subarray(start, start + size) });
    at += 46 + n + e + c;
  }
  return out;
}
