import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { botStreamEventSchema, channel, type BotStreamEvent } from '@atrium/contract';
import { realtime } from '../../../lib/realtime';
import { useSession } from '../../../session/session';
import { assistantKeys } from '../keys';
import { applyBotEvent, upsertMessage, type AssistantMessagePages, type BotRuns } from '../live-updates';

/**
 * The bot replies being generated, for every conversation the drawer shows. Events come from the sender's HTTP
 * stream (`dispatch`) or, for the other members, the realtime BOT_* events on the user's channel. A reply read over
 * both is merged by chunk offset (applyBotEvent); realtime copies of a reply this tab read over HTTP are ignored once
 * it is known, so a late copy (the two connections do not keep each other's order) does not start a settled reply
 * again. Others' replies stream in live even while this tab waits for its own question's turn. BOT_MESSAGE_END puts
 * the final message into the conversation's cached pages.
 */
export function useBotRuns() {
  const qc = useQueryClient();
  const userId = useSession().user?.externalId;
  const [runs, setRuns] = useState<BotRuns>({});
  /** Replies this tab read over its own HTTP stream. */
  const own = useRef(new Set<string>());

  /** `onlyShown`: applies the event only to a reply still shown (a late copy must not start a settled one again). */
  const dispatch = useCallback(
    (e: BotStreamEvent, onlyShown = false) => {
      setRuns((r) => (onlyShown && !r[e.content.messageExternalId] ? r : applyBotEvent(r, e)));
      if (e.type === 'BOT_MESSAGE_END')
        qc.setQueryData<AssistantMessagePages>(assistantKeys.messages(e.content.conversationExternalId), (d) =>
          upsertMessage(d, e.content.message),
        );
    },
    [qc],
  );

  useEffect(() => {
    if (!userId) return;
    return realtime.subscribe(channel('user', userId), (event) => {
      if (!event.type.startsWith('BOT_')) return;
      const parsed = botStreamEventSchema.safeParse(event);
      if (!parsed.success) return;
      // A reply read over HTTP: only its END still matters (after Stop the HTTP stream is gone before it).
      if (own.current.has(parsed.data.content.messageExternalId)) {
        if (parsed.data.type === 'BOT_MESSAGE_END') dispatch(parsed.data, true);
        return;
      }
      dispatch(parsed.data);
    });
  }, [userId, dispatch]);

  /** A run finished and its final message is on screen: forget it. */
  const settle = useCallback((messageExternalId: string) => {
    setRuns((r) => {
      if (!r[messageExternalId]) return r;
      const next = { ...r };
      delete next[messageExternalId];
      return next;
    });
  }, []);

  /** Stop: the conversation's running replies end here with what they have. */
  const stopAll = useCallback((conversationExternalId: string) => {
    setRuns((r) => {
      let changed = false;
      const next = { ...r };
      for (const run of Object.values(r))
        if (run.conversationExternalId === conversationExternalId && run.status === 'streaming') {
          next[run.messageExternalId] = { ...run, status: 'done' };
          changed = true;
        }
      return changed ? next : r;
    });
  }, []);

  /** An event of this tab's own HTTP stream. */
  const dispatchOwn = useCallback(
    (e: BotStreamEvent) => {
      own.current.add(e.content.messageExternalId);
      dispatch(e, false);
    },
    [dispatch],
  );

  return { runs, dispatch: dispatchOwn, settle, stopAll };
}
export type BotRunsApi = ReturnType<typeof useBotRuns>;
