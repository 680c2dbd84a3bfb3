import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../errors.ts';
import { collectYoung } from '../memory/young-gc.ts';
import { StorageTooLargeError } from './errors.ts';
import { BatchedFileWriter } from './batched-file-writer.ts';
import { checkKey } from './keys.ts';
import { signGrant, verifyGrant, type SignedGrant } from './signed-token.ts';
import type { Storage, StoredObject } from './storage.ts';
import { API, apiPath } from '@atrium/contract';

/** Bytes streamed between two young-generation collections (see collectYoung). */
const YOUNG_GC_BYTES = 8 << 20;

/** Counts bytes as they pass and fails the pipeline as soon as the limit is crossed (nothing more is written). */
function byteCounter(maxBytes: number | undefined, onSize: (n: number) => void) {
  let size = 0;
  let young = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      young += chunk.length;
      if (young >= YOUNG_GC_BYTES) {
        young = 0;
        collectYoung();
      }
      if (maxBytes !== undefined && size > maxBytes) return done(new StorageTooLargeError(maxBytes));
      onSize(size);
      done(null, chunk);
    },
  });
}

/** Files under `root` (DATA_DIR/files); downloads by HMAC-signed expiring tokens served by platform/storage/routes.ts. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  private secretValue: Promise<string> | null = null;

  private readonly root: string;
  private readonly loadSecret: () => Promise<string>;
  /** `secret` is asked for on first use, so a server that never signs a URL writes nothing to DATA_DIR. */
  constructor(root: string, loadSecret: () => Promise<string>) {
    this.root = root;
    this.loadSecret = loadSecret;
  }

  private secret(): Promise<string> {
    this.secretValue ??= this.loadSecret().catch((err: unknown) => {
      this.secretValue = null;
      throw err;
    });
    return this.secretValue;
  }

  private pathOf(key: string) {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(
    key: string,
    body: Readable | Buffer,
    opts: { contentType: string; maxBytes?: number },
  ): Promise<StoredObject> {
    const target = this.pathOf(key);
    // Temp files live under the root (same filesystem) so the final rename is atomic: readers never see half a file.
    const tmpDir = path.join(this.root, '.tmp');
    await fsp.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${randomBytes(12).toString('hex')}.part`);
    let size = 0;
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(
        source,
        byteCounter(opts.maxBytes, (n) => (size = n)),
        // One write per MiB instead of one thread-pool write per 64 KiB network chunk (see BatchedFileWriter).
        new BatchedFileWriter(tmp, 'wx'),
      );
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(tmp, target);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      // Drain what the caller still has, so a multipart parser does not stall on an abandoned stream.
      if (!Buffer.isBuffer(body) && !body.destroyed) body.resume();
      throw err;
    }
    return { key, size, contentType: opts.contentType };
  }

  async get(key: string): Promise<Readable> {
    return (await this.open(key)).stream;
  }

  private async open(key: string): Promise<{ stream: Readable; size: number }> {
    const file = this.pathOf(key);
    try {
      const handle = await fsp.open(file, 'r');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('File');
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async signedUrl(key: string, opts: { downloadName: string; contentType: string; ttlMs: number; inline?: boolean }) {
    checkKey(key);
    const exp = Date.now() + opts.ttlMs;
    const token = signGrant(await this.secret(), {
      key,
      name: opts.downloadName,
      type: opts.contentType,
      inline: !!opts.inline,
      exp,
    });
    // Relative to the app's origin: the browser fetches it from the same server (or the dev proxy) that served the page.
    return { url: apiPath(API.files.signed, { '*': token }), expiresAt: new Date(exp).toISOString() };
  }

  /** Checks a token and opens its file (FORBIDDEN when expired or tampered, NOT_FOUND when the file is gone). */
  async openSigned(token: string): Promise<{ grant: SignedGrant; stream: Readable; size: number }> {
    const grant = verifyGrant(await this.secret(), token);
    return { grant, ...(await this.open(grant.key)) };
  }
}

/** FILES_SIGNING_SECRET, or a random one kept in DATA_DIR so signed URLs survive restarts (and stay per-installation). */
export async function loadOrCreateSigningSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'files-signing-secret');
  try {
    const existing = (await fsp.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fsp.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    await fsp.writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    // Another process of the same installation wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return (await fsp.readFile(file, 'utf8')).trim();
    throw err;
  }
}
