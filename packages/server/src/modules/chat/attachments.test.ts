import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { C, chatKit, GLOBEX_MEMBER, M, MEMBER, MULTI, OWNER, STAFF } from './test-support.ts';

const t = await useTestApp();
const k = await chatKit(t);

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]);

type Part = { name: string; filename?: string; contentType?: string; data: Buffer | string };
function multipart(parts: Part[]) {
  const boundary = `----chat${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = `Content-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? `\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\n${disp}${type}\r\n\r\n`),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
async function upload(as: string, conversationExternalId: string, parts: Part[], tenant?: string) {
  const m = multipart(parts);
  return t.call('POST', `${M}/attachments?conversationExternalId=${conversationExternalId}`, {
    as,
    tenant: tenant ?? k.ACME,
    body: m.body,
    headers: m.headers,
  });
}
async function blobs(): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'files', 'chat');
  const out: string[] = [];
  async function walk(dir: string) {
    for (const e of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(path.join(dir, e.name));
      else out.push(path.join(dir, e.name));
    }
  }
  await walk(root);
  return out;
}
/** A request whose reply is not JSON (downloads). */
async function raw(as: string, url: string, tenant?: string) {
  const token = await t.tokenFor(as);
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'x-tenant-id': tenant ?? (as.endsWith('@atrium.dev') ? k.INTERNAL : as.includes('globex') ? k.GLOBEX : k.ACME),
    },
  });
}
const fileRows = async () =>
  Number((await t.database.raw.query<{ n: number }>('select count(*)::int as n from chat_files')).rows[0].n);

describe('POST attachments', () => {
  it('stores the files (checked by content) with the message; list, download and signed URL', async () => {
    const c = await k.createPrivate(MEMBER, OWNER);
    const r = await upload(MEMBER, c.externalId, [
      { name: 'message', data: 'See <b>attached</b>' },
      { name: 'files', filename: 'Report ñ Q1.pdf', contentType: 'application/pdf', data: PDF },
      { name: 'files', filename: 'chart.png', contentType: 'image/png', data: PNG },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.message).toBe('See attached');
    expect(r.body.content.files.map((f: any) => [f.name, f.contentType, f.size])).toEqual([
      ['Report ñ Q1.pdf', 'application/pdf', PDF.length],
      ['chart.png', 'image/png', PNG.length],
    ]);
    const list = await k.call('GET', `${C}/conversation-files?conversationExternalId=${c.externalId}`, OWNER);
    expect(list.body.content.length).toBe(2);
    expect(list.body.content[0].submitterUser).toMatchObject({ firstName: 'Max', lastName: 'Acme' });

    const pdf = r.body.content.files[0];
    const dl = await raw(OWNER, `${M}/files/${pdf.externalId}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toContain(`filename*=UTF-8''Report%20%C3%B1%20Q1.pdf`);

    const signed = await k.call('GET', `${M}/files/${pdf.externalId}/presigned-url`, OWNER);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(Date.parse(signed.body.content.expiresAt)).toBeGreaterThan(Date.now());
    const url = new URL(signed.body.content.url, 'http://localhost');
    const fetched = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(PDF)).toBe(true);

    // A file-only message: the last message text names the file.
    const only = await upload(OWNER, c.externalId, [
      { name: 'files', filename: 'notes.txt', contentType: 'text/plain', data: 'plain notes' },
    ]);
    expect(only.body.content.message).toBeNull();
    expect(
      (await k.call('GET', `${C}/conversation?conversationExternalId=${c.externalId}`, MEMBER)).body.content
        .lastMessageText,
    ).toBe('notes.txt');
  });

  it(`refuses a file over ${CHAT_LIMITS.attachmentMaxBytes} bytes with the spec message; nothing is left behind`, async () => {
    const c = await k.createPrivate(MEMBER, OWNER);
    const rowsBefore = await fileRows();
    const blobsBefore = (await blobs()).length;
    const messagesBefore = (await k.messages(MEMBER, c.externalId)).content.length;
    const big = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(CHAT_LIMITS.attachmentMaxBytes + 10, 0x20)]);
    const r = await upload(MEMBER, c.externalId, [
      { name: 'files', filename: 'small.png', data: PNG },
      { name: 'files', filename: 'huge.pdf', data: big },
    ]);
    expect(r.status).toBe(413);
    expect(r.body.errorCode).toBe('PAYLOAD_TOO_LARGE');
    expect(r.body.message).toBe(CHAT_MESSAGES.fileTooLarge('huge.pdf', CHAT_LIMITS.attachmentMaxBytes));
    expect(await fileRows()).toBe(rowsBefore);
    expect((await blobs()).length).toBe(blobsBefore);
    expect((await k.messages(MEMBER, c.externalId)).content.length).toBe(messagesBefore);
  });

  it(`refuses exactly ${CHAT_LIMITS.attachmentMaxBytes} bytes as the browser does, and takes one byte less`, async () => {
    const c = await k.createPrivate(MEMBER, OWNER);
    const body = (n: number) => Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(n - 9, 0x20)]);
    const atLimit = await upload(MEMBER, c.externalId, [
      { name: 'files', filename: 'limit.pdf', data: body(CHAT_LIMITS.attachmentMaxBytes) },
    ]);
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(413);
    expect(atLimit.body.message).toBe(CHAT_MESSAGES.fileTooLarge('limit.pdf', CHAT_LIMITS.attachmentMaxBytes));
    const under = await upload(MEMBER, c.externalId, [
      { name: 'files', filename: 'under.pdf', data: body(CHAT_LIMITS.attachmentMaxBytes - 1) },
    ]);
    expect(under.status, JSON.stringify(under.body)).toBe(200);
  });

  it('judges the type by content: a renamed executable and unknown formats are refused, nothing stored', async () => {
    const c = await k.createPrivate(MEMBER, OWNER);
    const rowsBefore = await fileRows();
    const blobsBefore = (await blobs()).length;
    for (const [filename, data] of [
      ['invoice.pdf', EXE],
      ['tool.exe', EXE],
      ['script.sh', '#!/bin/sh\nrm -rf /'],
      ['photo.png', PDF],
    ] as const) {
      const r = await upload(MEMBER, c.externalId, [
        { name: 'files', filename: 'fine.png', data: PNG },
        { name: 'files', filename, contentType: 'application/pdf', data },
      ]);
      expect(r.status, filename).toBe(400);
      expect(r.body.message).toBe(CHAT_MESSAGES.fileTypeNotAllowed(filename));
    }
    expect(await fileRows()).toBe(rowsBefore);
    expect((await blobs()).length).toBe(blobsBefore);
  });

  it('a database failure after the files were stored removes the blobs and writes no message', async () => {
    const c = await k.createPrivate(MEMBER, OWNER);
    const blobsBefore = (await blobs()).length;
    const messagesBefore = (await k.messages(MEMBER, c.externalId)).content.length;
    await t.database.raw.query(`create or replace function test_fail_chat_files() returns trigger language plpgsql as $$
      begin raise exception 'boom'; end $$`);
    await t.database.raw.query(
      'create trigger test_fail_chat_files before insert on chat_files for each row execute function test_fail_chat_files()',
    );
    try {
      const r = await upload(MEMBER, c.externalId, [
        { name: 'message', data: 'with file' },
        { name: 'files', filename: 'a.pdf', data: PDF },
      ]);
      expect(r.status).toBe(500);
    } finally {
      await t.database.raw.query('drop trigger test_fail_chat_files on chat_files');
    }
    expect((await blobs()).length).toBe(blobsBefore);
    expect((await k.messages(MEMBER, c.externalId)).content.length).toBe(messagesBefore);
  });

  it('an empty upload answers 400; read-only staff may download but not upload; other tenants get 404', async () => {
    const c = await k.createPrivate(MEMBER, OWNER);
    const empty = await upload(MEMBER, c.externalId, [{ name: 'message', data: '  ' }]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(CHAT_MESSAGES.emptyMessage);
    const ok = await upload(MEMBER, c.externalId, [{ name: 'files', filename: 'a.pdf', data: PDF }]);
    const file = ok.body.content.files[0];
    const staffUp = await upload(STAFF, c.externalId, [{ name: 'files', filename: 'a.pdf', data: PDF }], k.INTERNAL);
    expect(staffUp.status).toBe(403);
    expect(staffUp.body.message).toBe(CHAT_MESSAGES.notPartOfConversation);
    expect((await raw(STAFF, `${M}/files/${file.externalId}/download`)).statusCode).toBe(200);
    for (const as of [GLOBEX_MEMBER, MULTI]) {
      const tenant = as === MULTI ? k.GLOBEX : undefined;
      expect((await raw(as, `${M}/files/${file.externalId}/download`, tenant)).statusCode).toBe(404);
      expect((await k.call('GET', `${M}/files/${file.externalId}/presigned-url`, as, undefined, tenant)).status).toBe(
        404,
      );
      expect(
        (await upload(as, c.externalId, [{ name: 'files', filename: 'a.pdf', data: PDF }], tenant ?? k.GLOBEX)).status,
      ).toBe(404);
      expect(
        (await k.call('GET', `${C}/conversation-files?conversationExternalId=${c.externalId}`, as, undefined, tenant))
          .status,
      ).toBe(404);
    }
  });
});
