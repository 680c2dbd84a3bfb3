import { createHmac, timingSafeEqual } from 'node:crypto';
import { forbidden } from '../errors.ts';

/** What a signed download URL grants: one key, under one name and type, until `exp` (ms since epoch). */
export interface SignedGrant {
  key: string;
  name: string;
  type: string;
  inline: boolean;
  exp: number;
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** `<base64url(json)>.<base64url(hmac-sha256)>` — self-contained, so any server sharing the secret can serve it. */
export function signGrant(secret: string, grant: SignedGrant): string {
  const payload = Buffer.from(
    JSON.stringify({ k: grant.key, n: grant.name, t: grant.type, i: grant.inline ? 1 : 0, e: grant.exp }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The grant of a token signed with `secret` and not expired at `now`; FORBIDDEN otherwise (tampered, foreign, expired). */
export function verifyGrant(secret: string, token: string, now = Date.now()): SignedGrant {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) throw forbidden('This link is not valid');
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw forbidden('This link is not valid');
  let data: { k?: unknown; n?: unknown; t?: unknown; i?: unknown; e?: unknown };
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw forbidden('This link is not valid');
  }
  if (
    typeof data.k !== 'string' ||
    typeof data.n !== 'string' ||
    typeof data.t !== 'string' ||
    typeof data.e !== 'number'
  ) {
    throw forbidden('This link is not valid');
  }
  if (data.e <= now) throw forbidden('This link has expired');
  return { key: data.k, name: data.n, type: data.t, inline: data.i === 1, exp: data.e };
}
