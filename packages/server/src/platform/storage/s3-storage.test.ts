import http from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.ts';
import { isStorageTooLarge } from './errors.ts';

/** Just enough of S3's path-style REST API (PUT, GET, DELETE of one object) to check what the client sends. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    requests.push(`${req.method} ${url.pathname}`);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(url.pathname, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"e"' }).end();
      } else if (req.method === 'GET') {
        const o = objects.get(url.pathname);
        if (!o) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code><Message>nope</Message></Error>');
          return;
        }
        res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(url.pathname);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects, requests };
}

describe('S3 storage against a local S3-like server', () => {
  const fake = fakeS3();
  let storage: S3Storage;
  beforeAll(async () => {
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    const { port } = fake.server.address() as { port: number };
    storage = new S3Storage({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
  });
  afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

  it('puts a stream, gets it back, deletes it', async () => {
    const stored = await storage.put('chat/t1/a', Readable.from([Buffer.from('hello '), Buffer.from('s3')]), {
      contentType: 'text/plain',
      maxBytes: 100,
    });
    expect(stored).toEqual({ key: 'chat/t1/a', size: 8, contentType: 'text/plain' });
    expect(fake.objects.get('/files/chat/t1/a')?.body.toString()).toBe('hello s3');
    const chunks: Buffer[] = [];
    for await (const c of await storage.get('chat/t1/a')) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello s3');
    await storage.delete('chat/t1/a');
    await expect(storage.get('chat/t1/a')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a body over maxBytes without creating an object', async () => {
    const err = await storage
      .put('chat/t1/big', Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), {
        contentType: 'text/plain',
        maxBytes: 1000,
      })
      .catch((e: unknown) => e);
    expect(isStorageTooLarge(err)).toBe(true);
    expect(fake.objects.has('/files/chat/t1/big')).toBe(false);
  });

  it('signs a GET URL that names the download and expires', async () => {
    const { url, expiresAt } = await storage.signedUrl('chat/t1/a', {
      downloadName: 'Año.pdf',
      contentType: 'application/pdf',
      ttlMs: 60_000,
    });
    const u = new URL(url);
    expect(u.pathname).toBe('/files/chat/t1/a');
    expect(u.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(u.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(u.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="A_o.pdf"; filename*=UTF-8''A%C3%B1o.pdf`,
    );
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(55_000);
  });

  it('refuses unsafe keys before any request', async () => {
    const before = fake.requests.length;
    await expect(storage.put('../x', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(fake.requests.length).toBe(before);
  });
});
