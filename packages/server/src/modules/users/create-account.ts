import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { uniqueViolation } from '../../platform/sql.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Language } from '@atrium/contract';
import type { UserRow } from './store.ts';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  phone?: string | null;
  /** Job title (spec 1 §3). */
  title?: string | null;
  emailVerified: boolean;
  language?: Language;
  /** User-level and system role names to grant. */
  roleNames: string[];
}

/** The created user, as other modules see it (they do not import the users store). */
export type AccountUser = UserRow;

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

export type NewAccount = Omit<NewUser, 'passwordHash'> & {
  /** Hashed here (argon2id) before the transaction opens; null = an account without a password. */
  password: string | null;
};

export interface CreateAccountOptions {
  /** The request field the EMAIL_TAKEN error points at (none: the error has no field). */
  emailField?: string;
}

/**
 * The one command that creates an account: the user with its password hash and granted roles, then the caller's own
 * steps (`andThen`: tenant, membership, codes…), all in one transaction — a failure anywhere writes nothing. An address
 * that already has an account is EMAIL_TAKEN, whether seen before the transaction or decided by the unique index when
 * two requests race. Serves sign-up, invitation register-and-join, team create-user and customer creation.
 */
export function createAccountCommand(
  deps: AppDeps,
  users: { byEmail(email: string): Promise<UserRow | undefined | null>; create(input: NewUser): Promise<UserRow> },
) {
  return async function createAccount<T = undefined>(
    input: NewAccount,
    andThen?: (user: UserRow) => Promise<T>,
    opts: CreateAccountOptions = {},
  ): Promise<{ user: UserRow; result: T }> {
    const taken = () =>
      new AppError(
        'EMAIL_TAKEN',
        EMAIL_TAKEN_MESSAGE,
        opts.emailField ? [{ path: opts.emailField, message: EMAIL_TAKEN_MESSAGE }] : undefined,
      );
    if (await users.byEmail(input.email)) throw taken();
    // Hashing is slow: done before the transaction so it holds no connection meanwhile.
    const passwordHash = input.password === null ? null : await hashPassword(input.password);
    try {
      return await withTransaction(deps.database.db, async () => {
        const user = await users.create({ ...input, passwordHash });
        const result = (andThen ? await andThen(user) : undefined) as T;
        return { user, result };
      });
    } catch (err) {
      // Two requests for one address at once: the unique index decides and the loser hears the same answer.
      if (uniqueViolation(err)?.includes('email')) throw taken();
      throw err;
    }
  };
}
export type CreateAccount = ReturnType<typeof createAccountCommand>;
