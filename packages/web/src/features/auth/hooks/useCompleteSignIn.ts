import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SessionReply } from '@atrium/contract';
import { startSession } from '../../../session/session';
import { postLoginPath } from '../redirect';

/**
 * Starts the session from a sign-in reply, then opens the requested same-origin path or the user's
 * landing page. The navigation replaces the sign-in entry, so Back does not return to the form.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    async (reply: SessionReply, requested?: string | null) => {
      const user = await startSession(reply);
      await navigate(postLoginPath(requested, user), { replace: true });
    },
    [navigate],
  );
}
