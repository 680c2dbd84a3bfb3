import { describe, expect, it } from 'vitest';
import { ROLES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { AppError } from '../../platform/errors.ts';

const t = await useTestApp({}, { seed: false });
const createAccount = t.services.users.createAccount;

const count = async (sql: string, params: unknown[]) =>
  Number((await t.database.raw.query<{ n: number }>(sql, params)).rows[0].n);
const usersWith = (email: string) => count('select count(*)::int n from users where email = $1', [email]);
const account = (email: string) => ({
  email,
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'Correct-horse-1',
  emailVerified: true,
  roleNames: [ROLES.one],
});

describe('users.createAccount', () => {
  it('creates the user with a password hash and its roles, and runs the caller steps in the same transaction', async () => {
    const { user, result } = await createAccount(account('New@Account.example'), async (u) => {
      // The caller's step sees the user (same transaction; the raw pool connection would wait for it).
      return (await t.services.users.byEmail(u.email))?.id;
    });
    expect(result).toBe(user.id);
    expect(user.email).toBe('new@account.example');
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      await count(
        'select count(*)::int n from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = $1 and r.name = $2',
        [user.id, ROLES.one],
      ),
    ).toBe(1);
  });

  it('a duplicate e-mail is EMAIL_TAKEN (with the field asked for) and writes nothing', async () => {
    let ran = false;
    const err = await createAccount(
      account('new@account.example'),
      async () => {
        ran = true;
      },
      { emailField: 'userCreation.email' },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: [{ path: 'userCreation.email', message: 'An account with this email already exists' }],
    });
    expect(ran).toBe(false);
    expect(await usersWith('new@account.example')).toBe(1);
  });

  it('two requests for one address at once: one account, the other EMAIL_TAKEN', async () => {
    const results = await Promise.allSettled([
      createAccount(account('race@account.example')),
      createAccount(account('race@account.example')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(await usersWith('race@account.example')).toBe(1);
  });

  it('a failing caller step rolls the user back too', async () => {
    await expect(
      createAccount(account('rollback@account.example'), async () => {
        throw new Error('tenant step failed');
      }),
    ).rejects.toThrow('tenant step failed');
    expect(await usersWith('rollback@account.example')).toBe(0);
  });
});
