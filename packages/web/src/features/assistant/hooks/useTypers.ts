import { useEffect, useState } from 'react';
import { ASSISTANT_LIMITS, CHAT_LIMITS } from '@atrium/contract';
import { useChatEvents } from '../../chat';
import { useSession } from '../../../session/session';
import { typersLine, type TypersLine } from '../typers';

interface Typer {
  id: string;
  name: string;
  until: number;
}

/**
 * Who is typing in a conversation (USER_TYPING, ignoring me), refreshed every second (spec 2 §4): up to two names,
 * else 'Many users'.
 */
export function useTypers(conversationExternalId: string | null): TypersLine {
  const me = useSession().user?.externalId;
  const [typers, setTypers] = useState<Typer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  useChatEvents({
    onTyping: (e) => {
      if (e.conversation !== conversationExternalId || e.user.externalId === me) return;
      const rest = (t: Typer[]) => t.filter((x) => x.id !== e.user.externalId);
      if (e.timeToLive === 0) return setTypers(rest);
      const ttl = e.timeToLive > 0 ? e.timeToLive : CHAT_LIMITS.typingTimeToLiveMs;
      setTypers((t) => [...rest(t), { id: e.user.externalId, name: e.user.firstName, until: Date.now() + ttl }]);
    },
  });
  const active = typers.filter((t) => t.until > now);
  useEffect(() => {
    if (typers.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), ASSISTANT_LIMITS.typingRefreshMs);
    return () => clearInterval(timer);
  }, [typers.length]);
  useEffect(() => {
    setTypers([]);
  }, [conversationExternalId]);
  return typersLine(active.map((t) => t.name));
}
