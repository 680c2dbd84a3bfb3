import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const b64 = (b: Buffer) => b.toString('base64url');

/**
 * Sealing of Merge account tokens at rest: AES-256-GCM under a key derived from MERGE_TOKEN_KEY (SHA-256 of the
 * configured secret, so any long random string serves), a fresh 96-bit IV per token, the tag checked on opening.
 * The sealed form is 'v1.<iv>.<tag>.<ciphertext>' (base64url), so a later key scheme can be told apart.
 */
export function createTokenBox(secret: string) {
  const key = createHash('sha256').update(secret, 'utf8').digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(body)}`;
    },
    /** Throws when the value was not sealed with this key or was altered. */
    open(sealed: string): string {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed account token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type TokenBox = ReturnType<typeof createTokenBox>;
