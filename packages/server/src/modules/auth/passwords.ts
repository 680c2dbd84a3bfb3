import argon2 from 'argon2';

/** argon2id, the library's default cost (the same hashing as the demo seed). */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

let dummyHash: Promise<string> | null = null;

/**
 * True when the password matches the hash. With no hash (unknown e-mail, or a user without a password) it still
 * runs one verification against a throw-away hash, so the reply takes as long and does not reveal which it was.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword(`no-account-${Math.random()}`);
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
