import { useEffect, useRef, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import EditSquareIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@atrium/contract';
import { SearchBox } from '../../components/SearchBox';
import { ChatFilterPopover, type ChatFilters } from './ChatFilterPopover';
import { ChatListItem } from './ChatListItem';

export interface ChatListProps {
  chats: Conversation[];
  myExternalId: string | undefined;
  selectedId: string | null;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  search: string;
  onSearch: (term: string) => void;
  filters: ChatFilters;
  onFilters: (f: ChatFilters) => void;
  onSelect: (c: Conversation) => void;
  onMarkRead: (c: Conversation) => void;
  onMarkUnread: (c: Conversation) => void;
  /** Opens the To field for a new conversation (anyone in the company or its experts). */
  onNewChat?: () => void;
  /** Shown instead of 'no chats found' (the empty state on phones). */
  emptyContent?: ReactNode;
  /** Docked under the list (the experts panel on desktop). */
  footer?: ReactNode;
}

/**
 * The client chat list (spec 2 §2): title, search (lower-cased, 250 ms), filter popover, the rows, and the next page
 * once the last row is 10% visible.
 */
export function ChatList(props: ChatListProps) {
  const { t } = useTranslation();
  const { chats, loading, error, hasMore, loadingMore, onLoadMore } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const lastRef = useRef<HTMLLIElement>(null);
  const lastId = chats.at(-1)?.externalId;

  useEffect(() => {
    const el = lastRef.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !loadingMore) onLoadMore();
      },
      { root: scrollRef.current, threshold: 0.1 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [lastId, hasMore, loadingMore, onLoadMore]);

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }} data-testid="chat-list">
      <Stack sx={{ px: 2, pt: 2, pb: 1, gap: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('inboxClient.title')}
          </Typography>
          {props.onNewChat && (
            <Tooltip title={t('inboxClient.list.newChat')}>
              <IconButton onClick={props.onNewChat} aria-label={t('inboxClient.list.newChat')} data-testid="new-chat">
                <EditSquareIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <SearchBox
              value={props.search}
              onSearch={(term) => props.onSearch(term.toLowerCase())}
              label={t('inboxClient.list.search')}
              fullWidth
            />
          </Box>
          <ChatFilterPopover value={props.filters} onChange={props.onFilters} />
        </Stack>
      </Stack>
      <Box ref={scrollRef} sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {loading ? (
          <Stack sx={{ px: 2, gap: 1 }} aria-busy="true" aria-label={t('common.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : error ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={props.onRetry}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('inboxClient.list.loadError')}
          </Alert>
        ) : chats.length === 0 && props.emptyContent ? (
          props.emptyContent
        ) : chats.length === 0 ? (
          <Typography sx={{ px: 2, py: 4, textAlign: 'center', color: 'text.secondary' }} data-testid="chat-list-empty">
            {t('inboxClient.list.empty')}
          </Typography>
        ) : (
          <List aria-label={t('inboxClient.list.label')} sx={{ py: 0 }}>
            {chats.map((c, i) => (
              <ChatListItem
                key={c.externalId}
                ref={i === chats.length - 1 ? lastRef : undefined}
                conversation={c}
                myExternalId={props.myExternalId}
                selected={c.externalId === props.selectedId}
                onSelect={props.onSelect}
                onMarkRead={props.onMarkRead}
                onMarkUnread={props.onMarkUnread}
              />
            ))}
          </List>
        )}
        {loadingMore && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <CircularProgress size={20} aria-label={t('common.loading')} />
          </Box>
        )}
      </Box>
      {props.footer}
    </Stack>
  );
}
