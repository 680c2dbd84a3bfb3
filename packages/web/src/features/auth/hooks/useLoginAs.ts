import { useCallback } from 'react';
import { sessionStore } from '../../../session/session';
import { authApi } from '../api';
import { useCompleteSignIn } from './useCompleteSignIn';

/**
 * SUPERADMIN sign-in as another user (POST /auth/login-as/{email}): the new session replaces the caller's in this
 * browser and opens the user's landing page; the caller's own token is revoked, not left behind. Rejects with the
 * server's error (403 for a refused target), for the caller to show.
 */
export function useLoginAs() {
  const completeSignIn = useCompleteSignIn();
  return useCallback(
    async (email: string) => {
      const reply = await authApi.loginAs(email);
      const ownToken = sessionStore.get().token;
      await completeSignIn(reply);
      if (ownToken && ownToken !== reply.token) void authApi.revokeToken(ownToken).catch(() => undefined);
    },
    [completeSignIn],
  );
}
