import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, IconButton, Menu, MenuItem, Stack, Tooltip, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, PRODUCT, type AssistantConversation } from '@atrium/contract';
import { notify, errorMessage } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-error';
import { useChatEvents } from '../../chat';
import { useSession } from '../../../session/session';
import { assistantApi } from '../api/assistant-api';
import { useAssistantConversation, useAssistantMembers, useAssistantMessages, useAssistantUser } from '../api/messages';
import { streamToBot } from '../api/stream';
import { conversationTypeOf, type AssistantScope } from '../context';
import type { BotRunsApi } from '../hooks/useBotRuns';
import { useTypers } from '../hooks/useTypers';
import { assistantKeys } from '../keys';
import { runsOf, upsertMessage, type AssistantMessagePages } from '../live-updates';
import { Composer } from './Composer';
import { MembersDialog } from './MembersDialog';
import { BotRunItem, MessageItem, PendingItem, TypingText } from './MessageItem';
import { RenameField } from './RenameField';
import { SearchBar } from './SearchBar';
import { Welcome } from './Welcome';

export interface ChatViewProps {
  tenant: string;
  scope: AssistantScope;
  /** null: a new chat, created with the first message. */
  conversationId: string | null;
  seed: AssistantConversation | null;
  bot: BotRunsApi;
  onCreated: (c: AssistantConversation) => void;
  onChanged: () => void;
  onDelete: (c: AssistantConversation) => void;
  onArchive: (c: AssistantConversation) => void;
  onLeft: () => void;
}

/** One assistant conversation: messages, streamed answers, search, members, the composer (spec 2 §2, §4). */
export function ChatView(props: ChatViewProps) {
  const { tenant, scope, conversationId, seed, bot, onCreated, onChanged } = props;
  const { t } = useTranslation();
  const qc = useQueryClient();
  const myId = useSession().user?.externalId;
  const head = useAssistantConversation(conversationId);
  const conversation = head.data ?? seed;
  const memberList = useAssistantMembers(conversationId).data;
  const seedMembers = conversation?.members;
  const members = useMemo(() => memberList ?? seedMembers ?? [], [memberList, seedMembers]);
  const messages = useAssistantMessages(conversationId);
  const user = useAssistantUser(myId);
  const typers = useTypers(conversationId);
  // Members, title or the conversation itself changed (another member added someone, renamed it): read it again.
  const refreshHead = useCallback(
    (id: string) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: assistantKeys.members(id) }),
        qc.invalidateQueries({ queryKey: assistantKeys.conversation(id) }),
      ]),
    [qc],
  );
  useChatEvents({
    onUpdated: (e) => {
      if (e.conversationExternalId === conversationId) void refreshHead(conversationId);
    },
    // A member's message to people (the bot's come as BOT_* events): read the page again.
    onNewMessage: (e) => {
      if (e.conversationExternalId === conversationId && !e.message.isBotMessage)
        void qc.invalidateQueries({ queryKey: assistantKeys.messages(conversationId) });
    },
    onReconnect: () => {
      if (!conversationId) return;
      void qc.invalidateQueries({ queryKey: assistantKeys.messages(conversationId) });
      assistantApi.catchUp(conversationId).catch(() => undefined);
    },
  });
  // Opened (after a reload, or from the list) while the bot answers here: the answer so far, then the live chunks,
  // instead of nothing until the answer is saved.
  useEffect(() => {
    if (conversationId) assistantApi.catchUp(conversationId).catch(() => undefined);
  }, [conversationId]);
  const multiUser = members.length > 1;

  const [askAiChoice, setAskAi] = useState<boolean | null>(null);
  useEffect(() => {
    setAskAi(null);
  }, [conversationId]);
  // The bot is the receiver by default in a single-member chat (spec 2 §4).
  const askAi = askAiChoice ?? !multiUser;

  const [pending, setPending] = useState<{ conversation: string; text: string } | null>(null);
  const [generating, setGenerating] = useState(false);
  const abort = useRef<AbortController | null>(null);
  /** This tab's question has its answer under way (not waiting for another question's answer to end). */
  const started = useRef(false);
  const [ownStarted, setOwnStarted] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [searching, setSearching] = useState(false);
  const [membersOpen, setMembersOpen] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const lastTyping = useRef(0);

  const runs = conversationId ? runsOf(bot.runs, conversationId) : [];
  const runIds = new Set(runs.map((r) => r.messageExternalId));
  const shown = messages.messages.filter((m) => !runIds.has(m.externalId));
  const storedIds = new Set(messages.messages.map((m) => m.externalId));
  const remoteGenerating = runs.some((r) => r.status === 'streaming');

  // Keep the newest message in view.
  const bottom = useRef<HTMLDivElement>(null);
  const tail = `${shown.length}:${runs.map((r) => r.text.length).join(',')}:${pending?.text ?? ''}`;
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [tail]);

  // A first load still in flight was asked before the answer was saved: invalidating alone would hand back that stale
  // page (TanStack Query joins a first fetch instead of restarting it), so it is cancelled and asked again.
  const reloadMessages = useCallback(
    async (id: string) => {
      await qc.cancelQueries({ queryKey: assistantKeys.messages(id) });
      await qc.invalidateQueries({ queryKey: assistantKeys.messages(id) });
    },
    [qc],
  );

  const send = async (text: string) => {
    let id = conversationId;
    try {
      if (!id) {
        const created = await assistantApi.create(
          tenant,
          conversationTypeOf(scope),
          scope.entity,
          text.slice(0, 60).trim() || undefined,
        );
        id = created.externalId;
        onCreated(created);
      }
    } catch (err) {
      notify(errorMessage(err, 'assistant.aiDrawer.container.errors.sendingMessage'), 'error');
      return;
    }
    if (!askAi) {
      try {
        const m = await assistantApi.send(id, text, false);
        qc.setQueryData<AssistantMessagePages>(assistantKeys.messages(id), (d) => upsertMessage(d, m));
        onChanged();
      } catch {
        notify(t('assistant.aiDrawer.container.errors.sendingMessage'), 'error');
      }
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    started.current = false;
    setPending({ conversation: id, text });
    setGenerating(true);
    try {
      await streamToBot(
        id,
        text,
        (e) => {
          started.current = true;
          setOwnStarted(true);
          bot.dispatch(e);
        },
        controller.signal,
      );
    } catch (err) {
      // 409: the conversation's queue of questions is full (spec 2 §8 'Assistant other failures', translated).
      if (err instanceof ApiError && err.status === 409)
        notify(t('assistant.chat.stillAnswering', { ai: PRODUCT.assistantName }), 'warning');
      else notify(t('assistant.aiDrawer.container.errors.sendingMessage'), 'error');
    } finally {
      setOwnStarted(false);
      abort.current = null;
      setGenerating(false);
      await reloadMessages(id);
      setPending(null);
      onChanged();
    }
  };

  // Stop while one's own question still waits its turn withdraws it; it does not stop another person's answer.
  const stop = () => {
    if (!conversationId) return;
    const waiting = abort.current !== null && !started.current;
    abort.current?.abort();
    if (waiting) return;
    bot.stopAll(conversationId);
    assistantApi.stop(conversationId).catch(() => undefined);
  };

  const typing = () => {
    if (!conversationId || !multiUser) return;
    const now = Date.now();
    if (now - lastTyping.current < CHAT_LIMITS.typingThrottleMs) return;
    lastTyping.current = now;
    assistantApi.typing(conversationId).catch(() => undefined);
  };

  const rename = async (title: string | null) => {
    setRenaming(false);
    if (!title || !conversation) return;
    try {
      await assistantApi.rename(conversation.externalId, title);
      notify(t('assistant.toasts.renamed'), 'success');
      await qc.invalidateQueries({ queryKey: assistantKeys.conversation(conversation.externalId) });
      onChanged();
    } catch (err) {
      notify(errorMessage(err), 'error');
    }
  };

  const markSeen = async () => {
    if (!myId) return;
    try {
      const next = await assistantApi.markInMultiuserChat(myId);
      qc.setQueryData(assistantKeys.user(myId), next);
    } catch (err) {
      notify(errorMessage(err), 'error');
    }
  };

  const candidates = useMemo(
    () => members.map((m) => ({ externalId: m.userExternalId, firstName: m.firstName, lastName: m.lastName })),
    [members],
  );
  const title = conversation?.title || t('assistant.list.untitled');

  return (
    <Stack sx={{ flex: 1, minHeight: 0 }}>
      {conversation && (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: 0.5, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {renaming ? (
              <RenameField current={conversation.title} onDone={(v) => void rename(v)} />
            ) : (
              <Tooltip title={t('assistant.chat.renameTitle')}>
                <Typography
                  component="h3"
                  variant="subtitle1"
                  noWrap
                  tabIndex={0}
                  role="button"
                  onClick={() => setRenaming(true)}
                  onKeyDown={(e) => e.key === 'Enter' && setRenaming(true)}
                  sx={{ cursor: 'text', fontWeight: 600 }}
                  data-testid="assistant-chat-title"
                >
                  {title}
                </Typography>
              </Tooltip>
            )}
          </Box>
          <IconButton aria-label={t('assistant.chat.search')} onClick={() => setSearching((s) => !s)}>
            <SearchIcon />
          </IconButton>
          <IconButton
            aria-label={t('assistant.chat.members')}
            onClick={() => {
              if (conversationId) void refreshHead(conversationId);
              setMembersOpen(true);
            }}
            data-testid="assistant-members-button"
          >
            <GroupOutlinedIcon />
          </IconButton>
          <IconButton aria-label={t('assistant.chat.menu')} onClick={(e) => setMenu(e.currentTarget)}>
            <MoreVertIcon />
          </IconButton>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            <MenuItem
              onClick={() => {
                setMenu(null);
                setRenaming(true);
              }}
            >
              {t('assistant.list.rename')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                setMenu(null);
                props.onArchive(conversation);
              }}
            >
              {conversation.isArchived ? t('assistant.list.unarchive') : t('assistant.list.archive')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                setMenu(null);
                props.onDelete(conversation);
              }}
            >
              {t('assistant.list.delete')}
            </MenuItem>
          </Menu>
        </Stack>
      )}
      {searching && conversationId && (
        <SearchBar conversationExternalId={conversationId} onClose={() => setSearching(false)} />
      )}
      {multiUser && user.data && !user.data.hasBeenInMultiuserChat && (
        <Alert
          severity="info"
          sx={{ m: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void markSeen()}>
              {t('assistant.multiUserHint.ok')}
            </Button>
          }
          data-testid="assistant-multiuser-hint"
        >
          {t('assistant.multiUserHint.body')}
        </Alert>
      )}
      <Stack
        sx={{ flex: 1, minHeight: 0, overflow: 'auto', px: 2, py: 1.5, gap: 1.5 }}
        data-testid="assistant-messages"
      >
        {!conversationId ? (
          <Welcome context={scope.context} />
        ) : (
          <>
            {messages.hasNextPage && (
              <Button size="small" onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>
                {t('assistant.chat.loadOlder')}
              </Button>
            )}
            {messages.isError && <Alert severity="error">{errorMessage(messages.error)}</Alert>}
            {shown.map((m) => (
              <MessageItem key={m.externalId} message={m} myId={myId} />
            ))}
            {pending && pending.conversation === conversationId && <PendingItem text={pending.text} />}
            {pending && pending.conversation === conversationId && !ownStarted && remoteGenerating && (
              <Typography variant="caption" color="text.secondary" data-testid="assistant-waiting">
                {t('assistant.chat.waiting', { ai: PRODUCT.assistantName })}
              </Typography>
            )}
            {runs.map((r) => (
              <BotRunItem
                key={r.messageExternalId}
                run={r}
                stored={storedIds.has(r.messageExternalId)}
                onSettled={() => bot.settle(r.messageExternalId)}
              />
            ))}
          </>
        )}
        <div ref={bottom} />
      </Stack>
      <TypingText line={typers} />
      <Composer
        askAi={askAi}
        showToggle={multiUser}
        onAskAiChange={setAskAi}
        generating={generating || (askAi && remoteGenerating)}
        queueable={!generating && askAi && multiUser}
        members={candidates}
        myId={myId}
        onSend={(text) => void send(text)}
        onStop={stop}
        onTyping={typing}
      />
      {membersOpen && conversation && (
        <MembersDialog
          conversation={conversation}
          members={members}
          myId={myId}
          tenantExternalId={tenant}
          onClose={() => setMembersOpen(false)}
          onLeft={() => {
            setMembersOpen(false);
            props.onLeft();
          }}
        />
      )}
    </Stack>
  );
}

/** The assistant's name, for the header. */
export const ASSISTANT_NAME = PRODUCT.assistantName;
