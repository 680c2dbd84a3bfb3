import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../errors.ts';
import { contentDisposition, inlineSafe } from './content-disposition.ts';
import { StorageTooLargeError } from './errors.ts';
import { checkKey } from './keys.ts';
import type { Storage, StoredObject } from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

// S3 caps pre-signed URLs at 7 days.
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

/** S3 or any S3-compatible service (MinIO, R2…): streamed multipart uploads, pre-signed GET URLs. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  private readonly opts: S3Options;
  constructor(opts: S3Options) {
    this.opts = opts;
    const cfg: S3ClientConfig = { region: opts.region, forcePathStyle: opts.forcePathStyle };
    if (opts.endpoint) cfg.endpoint = opts.endpoint;
    // Without explicit keys the SDK's default chain applies (instance role, AWS_* variables, profile).
    if (opts.accessKeyId && opts.secretAccessKey)
      cfg.credentials = { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey };
    this.client = new S3Client(cfg);
  }

  async put(
    key: string,
    body: Readable | Buffer,
    opts: { contentType: string; maxBytes?: number },
  ): Promise<StoredObject> {
    checkKey(key);
    let size = 0;
    const counted = new PassThrough();
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (opts.maxBytes !== undefined && size > opts.maxBytes) return done(new StorageTooLargeError(opts.maxBytes));
        done(null, chunk);
      },
    });
    // Upload buffers at most queueSize × partSize (4 × 5 MB), whatever the file size.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.opts.bucket, Key: key, Body: counted, ContentType: opts.contentType },
    });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    const feeding = pipeline(source, counter, counted);
    try {
      await Promise.all([feeding, upload.done()]);
    } catch (err) {
      // abort() cancels the multipart upload, so S3 keeps no parts; the object was never completed.
      await upload.abort().catch(() => undefined);
      counted.destroy();
      const feedError = await feeding.then(
        () => null,
        (e: unknown) => e,
      );
      throw feedError instanceof StorageTooLargeError ? feedError : err;
    }
    return { key, size, contentType: opts.contentType };
  }

  async get(key: string): Promise<Readable> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: checkKey(key) }));
      return res.Body as Readable;
    } catch (err) {
      if (
        err instanceof NoSuchKey ||
        (err as { name?: string }).name === 'NoSuchKey' ||
        (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      ) {
        throw notFound('File');
      }
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: checkKey(key) }));
  }

  async signedUrl(key: string, opts: { downloadName: string; contentType: string; ttlMs: number; inline?: boolean }) {
    const seconds = Math.max(1, Math.min(MAX_PRESIGN_SECONDS, Math.ceil(opts.ttlMs / 1000)));
    const command = new GetObjectCommand({
      Bucket: this.opts.bucket,
      Key: checkKey(key),
      // The response headers are part of the signature: the download is named and typed as we say.
      ResponseContentDisposition: contentDisposition(opts.downloadName, !!opts.inline && inlineSafe(opts.contentType)),
      ResponseContentType: opts.contentType,
    });
    const url = await getSignedUrl(this.client, command, { expiresIn: seconds });
    return { url, expiresAt: new Date(Date.now() + seconds * 1000).toISOString() };
  }
}
