import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Box, CircularProgress, Divider, Stack } from '@mui/material';
import type { ChatMessage } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { dayLabel } from './format';
import { useMinuteTick } from './hooks';
import { dayKey } from './messages';
import { MessageItem } from './MessageItem';

export interface MessageListProps {
  messages: ChatMessage[];
  myId: string | undefined;
  loading?: boolean;
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  highlightedId?: string | null;
  /** Shown above the first message (e.g. the local beginning line of a new conversation). */
  header?: ReactNode;
  /** Shown under the last message (the typing line). */
  footer?: ReactNode;
  label: string;
}

const NEAR_BOTTOM_PX = 120;

/** The list's paging props from a messages query (useMessages), so every pane wires them the same way. */
export function messageListPaging(msgs: {
  messages: ChatMessage[];
  isLoading: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  return {
    messages: msgs.messages,
    loading: msgs.isLoading,
    hasOlder: msgs.hasNextPage,
    loadingOlder: msgs.isFetchingNextPage,
    onLoadOlder: () => void msgs.fetchNextPage(),
  } satisfies Partial<MessageListProps>;
}

/**
 * The message column: day dividers ('Today' included), older pages prepended when the first message is fully visible
 * (IntersectionObserver) without moving what the reader looks at, and kept at the bottom when new messages arrive
 * while the reader is there (or the message is theirs), also while previews load and grow the content.
 */
export function MessageList({
  messages,
  myId,
  loading,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  highlightedId,
  header,
  footer,
  label,
}: MessageListProps) {
  const { t, i18n } = useTranslation();
  useMinuteTick();
  const scroller = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const prev = useRef<{ firstId?: string; lastId?: string; height: number; top: number }>({ height: 0, top: 0 });

  // Keep the view steady across prepends, follow the bottom across appends.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const firstId = messages[0]?.externalId;
    const last = messages[messages.length - 1];
    const p = prev.current;
    if (p.firstId && firstId !== p.firstId && last?.externalId === p.lastId) {
      el.scrollTop = el.scrollHeight - p.height + p.top;
    } else if (last?.externalId !== p.lastId && (atBottom.current || !p.lastId || last?.user?.externalId === myId)) {
      el.scrollTop = el.scrollHeight;
    }
    prev.current = { firstId, lastId: last?.externalId, height: el.scrollHeight, top: el.scrollTop };
  }, [messages, myId]);

  // Previews (images, PDF thumbnails) grow the messages after they render: while the reader is at the bottom, stay
  // there as the content grows, so the newest message never ends up under the composer.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => {
      if (!atBottom.current) return;
      el.scrollTop = el.scrollHeight;
      prev.current.height = el.scrollHeight;
      prev.current.top = el.scrollTop;
    });
    ro.observe(inner);
    return () => ro.disconnect();
  }, []);

  // The observer is re-armed when older messages arrive (the first message changes).
  const oldestId = messages[0]?.externalId;
  useEffect(() => {
    const el = firstRef.current;
    if (!el || !hasOlder || loadingOlder || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 0.99)) onLoadOlder?.();
      },
      { root: scroller.current, threshold: 1 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder, oldestId]);

  useEffect(() => {
    if (!highlightedId) return;
    document.getElementById(`chat-msg-${highlightedId}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlightedId]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    prev.current.top = el.scrollTop;
    prev.current.height = el.scrollHeight;
  };

  let lastDay = '';
  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={label}
      aria-live="polite"
      tabIndex={0}
      sx={{ flex: 1, overflowY: 'auto', py: 1, minHeight: 0, outline: 'none' }}
    >
      <div ref={content}>
        {loadingOlder && (
          <Stack sx={{ alignItems: 'center', py: 1 }}>
            <CircularProgress size={20} aria-label={t('chat.pane.loadingOlder')} />
          </Stack>
        )}
        {loading ? (
          <Stack sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Stack>
        ) : (
          <>
            {header}
            {messages.map((m, i) => {
              const day = dayKey(m.createdAt);
              const showDay = day !== lastDay;
              lastDay = day;
              const label = showDay ? dayLabel(m.createdAt, i18n.language) : null;
              return (
                <Fragment key={m.externalId}>
                  {label && (
                    <Divider role="separator" sx={{ my: 1.5, typography: 'caption', color: 'text.secondary' }}>
                      {'key' in label ? t(`chat.pane.${label.key}`) : label.text}
                    </Divider>
                  )}
                  <div ref={i === 0 ? firstRef : undefined}>
                    <MessageItem
                      message={m}
                      mine={!!myId && m.user?.externalId === myId}
                      highlighted={highlightedId === m.externalId}
                    />
                  </div>
                </Fragment>
              );
            })}
          </>
        )}
        {footer}
      </div>
    </Box>
  );
}
