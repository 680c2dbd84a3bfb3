import type { Readable } from 'node:stream';

/** What a stored object looks like from outside. */
export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
}

/**
 * Files (spec: "real files on disk or S3"). Keys are chosen by the caller and are opaque paths such as
 * `chat/<tenantExternalId>/<fileExternalId>`; no user-supplied name ever becomes part of a key.
 * Default: local disk under DATA_DIR/files with HMAC-signed expiring URLs served by /api/files/signed/:token.
 * With S3_BUCKET set: S3-compatible storage with pre-signed URLs.
 */
export interface Storage {
  /** Streams `body` to `key`; memory use does not depend on the size. Rejects, leaving nothing behind, when the stream fails or exceeds `maxBytes`. */
  put(key: string, body: Readable | Buffer, opts: { contentType: string; maxBytes?: number }): Promise<StoredObject>;
  /** The object's bytes as a stream; NOT_FOUND when missing. */
  get(key: string): Promise<Readable>;
  /** Removes the object; missing is fine. */
  delete(key: string): Promise<void>;
  /** A URL the browser can fetch without a token until it expires; the response names the file `downloadName`. */
  signedUrl(
    key: string,
    opts: { downloadName: string; contentType: string; ttlMs: number; inline?: boolean },
  ): Promise<{ url: string; expiresAt: string }>;
}
