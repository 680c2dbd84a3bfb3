import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Chip, CircularProgress, Stack, Tab, Tabs } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES, PRODUCT, type ChatMessage, type Conversation } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { uploadAttachments } from './api/attachments';
import { chatApi } from './api/chat-api';
import { isConversationExternalId, useConversation, useInternalConversation } from './api/conversation';
import { useMarkRead } from './api/mark-read';
import { useAppendMessages, useMessages } from './api/messages';
import { ChatBar } from './ChatBar';
import { Composer, type ComposerSendInput } from './Composer';
import { ConversationSettingsDialog } from './ConversationSettingsDialog';
import { conversationTitle } from './conversation-title';
import { useMyId, useTypers } from './hooks';
import { chatKeys } from './keys';
import { MessageList, messageListPaging } from './MessageList';
import { MessageSearch } from './MessageSearch';
import { throttle } from './typing';
import { TypingLine } from './TypingLine';
import { useChatEvents } from './useChatEvents';
import type { TFunction } from 'i18next';
import { tenantDisplayName } from '../../lib/tenant-name';

export interface ConversationPaneProps {
  conversationExternalId: string;
  view: 'one' | 'portal';
  onLeft?: () => void;
  onConversationChanged?: (c: Conversation) => void;
  /** Mobile: back to the list. */
  onBack?: () => void;
}

type Channel = 'reply' | 'team';

/** The server's message, with the spec's read-only message translated. */
export function chatErrorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.message === CHAT_MESSAGES.notPartOfConversation)
    return t('chat.errors.notPartOfConversation');
  if (err instanceof Error && err.message) return err.message;
  return t('errors.unexpected');
}

/**
 * The open conversation (right column): bar, messages, typing line, composer. In the portal it adds the Reply and
 * team-channel tabs, tagging by mention on the team tab, and finalizing the thread (spec 2 §2, §4, §5).
 */
export function ConversationPane({
  conversationExternalId: id,
  view,
  onLeft,
  onConversationChanged,
  onBack,
}: ConversationPaneProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const myId = useMyId();
  // The pane shows a failure itself: a bad link or a refusal is 'does not exist or is not available to you'.
  const conv = useConversation(id, { silent: true });
  const c = conv.data;
  const [channel, setChannel] = useState<Channel>('reply');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmFinalize, setConfirmFinalize] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  useEffect(() => {
    setChannel('reply');
    setHighlighted(null);
  }, [id]);

  const internalId = view === 'portal' ? (c?.internalChannelExternalId ?? null) : null;
  const team = useInternalConversation(id, !!internalId);
  const activeId = channel === 'team' && internalId ? internalId : id;
  const msgs = useMessages(activeId);
  const typers = useTypers(activeId);
  const append = useAppendMessages();
  const markRead = useMarkRead();

  const changed = useRef(onConversationChanged);
  changed.current = onConversationChanged;
  const setConversation = useCallback(
    (update: (c: Conversation) => Conversation) => {
      const next = queryClient.setQueryData<Conversation>(chatKeys.conversation(id), (old) =>
        old ? update(old) : old,
      );
      if (next) changed.current?.(next);
    },
    [queryClient, id],
  );

  // Whether I am a member of the reply / team channel. A staff member tagged in through the team channel is a member
  // of both (the reply channel read only for him, the team channel not): he gets their messages and reads them.
  const meInReply = c?.members.find((m) => m.userExternalId === myId);
  const memberOfReply = !!meInReply && (!c?.readOnly || !!meInReply.isInternal);
  const memberOfTeam = !!team.data && (!team.data.readOnly || team.data.members.some((m) => m.userExternalId === myId));
  const memberOf = (conversationId: string) =>
    conversationId === id ? memberOfReply : conversationId === internalId && memberOfTeam;

  // Opening a conversation (or a channel) marks it read once its messages are there (spec 2 §4); a reader who is no
  // member has nothing to mark.
  const markedFor = useRef<string | null>(null);
  const memberOfActive = activeId === id ? memberOfReply : memberOfTeam;
  useEffect(() => {
    if (!msgs.isSuccess || !c || !memberOfActive || markedFor.current === activeId) return;
    markedFor.current = activeId;
    void markRead(activeId);
    if (activeId === internalId) setConversation((x) => ({ ...x, internalUnreadMessageCount: 0 }));
    else if (c.unreadMessagesCount > 0) setConversation((x) => ({ ...x, unreadMessagesCount: 0 }));
  }, [msgs.isSuccess, c, memberOfActive, activeId, internalId, markRead, setConversation]);

  useChatEvents({
    onNewMessage: (e) => {
      if (!c) return;
      if (e.conversationExternalId !== id && e.conversationExternalId !== internalId) return;
      // spec 2 §4: a read-only chat ignores incoming messages (a reader who is not a member).
      if (!memberOf(e.conversationExternalId)) return;
      append(e.conversationExternalId, [e.message]);
      if (view === 'portal' && e.conversationExternalId === id && e.currentThreadStatus !== c.currentThreadStatus) {
        setConversation((x) => ({ ...x, currentThreadStatus: e.currentThreadStatus }));
      }
      if (e.message.user?.externalId === myId) return;
      if (e.conversationExternalId === activeId) void markRead(activeId);
      else if (e.conversationExternalId === internalId)
        setConversation((x) => ({ ...x, internalUnreadMessageCount: x.internalUnreadMessageCount + 1 }));
    },
    onUpdated: (e) => {
      if (e.conversationExternalId !== id && e.conversationExternalId !== internalId) return;
      if (e.reason === 'REMOVED' && e.conversationExternalId === id) {
        notify(t('chat.pane.removedFromConversation'), 'info');
        onLeft?.();
        return;
      }
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.internalConversation(id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.files(id) });
    },
    onReconnect: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(activeId) });
    },
  });

  const sendTyping = useMemo(() => throttle(() => void chatApi.typing(activeId).catch(() => undefined)), [activeId]);

  const onSend = async (input: ComposerSendInput, onProgress: (loaded: number, total: number) => void) => {
    let sent: ChatMessage;
    try {
      sent = input.files.length
        ? await uploadAttachments(activeId, input.files, input.text, onProgress).promise
        : await chatApi.send(activeId, input.text!);
    } catch (err) {
      notify(chatErrorText(err, t), 'error');
      throw err;
    }
    append(activeId, [sent]);
    setConversation((x) => ({
      ...x,
      lastMessageText: sent.message ?? x.lastMessageText,
      lastMessageAt: sent.createdAt,
    }));
    // Team tab: a mention tags the person into the team channel, unless the first one is already in it (spec 2 §5).
    if (view === 'portal' && channel === 'team' && input.mentions.length > 0) {
      const teamMembers = team.data?.members ?? [];
      if (!teamMembers.some((m) => m.userExternalId === input.mentions[0])) {
        try {
          await chatApi.mentions(id, input.mentions);
          void queryClient.invalidateQueries({ queryKey: chatKeys.internalConversation(id) });
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) });
        } catch (err) {
          notify(chatErrorText(err, t), 'error');
        }
      }
    }
  };

  const rename = async (title: string) => {
    try {
      const r = await chatApi.rename(id, title);
      setConversation((x) => ({ ...x, title: r.title }));
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
    } catch (err) {
      notify(chatErrorText(err, t), 'error');
      throw err;
    }
  };

  const finalize = async () => {
    try {
      const next = await chatApi.finalize(id);
      setConversation((x) => ({
        ...x,
        ...next,
        members: next.members?.length ? next.members : x.members,
        currentThreadStatus: 'FINALIZED',
      }));
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(id) });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 409 || err.message === CHAT_MESSAGES.alreadyFinalized))
        notify(t('chat.portal.alreadyFinalized'), 'info');
      else notify(chatErrorText(err, t), 'error');
    } finally {
      setConfirmFinalize(false);
    }
  };

  const jumpTo = async (m: ChatMessage) => {
    if (m.conversationExternalId !== activeId) return;
    // Load older pages until the message is there (a search hit may be far back).
    let guard = 0;
    let present = msgs.messages.some((x) => x.externalId === m.externalId);
    let hasMore = msgs.hasNextPage;
    while (!present && hasMore && guard++ < 50) {
      const r = await msgs.fetchNextPage();
      present = (r.data?.pages ?? []).some((p) => p.content.some((x) => x.externalId === m.externalId));
      hasMore = r.hasNextPage;
    }
    if (!present) return;
    setHighlighted(m.externalId);
    setTimeout(() => setHighlighted((h) => (h === m.externalId ? null : h)), 3000);
  };

  if (conv.isLoading) {
    return (
      <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', height: '100%' }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Stack>
    );
  }
  if (!c) {
    // A refusal or a malformed id says nothing more (no validator text); a transport or server failure says what failed.
    const refused = !isConversationExternalId(id) || (conv.error instanceof ApiError && conv.error.status < 500);
    return (
      <Stack sx={{ height: '100%' }}>
        <EmptyState
          icon={<ChatBubbleOutlineIcon />}
          title={t('chat.pane.unavailableTitle')}
          text={!refused && conv.error instanceof Error ? chatErrorText(conv.error, t) : undefined}
          action={onBack ? <Button onClick={onBack}>{t('chat.pane.back')}</Button> : undefined}
        />
      </Stack>
    );
  }

  const me = c.members.find((m) => m.userExternalId === myId);
  const canFinalize =
    view === 'portal' &&
    channel === 'reply' &&
    !!c.currentThreadStatus &&
    c.currentThreadStatus !== 'FINALIZED' &&
    !c.readOnly;
  // Tagged members read the reply channel and write only on the team channel (spec 2 §5).
  const replyReadOnly = view === 'portal' && channel === 'reply' && !!me?.isInternal;
  // What the API grants on the channel on screen: the reply channel unless the conversation is read only for me, the
  // team channel unless that channel is.
  const writable = channel === 'team' && internalId ? team.data?.readOnly === false : !c.readOnly;
  // On the team tab anyone of either channel can be mentioned (that is how staff get tagged in).
  const members = channel === 'team' ? [...(team.data?.members ?? []), ...c.members] : c.members;

  const tabs =
    view === 'portal' ? (
      <Tabs
        value={channel}
        onChange={(_, v: Channel) => setChannel(v)}
        aria-label={t('chat.portal.channels')}
        sx={{ minHeight: 36, mb: 1, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}
      >
        <Tab value="reply" label={t('chat.portal.replyTab')} />
        {internalId && (
          <Tab
            value="team"
            label={
              <Badge
                color="error"
                badgeContent={c.internalUnreadMessageCount}
                invisible={channel === 'team' || c.internalUnreadMessageCount === 0}
                sx={{ '& .MuiBadge-badge': { right: -10 } }}
              >
                {t('chat.portal.teamTab', { product: PRODUCT.displayName })}
              </Badge>
            }
          />
        )}
      </Tabs>
    ) : null;

  return (
    <Stack
      sx={{ height: '100%', minHeight: 0, bgcolor: 'background.paper' }}
      component="section"
      aria-label={conversationTitle(c, myId)}
    >
      <ChatBar
        title={conversationTitle(c, myId)}
        subtitle={
          view === 'portal' ? (
            <>
              {tenantDisplayName(c.tenant.name)}
              {c.currentThreadStatus && <> · {t(`chat.status.${c.currentThreadStatus}`)}</>}
            </>
          ) : c.conversationType === 'PRIVATE_GROUP' ? (
            t('chat.pane.membersCount', { count: c.members.length })
          ) : undefined
        }
        canRename={!c.readOnly && (c.isOwner ?? true)}
        onRename={rename}
        onBack={onBack}
        onSettings={() => setSettingsOpen(true)}
        actions={
          <>
            <MessageSearch conversationExternalId={activeId} onSelect={(m) => void jumpTo(m)} />
            {canFinalize && (
              <Button
                size="small"
                variant="outlined"
                color="success"
                startIcon={<TaskAltIcon />}
                onClick={() => setConfirmFinalize(true)}
                aria-label={t('chat.portal.finalize')}
                // Phones get the icon alone, leaving the title room to be read (issue 13: 'VAT …' at 375 px).
                sx={{
                  whiteSpace: 'nowrap',
                  minWidth: { xs: 40, sm: 64 },
                  '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
                }}
              >
                <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                  {t('chat.portal.finalize')}
                </Box>
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline', md: 'none' } }}>
                  {t('chat.portal.finalizeShort')}
                </Box>
              </Button>
            )}
          </>
        }
      />
      <MessageList
        label={t('chat.pane.messages')}
        {...messageListPaging(msgs)}
        myId={myId}
        highlightedId={highlighted}
      />
      <TypingLine typers={typers} />
      {!writable ? (
        view === 'portal' && internalId ? (
          // The tabs stay: the other channel may be writable (a tagged staff member answers on the team tab).
          <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}>
            {tabs}
            {replyReadOnly ? (
              <Chip label={t('chat.portal.readOnly')} />
            ) : (
              <Alert severity="info" icon={false}>
                {t('chat.pane.readOnlyNotice')}
              </Alert>
            )}
          </Box>
        ) : (
          <Alert severity="info" icon={false} sx={{ borderRadius: 0 }}>
            {t('chat.pane.readOnlyNotice')}
          </Alert>
        )
      ) : replyReadOnly ? (
        <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}>
          {tabs}
          <Chip label={t('chat.portal.readOnly')} />
        </Box>
      ) : (
        <Composer
          key={activeId}
          view={view}
          tenantExternalId={c.tenant.externalId}
          conversationExternalId={activeId}
          members={members}
          onSend={onSend}
          onTyping={sendTyping}
          top={
            <>
              {tabs}
              {channel === 'team' && (
                <Alert severity="warning" sx={{ mb: 1, py: 0 }}>
                  {t('chat.portal.teamWarning', { product: PRODUCT.displayName })}
                </Alert>
              )}
            </>
          }
        />
      )}
      <ConversationSettingsDialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        conversation={c}
        view={view}
        onLeft={() => {
          setSettingsOpen(false);
          onLeft?.();
        }}
        onChanged={(next) => setConversation(() => next)}
      />
      <ConfirmDialog
        open={confirmFinalize}
        onCancel={() => setConfirmFinalize(false)}
        onConfirm={finalize}
        title={t('chat.portal.finalizeTitle')}
        text={t('chat.portal.finalizeText')}
        confirmLabel={t('chat.portal.finalize')}
      />
    </Stack>
  );
}
