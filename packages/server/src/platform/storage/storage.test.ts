import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { LocalStorage, loadOrCreateSigningSecret } from './local-storage.ts';
import { contentDisposition } from './content-disposition.ts';
import { isStorageTooLarge } from './errors.ts';

async function text(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A stream of `n` chunks of 64 KiB, produced lazily (what an upload looks like). */
function bigStream(n: number) {
  return Readable.from(
    (function* () {
      for (let i = 0; i < n; i++) yield Buffer.alloc(64 * 1024, 97);
    })(),
  );
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await fs.readdir(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile()) out.push(path.join(e.parentPath, e.name));
  return out;
}

describe('local storage', () => {
  let dir: string;
  let storage: LocalStorage;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-storage-'));
    storage = new LocalStorage(path.join(dir, 'files'), () => loadOrCreateSigningSecret(dir));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('collects the young generation every 8 MiB of a streamed write, so network buffers never pile up for a full GC', async () => {
    let forcedMinor = 0;
    const obs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const d = (e as unknown as { detail: { kind: number; flags: number } }).detail;
        if (d.kind === constants.NODE_PERFORMANCE_GC_MINOR && d.flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED)
          forcedMinor++;
      }
    });
    obs.observe({ entryTypes: ['gc'] });
    // 24 MiB in 64 KiB chunks: three collections asked for by the write, none by V8 itself (those are not forced).
    await storage.put('gc/young.bin', bigStream(384), { contentType: 'application/octet-stream' });
    await new Promise((r) => setTimeout(r, 50));
    obs.disconnect();
    expect(forcedMinor).toBe(3);
  });

  it('stores a buffer or a stream, reads it back, and deletes it', async () => {
    const a = await storage.put('chat/t1/a', Buffer.from('hello'), { contentType: 'text/plain' });
    expect(a).toEqual({ key: 'chat/t1/a', size: 5, contentType: 'text/plain' });
    expect(await text(await storage.get('chat/t1/a'))).toBe('hello');

    const b = await storage.put('chat/t1/b', bigStream(20), {
      contentType: 'application/octet-stream',
      maxBytes: 20 * 64 * 1024,
    });
    expect(b.size).toBe(20 * 64 * 1024);

    await storage.delete('chat/t1/a');
    await expect(storage.get('chat/t1/a')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await storage.delete('chat/t1/a'); // missing is fine
  });

  it('overwrites a key atomically', async () => {
    await storage.put('chat/t1/c', Buffer.from('one'), { contentType: 'text/plain' });
    await storage.put('chat/t1/c', Buffer.from('two'), { contentType: 'text/plain' });
    expect(await text(await storage.get('chat/t1/c'))).toBe('two');
  });

  it('refuses a body over maxBytes and leaves no file, not even a temp file', async () => {
    const before = await filesUnder(path.join(dir, 'files'));
    const err = await storage
      .put('chat/t1/big', bigStream(10), { contentType: 'application/pdf', maxBytes: 100_000 })
      .catch((e: unknown) => e);
    expect(isStorageTooLarge(err)).toBe(true);
    expect(err).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await expect(storage.get('chat/t1/big')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await filesUnder(path.join(dir, 'files'))).toEqual(before);
  });

  it('leaves no file when the source stream fails midway', async () => {
    const before = await filesUnder(path.join(dir, 'files'));
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('chat/t1/broken', failing, { contentType: 'text/plain' })).rejects.toThrow(
      'client went away',
    );
    expect(await filesUnder(path.join(dir, 'files'))).toEqual(before);
  });

  it.each([
    '../escape',
    'chat/../../etc/passwd',
    '/etc/passwd',
    'chat//x',
    'chat\\..\\x',
    '',
    'chat/./x',
    'chat/.hidden',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(storage.delete(key)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(
      storage.signedUrl(key, { downloadName: 'x', contentType: 'text/plain', ttlMs: 1000 }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('keeps the generated signing secret in the data directory, so links survive a restart', async () => {
    const { url } = await storage.signedUrl('chat/t1/c', {
      downloadName: 'c.txt',
      contentType: 'text/plain',
      ttlMs: 60_000,
    });
    const restarted = new LocalStorage(path.join(dir, 'files'), () => loadOrCreateSigningSecret(dir));
    const { grant } = await restarted.openSigned(url.split('/').pop()!);
    expect(grant.key).toBe('chat/t1/c');
    const other = new LocalStorage(path.join(dir, 'files'), async () => 'another-installation-secret-0123456789');
    await expect(other.openSigned(url.split('/').pop()!)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('Content-Disposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('Informe año "final".pdf')).toBe(
      `attachment; filename="Informe a_o _final_.pdf"; filename*=UTF-8''Informe%20a%C3%B1o%20%22final%22.pdf`,
    );
    expect(contentDisposition('a\r\nSet-Cookie: x', true)).toBe(
      `inline; filename="aSet-Cookie: x"; filename*=UTF-8''aSet-Cookie%3A%20x`,
    );
  });
});

describe('signed file URLs through the real route', async () => {
  const t = await useTestApp({ filesSigningSecret: 'test-secret-for-signed-urls-0123456789' });
  const storage = t.deps.storage;

  it('downloads the file under its name without a session', async () => {
    await storage.put('chat/t9/report', Buffer.from('quarterly numbers'), { contentType: 'text/plain' });
    const { url, expiresAt } = await storage.signedUrl('chat/t9/report', {
      downloadName: 'Résumé Q3.txt',
      contentType: 'text/plain',
      ttlMs: 60_000,
    });
    expect(url).toMatch(/^\/api\/files\/signed\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('quarterly numbers');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ Q3.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Q3.txt`,
    );
  });

  it('serves safe types inline when asked, but never HTML', async () => {
    await storage.put('chat/t9/page', Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
    const html = await storage.signedUrl('chat/t9/page', {
      downloadName: 'page.html',
      contentType: 'text/html',
      ttlMs: 60_000,
      inline: true,
    });
    const res = await t.app.inject({ method: 'GET', url: html.url });
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    await storage.put('chat/t9/pic', Buffer.from('png'), { contentType: 'image/png' });
    const pic = await storage.signedUrl('chat/t9/pic', {
      downloadName: 'pic.png',
      contentType: 'image/png',
      ttlMs: 60_000,
      inline: true,
    });
    expect((await t.app.inject({ method: 'GET', url: pic.url })).headers['content-disposition']).toMatch(/^inline;/);
  });

  it('refuses an expired link with 403', async () => {
    await storage.put('chat/t9/old', Buffer.from('x'), { contentType: 'text/plain' });
    const { url } = await storage.signedUrl('chat/t9/old', {
      downloadName: 'old.txt',
      contentType: 'text/plain',
      ttlMs: -1,
    });
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  });

  it('refuses a tampered link with 403 (another key, a longer expiry, a bad signature)', async () => {
    await storage.put('chat/t9/secret', Buffer.from('not for you'), { contentType: 'text/plain' });
    const { url } = await storage.signedUrl('chat/t9/report', {
      downloadName: 'r.txt',
      contentType: 'text/plain',
      ttlMs: 60_000,
    });
    const [payload, sig] = url.split('/').pop()!.split('.');
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...data, k: 'chat/t9/secret', e: data.e + 1e9 })).toString('base64url');
    for (const token of [`${forged}.${sig}`, `${payload}.${sig.slice(0, -2)}xx`, `${payload}`, 'garbage']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/files/signed/${token}` });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('not for you');
    }
  });

  it('answers 404 when the file is gone', async () => {
    await storage.put('chat/t9/gone', Buffer.from('x'), { contentType: 'text/plain' });
    const { url } = await storage.signedUrl('chat/t9/gone', {
      downloadName: 'gone.txt',
      contentType: 'text/plain',
      ttlMs: 60_000,
    });
    await storage.delete('chat/t9/gone');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
