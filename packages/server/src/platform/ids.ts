import { randomUUID, randomBytes, createHash, randomInt } from 'node:crypto';

export const newExternalId = () => randomUUID();
/** Opaque bearer token: 32 random bytes, base64url. Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A 6-digit numeric code for e-mail verification, sign-in and password reset. */
export const newNumericCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');
