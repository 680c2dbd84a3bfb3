import { useEffect, useRef } from 'react';
import {
  channel,
  type ConversationReadEvent,
  type ConversationUpdatedEvent,
  type NewMessageEvent,
  type UserTypingEvent,
} from '@atrium/contract';
import { realtime } from '../../lib/realtime';
import { useSession } from '../../session/session';

export interface ChatEventHandlers {
  onNewMessage?: (e: NewMessageEvent) => void;
  onTyping?: (e: UserTypingEvent) => void;
  onRead?: (e: ConversationReadEvent) => void;
  onUpdated?: (e: ConversationUpdatedEvent) => void;
  /** The socket came back after a drop: events may have been missed, refetch. */
  onReconnect?: () => void;
}

/**
 * The chat events on the signed-in user's channel. Handlers may change every render; the subscription does not
 * (they are read through a ref), so lists and the pane can pass inline functions.
 */
export function useChatEvents(handlers: ChatEventHandlers) {
  const userId = useSession().user?.externalId;
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!userId) return;
    const off = realtime.subscribe(channel('user', userId), (event) => {
      const h = ref.current;
      switch (event.type) {
        case 'NEW_MESSAGE':
          h.onNewMessage?.(event.content as NewMessageEvent);
          break;
        case 'USER_TYPING':
          h.onTyping?.(event.content as UserTypingEvent);
          break;
        case 'CONVERSATION_READ':
          h.onRead?.(event.content as ConversationReadEvent);
          break;
        case 'CONVERSATION_UPDATED':
          h.onUpdated?.(event.content as ConversationUpdatedEvent);
          break;
      }
    });
    let dropped = false;
    const offStatus = realtime.onStatus((s) => {
      if (s === 'reconnecting') dropped = true;
      if (s === 'open' && dropped) {
        dropped = false;
        ref.current.onReconnect?.();
      }
    });
    return () => {
      off();
      offStatus();
    };
  }, [userId]);
}
