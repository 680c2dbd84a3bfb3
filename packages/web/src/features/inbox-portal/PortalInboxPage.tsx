import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Box, Paper, useMediaQuery, useTheme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRODUCT, type Conversation } from '@atrium/contract';
import { visuallyHidden } from '../../components/UnreadBadge';
import { chatKeys } from '../chat';
import { NO_CHAT_PARAM, inboxPath } from '../inbox-client';
import { INITIAL_LIST_STATE, type PortalListState } from './filters';
import { PortalChatList } from './PortalChatList';
import { CreateChatDialog, type CreateMode } from './CreateChatDialog';
import { StatisticsDialog } from './StatisticsDialog';
import { PortalConversation } from './PortalConversation';
import { patchRow, putOnTop, usePortalInboxRealtime } from './live-updates';

// Anything but an id (the placeholder ':atriumChatTeamExternalId' included) means no conversation (spec 2 §2).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /portal/inbox/:atriumChatTeamExternalId — staff answer client conversations: the list on the left, the conversation
 * on the right; on phones and tablets one of the two, with a way back.
 */
/**
 * What the pane may change in the list row. The last text and time are left to NEW_MESSAGE: the pane also reports a
 * message sent on the team tab, which the row (the client conversation) must not show as its last text.
 */
function paneFields(c: Conversation): Partial<Conversation> {
  const {
    title,
    members,
    membersCount,
    unreadMessagesCount,
    internalUnreadMessageCount,
    currentThreadStatus,
    currentThreadStarted,
    readOnly,
  } = c;
  return {
    title,
    members,
    membersCount,
    unreadMessagesCount,
    internalUnreadMessageCount,
    currentThreadStatus,
    currentThreadStarted,
    readOnly,
  };
}

export default function PortalInboxPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const param = useParams().atriumChatTeamExternalId ?? NO_CHAT_PARAM;
  const selectedId = UUID.test(param) ? param : null;
  const [state, setState] = useState<PortalListState>(INITIAL_LIST_STATE);
  const [creating, setCreating] = useState<CreateMode | null>(null);
  const [stats, setStats] = useState(false);
  usePortalInboxRealtime(selectedId);
  useEffect(() => {
    document.title = `${t('inboxPortal.title')} · ${PRODUCT.displayName}`;
  }, [t]);

  const select = (id: string | null) => navigate(inboxPath('portal', id));
  const created = (c: Conversation) => {
    setCreating(null);
    putOnTop(queryClient, c);
    select(c.externalId);
  };
  const showList = !narrow || !selectedId;
  const showConversation = !narrow || !!selectedId;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        // The shell's header, padding and (phones) bottom bar around the page.
        height: { xs: 'calc(100dvh - 56px - 32px - 88px)', md: 'calc(100dvh - 64px - 48px - 32px)' },
        minHeight: 420,
      }}
    >
      <Box component="h1" sx={visuallyHidden}>
        {t('inboxPortal.title')}
      </Box>
      {showList && (
        <Paper
          variant="outlined"
          sx={{
            width: { xs: '100%', md: 380 },
            flexShrink: 0,
            overflow: 'hidden',
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <PortalChatList
            state={state}
            onChange={(patch) => setState((s) => ({ ...s, ...patch }))}
            selectedId={selectedId}
            onSelect={select}
            onCreate={setCreating}
            onStats={() => setStats(true)}
          />
        </Paper>
      )}
      {showConversation && (
        <Paper
          variant="outlined"
          sx={{ flex: 1, minWidth: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
        >
          <PortalConversation
            conversationExternalId={selectedId}
            onBack={narrow ? () => select(null) : undefined}
            onLeft={() => {
              void queryClient.invalidateQueries({ queryKey: chatKeys.portalLists });
              select(null);
            }}
            onConversationChanged={(c) => patchRow(queryClient, c.externalId, paneFields(c))}
          />
        </Paper>
      )}
      <CreateChatDialog
        open={creating !== null}
        mode={creating ?? 'private'}
        onClose={() => setCreating(null)}
        onCreated={created}
      />
      {stats && <StatisticsDialog open={stats} onClose={() => setStats(false)} />}
    </Box>
  );
}
