import { Chip, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { API, CHAT_LIMITS, type ChatPage, type Conversation } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';
import { SummaryCard } from '../../../components/SummaryCard';
import { RouterAdapter } from '../../../components/RouterLink';
import { useSession } from '../../../session/session';
import { chatKeys, conversationTitle, formatListTime, plainMentions } from '../../chat';
import { inboxPath } from '../paths';

/**
 * GET inbox-activity (page 0, size 5): the caller's conversations in the selected company, latest activity first.
 * Its own key under chat's (not under the client lists: their live updates patch infinite lists, another shape).
 */
function useInboxActivity(tenantExternalId: string | null, userExternalId: string | undefined) {
  const size = CHAT_LIMITS.inboxActivityPageSize;
  return useApiQuery({
    queryKey: [...chatKeys.all, 'inbox-activity', tenantExternalId ?? 'none', 0, size],
    queryFn: () =>
      http.get<ChatPage<Conversation>>(API.chatConversation.inboxActivity, {
        query: { userExternalId: userExternalId!, page: 0, pageSize: size },
      }),
    enabled: !!tenantExternalId && !!userExternalId,
    silent: true,
  });
}

/** The customer home's newest messages: each conversation links to it in the inbox. */
export function LatestMessagesCard({ tenantExternalId }: { tenantExternalId: string | null }) {
  const { t, i18n } = useTranslation();
  const me = useSession().user?.externalId;
  const q = useInboxActivity(tenantExternalId, me);
  const items = q.data?.content ?? [];
  return (
    <SummaryCard
      testId="home-latest-messages"
      title={t('home.waiting.messages.title')}
      icon={<ChatBubbleOutlineIcon />}
      count={items.reduce((n, c) => n + c.unreadMessagesCount, 0)}
      link={{ to: inboxPath('one'), label: t('home.waiting.messages.all') }}
      loading={q.isPending && q.fetchStatus !== 'idle'}
      error={q.isError ? t('home.waiting.messages.error') : null}
      empty={
        !q.data || items.length === 0
          ? { title: t('home.waiting.messages.empty'), text: t('home.waiting.messages.emptyText') }
          : null
      }
    >
      {items.map((c) => (
        <ListItem key={c.externalId} disablePadding>
          <ListItemButton component={RouterAdapter} to={inboxPath('one', c.externalId)} data-testid="home-conversation">
            <ListItemText
              primary={conversationTitle(c, me)}
              secondary={c.lastMessageText ? plainMentions(c.lastMessageText) : t('home.waiting.messages.noText')}
              slotProps={{
                primary: { sx: { fontWeight: c.unreadMessagesCount ? 700 : 600, overflowWrap: 'anywhere' } },
                secondary: { noWrap: true },
              }}
              sx={{ minWidth: 0 }}
            />
            <Stack sx={{ ml: 1, alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatListTime(c.lastMessageAt ?? c.updatedAt, i18n.language)}
              </Typography>
              {c.unreadMessagesCount > 0 && (
                <Chip
                  size="small"
                  color="primary"
                  label={t('home.waiting.messages.unread', { count: c.unreadMessagesCount })}
                />
              )}
            </Stack>
          </ListItemButton>
        </ListItem>
      ))}
    </SummaryCard>
  );
}
