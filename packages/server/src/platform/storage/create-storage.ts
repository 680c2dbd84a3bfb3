import path from 'node:path';
import type { Config } from '../config.ts';
import { LocalStorage, loadOrCreateSigningSecret } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** S3 when S3_BUCKET is set, else the local disk under DATA_DIR/files. */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.s3.bucket) {
    return new S3Storage({ ...config.s3, bucket: config.s3.bucket });
  }
  const fixed = config.filesSigningSecret;
  return new LocalStorage(path.join(config.dataDir, 'files'), () =>
    fixed ? Promise.resolve(fixed) : loadOrCreateSigningSecret(config.dataDir),
  );
}
