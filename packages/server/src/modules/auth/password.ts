import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, validation } from '../../platform/errors.ts';
import { sendAuthMail, type AuthKit, type RequestMeta } from './kit.ts';
import { CODE_PURPOSES } from './codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { invalidCode } from './errors.ts';

/** Forgotten password by e-mailed code, and a signed-in user's password change (spec 1 §7.1). */
export function createPasswordFlows(kit: AuthKit) {
  const { users, throttle, codes, tokens } = kit;
  return {
    /** E-mails a 6-digit reset code to an active account; answers alike for unknown e-mails. */
    async forgotPassword(meta: RequestMeta, email: string) {
      await throttle.takeMailRequest('RESET_PASSWORD', email, meta.ip);
      const user = await users.byEmail(email);
      if (!user || !user.active) return;
      const { code } = await codes.issueNumeric(user.id, CODE_PURPOSES.resetPassword);
      await sendAuthMail(kit, 'RESET_PASSWORD', user, { code });
    },

    /** Sets the new password when the code matches, and ends every session of the user. */
    async resetPassword(meta: RequestMeta, input: { email: string; validationCode: string; password: string }) {
      await throttle.assertSignInAllowed(input.email, meta.ip);
      const user = await users.byEmail(input.email);
      const valid =
        !!user && user.active && (await codes.checkNumeric(user.id, CODE_PURPOSES.resetPassword, input.validationCode));
      if (!user || !valid) {
        await throttle.recordFailure(input.email, meta.ip);
        throw invalidCode();
      }
      await users.setPasswordHash(user.id, await hashPassword(input.password));
      // The code arrived by e-mail, which proves the address.
      if (!user.emailVerifiedAt) await users.markEmailVerified(user.id);
      await tokens.revokeAllOfUser(user.id);
      await throttle.clearFailures(input.email);
    },

    /**
     * Changes the caller's own password. When they have one, the current password must be given and match.
     * Other sessions of the user end; the one making the change stays signed in.
     */
    async updatePassword(ctx: RequestContext, input: { email: string; password: string; currentPassword?: string }) {
      if (input.email !== ctx.user.email.toLowerCase()) throw forbidden('You can only change your own password');
      const session = await tokens.row(ctx.token.id);
      if (session?.impersonatorUserId)
        throw forbidden('The password cannot be changed while signed in as another user');
      const user = await users.byId(ctx.user.id);
      if (!user) throw forbidden();
      if (user.passwordHash) {
        if (!input.currentPassword) {
          throw validation('Current password is required', [
            { path: 'currentPassword', message: 'Current password is required' },
          ]);
        }
        await throttle.assertSignInAllowed(input.email, ctx.ip);
        if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
          await throttle.recordFailure(input.email, ctx.ip);
          throw validation('Current password is incorrect', [
            { path: 'currentPassword', message: 'Current password is incorrect' },
          ]);
        }
      }
      await users.setPasswordHash(user.id, await hashPassword(input.password));
      await tokens.revokeOthersOfUser(user.id, ctx.token.id);
    },
  };
}
