import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  Box,
  Button,
  Chip,
  Drawer,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_LIMITS, PRODUCT, type AssistantConversation } from '@atrium/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { errorMessage, notify } from '../../../lib/notify';
import { useSession } from '../../../session/session';
import { useWorkspace } from '../../../workspace/workspace';
import { assistantApi } from '../api/assistant-api';
import { listRows, useArchivedList, useConversationList, useConversationSearch, useReloadLists } from '../api/lists';
import { useAssistantUser } from '../api/messages';
import { scopeFromRoute, type AssistantScope } from '../context';
import { useBotRuns } from '../hooks/useBotRuns';
import { assistantKeys } from '../keys';
import { closeAssistant, useAssistantDrawer } from '../store';
import { ArchiveHintDialog } from './ArchiveHintDialog';
import { ChatView } from './ChatView';
import { ConversationList } from './ConversationList';
import { UndoToast } from './UndoToast';

type View = 'list' | 'archived' | 'chat';

/**
 * The AI assistant drawer (spec 2 §2): a right panel (25 % wide on large screens, 40 % otherwise), a bottom sheet on
 * phones and tablets; modal, so Escape closes it and focus stays inside. Its context comes from the page unless the
 * opener named one (a file, a room). Loaded lazily the first time it opens.
 */
export default function AssistantDrawer() {
  const { t } = useTranslation();
  const theme = useTheme();
  const sheet = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const state = useAssistantDrawer();
  const location = useLocation();
  const pageScope = scopeFromRoute(location.pathname, location.search);
  const scope: AssistantScope = state.scope ?? pageScope;
  const tenant = useWorkspace().selectedTenantMembership?.tenant.externalId ?? '';
  const myId = useSession().user?.externalId;
  const qc = useQueryClient();
  const bot = useBotRuns();

  const [view, setView] = useState<View>(state.conversation ? 'chat' : 'list');
  const [open, setOpen] = useState<AssistantConversation | null>(null);
  const [openId, setOpenId] = useState<string | null>(state.conversation);
  // The chat view's identity: a new chat keeps its view (and its running stream) when its conversation is created.
  const [chatKey, setChatKey] = useState(0);
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term.trim(), ASSISTANT_LIMITS.conversationSearchDebounceMs);
  const [deleting, setDeleting] = useState<AssistantConversation | null>(null);
  const [undo, setUndo] = useState<AssistantConversation | null>(null);
  const [archiveHint, setArchiveHint] = useState(false);

  // A new context (another page, another file) starts from its list; an opener naming a conversation opens it.
  const scopeKey = `${scope.context}:${scope.entity ?? ''}:${tenant}`;
  useEffect(() => {
    setView(state.conversation ? 'chat' : 'list');
    setOpenId(state.conversation);
    setOpen(null);
    setTerm('');
  }, [scopeKey, state.conversation]);

  const list = useConversationList(tenant, scope);
  const archived = useArchivedList(tenant, view === 'archived');
  const found = useConversationSearch(tenant, debounced);
  const user = useAssistantUser(myId);
  const reload = useReloadLists(tenant, scope);

  const show = (c: AssistantConversation) => {
    setChatKey((k) => k + 1);
    setOpen(c);
    setOpenId(c.externalId);
    setView('chat');
  };
  const newChat = () => {
    setChatKey((k) => k + 1);
    setOpen(null);
    setOpenId(null);
    setView('chat');
  };
  const back = () => setView(open?.isArchived ? 'archived' : 'list');

  const rename = async (c: AssistantConversation, title: string) => {
    try {
      await assistantApi.rename(c.externalId, title);
      notify(t('assistant.toasts.renamed'), 'success');
      await reload();
    } catch (err) {
      notify(errorMessage(err), 'error');
    }
  };
  const archive = async (c: AssistantConversation) => {
    try {
      await assistantApi.archive(c.externalId);
      await qc.invalidateQueries({ queryKey: assistantKeys.conversation(c.externalId) });
      await reload();
      if (!c.isArchived && !user.data?.hideArchiveHint) setArchiveHint(true);
      if (view === 'chat' && openId === c.externalId) setView('list');
    } catch (err) {
      notify(errorMessage(err), 'error');
    }
  };
  const remove = async (c: AssistantConversation) => {
    try {
      await assistantApi.remove(c.externalId);
      setDeleting(null);
      setUndo(c);
      if (openId === c.externalId) {
        setOpenId(null);
        setOpen(null);
        setView('list');
      }
      await reload();
    } catch (err) {
      setDeleting(null);
      notify(errorMessage(err), 'error');
    }
  };
  const restore = async (c: AssistantConversation) => {
    setUndo(null);
    try {
      const restoring = assistantApi.undoDelete(c.externalId);
      notify(t('assistant.toasts.restoring'), 'info');
      await restoring;
      await reload();
    } catch (err) {
      notify(errorMessage(err), 'error');
    }
  };
  const closeHint = async (never: boolean) => {
    setArchiveHint(false);
    if (!never || !myId) return;
    try {
      await assistantApi.saveOptions(myId, true);
      await qc.invalidateQueries({ queryKey: assistantKeys.user(myId) });
    } catch (err) {
      notify(errorMessage(err), 'error');
    }
  };

  const contextName: string = t(`assistant.contexts.${scope.context}`);
  const searching = debounced !== '';
  const rows = listRows(list.data);
  const listProps = {
    onOpen: show,
    onRename: (c: AssistantConversation, title: string) => void rename(c, title),
    onArchive: (c: AssistantConversation) => void archive(c),
    onDelete: (c: AssistantConversation) => setDeleting(c),
  };

  return (
    <Drawer
      anchor={sheet ? 'bottom' : 'right'}
      open={state.open}
      onClose={closeAssistant}
      slotProps={{
        paper: {
          sx: sheet
            ? { height: '90dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }
            : { width: { md: '40%', lg: '25%' }, minWidth: { md: 360 } },
          role: 'dialog',
          'aria-label': PRODUCT.assistantName,
          'data-testid': 'assistant-drawer',
        } as object,
      }}
    >
      <Stack sx={{ height: '100%', minHeight: 0, position: 'relative' }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: 0.5, px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {view !== 'list' && (
            <IconButton aria-label={t('assistant.backToChats')} onClick={back}>
              <ArrowBackIcon />
            </IconButton>
          )}
          <Box sx={{ flex: 1, minWidth: 0, pl: view === 'list' ? 1 : 0 }}>
            <Typography component="h2" variant="h6" noWrap>
              {view === 'archived' ? t('assistant.archivedChats') : PRODUCT.assistantName}
            </Typography>
            <Chip
              size="small"
              label={contextName}
              aria-label={t('assistant.contextLabel', { area: contextName })}
              data-testid="assistant-context"
            />
          </Box>
          {view === 'chat' && (
            <Tooltip title={t('assistant.previousChats')}>
              <IconButton aria-label={t('assistant.previousChats')} onClick={() => setView('list')}>
                <ForumOutlinedIcon />
              </IconButton>
            </Tooltip>
          )}
          {view === 'list' && (
            <Tooltip title={t('assistant.archivedChats')}>
              <IconButton aria-label={t('assistant.archivedChats')} onClick={() => setView('archived')}>
                <ArchiveOutlinedIcon />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t('assistant.newChat')}>
            <IconButton aria-label={t('assistant.newChat')} onClick={newChat} data-testid="assistant-new-chat">
              <AddCommentOutlinedIcon />
            </IconButton>
          </Tooltip>
          <IconButton aria-label={t('assistant.close', { ai: PRODUCT.assistantName })} onClick={closeAssistant}>
            <CloseIcon />
          </IconButton>
        </Stack>

        {view === 'chat' ? (
          <ChatView
            key={chatKey}
            tenant={tenant}
            scope={scope}
            conversationId={openId}
            seed={open}
            bot={bot}
            onCreated={(c) => {
              setOpen(c);
              setOpenId(c.externalId);
              void reload();
            }}
            onChanged={() => void reload()}
            onDelete={(c) => setDeleting(c)}
            onArchive={(c) => void archive(c)}
            onLeft={() => {
              setOpenId(null);
              setOpen(null);
              setView('list');
              void reload();
            }}
          />
        ) : (
          <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', pb: 10 }}>
            {view === 'list' ? (
              <>
                <Box sx={{ p: 1.5 }}>
                  <TextField
                    size="small"
                    fullWidth
                    value={term}
                    onChange={(e) => setTerm(e.target.value)}
                    placeholder={t('assistant.list.search')}
                    slotProps={{
                      htmlInput: { 'aria-label': t('assistant.list.search') },
                      input: {
                        startAdornment: (
                          <InputAdornment position="start">
                            <SearchIcon fontSize="small" />
                          </InputAdornment>
                        ),
                      },
                    }}
                  />
                </Box>
                {searching ? (
                  <ConversationList
                    items={found.data ?? []}
                    loading={found.isPending}
                    error={found.isError}
                    emptyText={t('assistant.list.noResults')}
                    {...listProps}
                  />
                ) : (
                  <>
                    <ConversationList
                      items={rows}
                      loading={list.isPending}
                      error={list.isError}
                      emptyText={t('assistant.list.empty')}
                      hasMore={list.hasNextPage}
                      loadingMore={list.isFetchingNextPage}
                      onMore={() => void list.fetchNextPage()}
                      {...listProps}
                    />
                    <Box sx={{ p: 1.5 }}>
                      <Button fullWidth variant="contained" startIcon={<AddCommentOutlinedIcon />} onClick={newChat}>
                        {t('assistant.newChat')}
                      </Button>
                    </Box>
                  </>
                )}
              </>
            ) : (
              <ConversationList
                items={archived.data ?? []}
                loading={archived.isPending}
                error={archived.isError}
                emptyText={t('assistant.list.archivedEmpty')}
                {...listProps}
              />
            )}
          </Box>
        )}

        {undo && <UndoToast key={undo.externalId} onUndo={() => void restore(undo)} onExpire={() => setUndo(null)} />}
      </Stack>
      <ConfirmDialog
        open={!!deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
        title={t('assistant.deleteDialog.title')}
        text={t('assistant.deleteDialog.body', { title: deleting?.title || t('assistant.list.untitled') })}
        confirmLabel={t('assistant.deleteDialog.confirm')}
        destructive
      />
      {archiveHint && <ArchiveHintDialog onClose={(never) => void closeHint(never)} />}
    </Drawer>
  );
}
