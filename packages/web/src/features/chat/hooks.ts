import { useEffect, useState } from 'react';
import { useSession } from '../../session/session';
import { addTyper, liveTypers, type Typer } from './typing';
import { useChatEvents } from './useChatEvents';

export const useMyId = () => useSession().user?.externalId;
/** The signed-in user's full name as chat lines write it ('First Last'). */
export const useMyName = () => {
  const u = useSession().user?.user;
  return u ? `${u.firstName} ${u.lastName}`.trim() : undefined;
};

/** Who is typing in a conversation, expiring at each event's time to live. */
export function useTypers(conversationExternalId: string | null | undefined) {
  const myId = useMyId();
  const [typers, setTypers] = useState<Typer[]>([]);
  useChatEvents({
    onTyping: (e) =>
      conversationExternalId &&
      setTypers((t) => addTyper(liveTypers(t, Date.now()), e, conversationExternalId, myId, Date.now())),
    // A message from someone ends their typing line at once.
    onNewMessage: (e) => setTypers((t) => t.filter((x) => x.externalId !== e.message.user?.externalId)),
  });
  useEffect(() => {
    if (typers.length === 0) return;
    const next = Math.min(...typers.map((t) => t.expiresAt)) - Date.now();
    const id = setTimeout(() => setTypers((t) => liveTypers(t, Date.now())), Math.max(0, next) + 10);
    return () => clearTimeout(id);
  }, [typers]);
  useEffect(() => setTypers([]), [conversationExternalId]);
  return typers;
}

/** Re-renders every minute (relative message times). */
export function useMinuteTick() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), 60_000);
    return () => clearInterval(id);
  }, []);
}
