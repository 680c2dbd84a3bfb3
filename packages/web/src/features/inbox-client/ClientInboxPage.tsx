import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Box, Button, Drawer, Fab, Paper, useMediaQuery, useTheme } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Conversation, Expert, UserSuggestion } from '@atrium/contract';
import { useSession } from '../../session/session';
import { useWorkspace } from '../../workspace/workspace';
import { EmptyState } from '../../components/EmptyState';
import { notify, notifyActionError } from '../../lib/notify';
import { chatApi, chatKeys } from '../chat';
import { ChatList } from './ChatList';
import type { ChatFilters } from './ChatFilterPopover';
import { ExpertsPanel } from './ExpertsPanel';
import { ConversationColumn, GroupPicker, type Selection } from './ConversationColumn';
import {
  conversationIdFromParam,
  flattenChats,
  prependChat,
  replaceChat,
  setUnread,
  type ChatListData,
} from './listState';
import { inboxPath } from './paths';
import { openConversationStore } from './shellChat';
import { useClientChatList } from './api/client-list';
import { useExperts } from './api/experts';
import { useSupportUserLookup } from './api/support-user';
import { useClientChatListRealtime } from './live-updates';
import type { InboxLocationState } from './WithKamDialog';

const suggestionOf = (
  u: { externalId: string; firstName: string; lastName: string; email: string },
  staff: boolean,
): UserSuggestion => ({
  externalId: u.externalId,
  firstName: u.firstName,
  lastName: u.lastName,
  fullName: `${u.firstName} ${u.lastName}`.trim(),
  email: u.email,
  isAtriumEmployee: staff,
});

/**
 * The client inbox (spec 2 §2 "Client inbox screen"): the chat list with the experts panel on the left (about a third),
 * the conversation on the right; on phones and tablets either the list or the conversation, with a back button.
 */
export default function ClientInboxPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const queryClient = useQueryClient();
  const me = useSession().user?.externalId;
  const tenantExternalId = useWorkspace().selectedTenantMembership?.tenant.externalId;

  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ChatFilters>({ activityFilter: 'ALL', dateFilter: null });
  const filter = useMemo(() => ({ searchValue: search, ...filters }), [search, filters]);
  const [selection, setSelection] = useState<Selection>(null);
  /** Phones and tablets: the conversation instead of the list (the show-mobile-chat-view flag). */
  const [showChat, setShowChat] = useState(false);
  const [expertsOpen, setExpertsOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [starting, setStarting] = useState(false);

  const list = useClientChatList(tenantExternalId, filter);
  const chats = useMemo(() => flattenChats(list.data), [list.data]);
  const experts = useExperts(tenantExternalId);
  const lookUpSupportUser = useSupportUserLookup();
  const selectedId = selection?.kind === 'chat' ? selection.id : null;
  const listKey = chatKeys.clientLists(tenantExternalId ?? '');
  const updateLists = useCallback(
    (fn: (d: ChatListData | undefined) => ChatListData | undefined) =>
      queryClient.setQueriesData<ChatListData>({ queryKey: listKey }, fn),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listKey is a new array each render; the tenant is what it depends on
    [queryClient, tenantExternalId],
  );

  const deselect = useCallback(() => {
    setSelection(null);
    setShowChat(false);
    navigate(inboxPath('one'), { replace: true });
  }, [navigate]);

  // Another company chosen in the workspace selector: its chats replace the list, nothing stays open.
  const shownTenant = useRef(tenantExternalId);
  useEffect(() => {
    if (shownTenant.current === tenantExternalId) return;
    const hadOne = shownTenant.current !== undefined;
    shownTenant.current = tenantExternalId;
    if (hadOne) deselect();
  }, [tenantExternalId, deselect]);

  useClientChatListRealtime(tenantExternalId, selectedId, (id) => {
    if (id === selectedId) deselect();
  });

  // The route parameter selects its conversation once the chats have loaded; navigation state may carry one too.
  const handledParam = useRef<string | null>(null);
  const open = useCallback(
    (id: string) => {
      setSelection({ kind: 'chat', id });
      setShowChat(true);
      handledParam.current = id;
      if (conversationIdFromParam(params.atriumChatTeamExternalId) !== id)
        navigate(inboxPath('one', id), { replace: true });
      // Selecting a chat reads it (spec 2 §4): the pane calls PATCH read; the row shows 0 at once.
      updateLists((d) => setUnread(d, id, 0));
    },
    [navigate, params.atriumChatTeamExternalId, updateLists],
  );

  const paramId = conversationIdFromParam(params.atriumChatTeamExternalId);
  const stateConversation = (location.state as InboxLocationState | null)?.conversation;
  useEffect(() => {
    if (!list.isSuccess) return;
    if (stateConversation && handledParam.current !== stateConversation.externalId) {
      updateLists((d) => prependChat(d, stateConversation));
      open(stateConversation.externalId);
      return;
    }
    if (paramId && handledParam.current !== paramId) {
      open(paramId);
    }
  }, [list.isSuccess, paramId, stateConversation, open, updateLists]);

  // Going to the bare inbox address (the nav item) while a chat is open closes it.
  const lastParam = useRef(paramId);
  useEffect(() => {
    const before = lastParam.current;
    lastParam.current = paramId;
    if (before && !paramId && selection?.kind === 'chat' && selection.id === before) {
      setSelection(null);
      setShowChat(false);
    }
  }, [paramId, selection]);

  // The shell skips the new-message toast for the conversation on screen.
  const visibleChat = selectedId && (desktop || showChat) ? selectedId : null;
  useEffect(() => {
    openConversationStore.set(visibleChat);
    return () => openConversationStore.set(null);
  }, [visibleChat]);

  /** A chat with these people: the loaded private chat with exactly them, else a new conversation with them as recipients. */
  const startWith = (recipients: UserSuggestion[]) => {
    setExpertsOpen(false);
    if (recipients.length === 1) {
      const other = recipients[0].externalId;
      const existing = chats.find(
        (c) =>
          c.conversationType === 'PRIVATE' &&
          c.members.length === 2 &&
          c.members.some((m) => m.userExternalId === other) &&
          c.members.some((m) => m.userExternalId === me),
      );
      if (existing) return open(existing.externalId);
    }
    setSelection({ kind: 'new', recipients, key: Date.now() });
    setShowChat(true);
    if (paramId) navigate(inboxPath('one'), { replace: true });
  };

  const onExpert = (e: Expert) =>
    startWith([
      suggestionOf(
        { externalId: e.userExternalId, firstName: e.firstName, lastName: e.lastName, email: e.email },
        true,
      ),
    ]);
  const onProductSupport = async () => {
    setStarting(true);
    try {
      const s = await lookUpSupportUser();
      startWith([suggestionOf({ ...s.user, email: s.email }, true)]);
    } catch {
      notify(t('inboxClient.experts.supportError'), 'error');
    } finally {
      setStarting(false);
    }
  };

  const markRead = (c: Conversation) => {
    updateLists((d) => setUnread(d, c.externalId, 0));
    chatApi.markRead(c.externalId).then(
      (r) => queryClient.setQueryData(chatKeys.countUnread, { count: r.count }),
      (err: unknown) => {
        updateLists((d) => setUnread(d, c.externalId, c.unreadMessagesCount));
        notifyActionError(err);
      },
    );
  };
  const markUnread = (c: Conversation) => {
    updateLists((d) => setUnread(d, c.externalId, 1));
    chatApi.markUnread(c.externalId).then(
      (r) => queryClient.setQueryData(chatKeys.countUnread, { count: r.count }),
      (err: unknown) => {
        updateLists((d) => setUnread(d, c.externalId, c.unreadMessagesCount));
        notifyActionError(err);
      },
    );
  };

  const filtered = search !== '' || filters.activityFilter !== 'ALL' || filters.dateFilter !== null;
  const noChatsAtAll = list.isSuccess && !filtered && chats.length === 0;
  const emptyState = (
    <EmptyState
      icon={<ChatBubbleOutlineIcon />}
      title={t('inboxClient.empty.title')}
      text={t('inboxClient.empty.text')}
      action={
        <Button variant="contained" onClick={() => startWith([])} data-testid="start-chat">
          {t('inboxClient.empty.start')}
        </Button>
      }
    />
  );

  const expertsPanel = (
    <ExpertsPanel
      experts={experts.data}
      loading={experts.isPending && !!tenantExternalId}
      error={experts.isError}
      busy={starting}
      onExpert={onExpert}
      onNewGroup={() => {
        setExpertsOpen(false);
        setPickerOpen(true);
      }}
      onProductSupport={() => void onProductSupport()}
    />
  );

  const listColumn = (
    <ChatList
      chats={chats}
      myExternalId={me}
      selectedId={selectedId}
      loading={list.isPending && !!tenantExternalId}
      error={list.isError}
      onRetry={() => void list.refetch()}
      hasMore={!!list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      search={search}
      onSearch={setSearch}
      filters={filters}
      onFilters={setFilters}
      onSelect={(c) => open(c.externalId)}
      onMarkRead={markRead}
      onMarkUnread={markUnread}
      onNewChat={() => startWith([])}
      emptyContent={!desktop && noChatsAtAll ? emptyState : undefined}
      footer={
        desktop ? (
          <Box
            sx={{ borderTop: 1, borderColor: 'divider', maxHeight: '45%', display: 'flex', flexDirection: 'column' }}
          >
            {expertsPanel}
          </Box>
        ) : undefined
      }
    />
  );

  const conversationColumn = (
    <ConversationColumn
      selection={selection}
      tenantExternalId={tenantExternalId}
      onBack={() => setShowChat(false)}
      onLeft={(id) => {
        void queryClient.invalidateQueries({ queryKey: listKey });
        if (id === selectedId) deselect();
      }}
      onChanged={(c) => updateLists((d) => replaceChat(d, c))}
      onCreated={(c) => {
        updateLists((d) => prependChat(d, c));
        void queryClient.invalidateQueries({ queryKey: listKey });
        open(c.externalId);
      }}
      placeholder={
        noChatsAtAll ? (
          emptyState
        ) : (
          <EmptyState
            icon={<ChatBubbleOutlineIcon />}
            title={t('inboxClient.select.title')}
            text={t('inboxClient.select.text')}
          />
        )
      }
    />
  );

  const picker = (
    <GroupPicker
      open={pickerOpen}
      tenantExternalId={tenantExternalId}
      myExternalId={me}
      onClose={() => setPickerOpen(false)}
      onConfirm={(users) => {
        setPickerOpen(false);
        startWith(users);
      }}
    />
  );

  if (desktop) {
    return (
      <Paper
        variant="outlined"
        sx={{ display: 'flex', height: 'calc(100vh - 120px)', minHeight: 480, overflow: 'hidden' }}
        data-testid="client-inbox"
      >
        <Box sx={{ width: '33%', minWidth: 280, borderRight: 1, borderColor: 'divider', minHeight: 0 }}>
          {listColumn}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          {conversationColumn}
        </Box>
        {picker}
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      sx={{
        height: { xs: 'calc(100dvh - 160px)', sm: 'calc(100dvh - 176px)' },
        minHeight: 360,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      }}
      data-testid="client-inbox"
    >
      {showChat && selection ? conversationColumn : listColumn}
      {!(showChat && selection) && (
        <>
          <Fab
            color="primary"
            variant="extended"
            size="medium"
            onClick={() => setExpertsOpen(true)}
            data-testid="experts-fab"
            sx={{ position: 'fixed', right: 16, bottom: 88 }}
          >
            <SupportAgentOutlinedIcon sx={{ mr: 1 }} />
            {t('inboxClient.experts.open')}
          </Fab>
          <Drawer
            anchor="bottom"
            open={expertsOpen}
            onClose={() => setExpertsOpen(false)}
            slotProps={{
              paper: {
                sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '75vh' },
                'aria-label': t('inboxClient.experts.title'),
                'data-testid': 'experts-drawer',
              } as object,
            }}
          >
            <Box aria-hidden sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mt: 1 }} />
            {expertsPanel}
          </Drawer>
        </>
      )}
      {picker}
    </Paper>
  );
}
