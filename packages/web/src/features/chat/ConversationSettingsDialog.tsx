import { useEffect, useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LogoutIcon from '@mui/icons-material/Logout';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHAT_LIMITS,
  type ChatMember,
  type Conversation,
  type ManageUsersReply,
  type UserSuggestion,
} from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { chatApi } from './api/chat-api';
import { useConversationFiles } from './api/conversation-files';
import { useAppendMessages } from './api/messages';
import { FileDownloadLink } from './Attachment';
import { renameDecision } from './ChatBar';
import { memberName } from './conversation-title';
import { formatFileDate, initials } from './format';
import { useMyId } from './hooks';
import { chatKeys } from './keys';
import { UserPickerDialog } from './UserPickerDialog';
import { tenantDisplayName } from '../../lib/tenant-name';

export interface ConversationSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  conversation: Conversation;
  view: 'one' | 'portal';
  onLeft: () => void;
  onChanged: (c: Conversation) => void;
}

type SettingsTab = 'members' | 'files' | 'settings';

const errText = (err: unknown) => (err instanceof Error ? err.message : '');

/** Members may be removed by the owner when there are more than 2, never themselves (spec 2 §5). */
export const canRemoveMember = (
  c: Pick<Conversation, 'isOwner' | 'readOnly'>,
  memberCount: number,
  memberId: string,
  myId: string | undefined,
) => !c.readOnly && c.isOwner && memberCount > 2 && memberId !== myId;

/** Members, files and settings of a conversation (spec 2 §2 "Settings dialog"). */
export function ConversationSettingsDialog({
  open,
  onClose,
  conversation: c,
  view,
  onLeft,
  onChanged,
}: ConversationSettingsDialogProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SettingsTab>('members');
  useEffect(() => {
    if (open) setTab('members');
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} title={t('chat.settings.title')} maxWidth="sm">
      <Tabs
        value={tab}
        onChange={(_, v: SettingsTab) => setTab(v)}
        aria-label={t('chat.settings.title')}
        variant="fullWidth"
        sx={{ mb: 2 }}
      >
        <Tab value="members" label={t('chat.settings.membersTab')} />
        <Tab value="files" label={t('chat.settings.filesTab')} />
        <Tab value="settings" label={t('chat.settings.settingsTab')} />
      </Tabs>
      {tab === 'members' && <MembersTab c={c} view={view} onChanged={onChanged} />}
      {tab === 'files' && <FilesTab conversationExternalId={c.externalId} />}
      {tab === 'settings' && <SettingsTabPanel c={c} onLeft={onLeft} onChanged={onChanged} />}
    </Modal>
  );
}

function MembersTab({
  c,
  view,
  onChanged,
}: {
  c: Conversation;
  view: 'one' | 'portal';
  onChanged: (c: Conversation) => void;
}) {
  const { t } = useTranslation();
  const myId = useMyId();
  const queryClient = useQueryClient();
  const append = useAppendMessages();
  const [removing, setRemoving] = useState<Set<string>>(new Set());
  const [picker, setPicker] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setRemoving(new Set()), [c.externalId]);

  const manage = async (add: string[], remove: string[]) => {
    setBusy(true);
    try {
      const reply: ManageUsersReply = await chatApi.manageUsers(c.externalId, add, remove, view === 'portal');
      onChanged({ ...c, members: reply.members, membersCount: reply.members.length });
      append(c.externalId, reply.messages);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
      void queryClient.invalidateQueries({ queryKey: chatKeys.members(c.externalId) });
      notify(t('chat.settings.operationSuccessful'), 'success');
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) notify(err.message, 'warning');
      else notify(`${t('chat.settings.errorUpdatingMembers')} ${errText(err)}`.trim(), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggle = (m: ChatMember) =>
    setRemoving((s) => {
      const next = new Set(s);
      if (next.has(m.userExternalId)) next.delete(m.userExternalId);
      else next.add(m.userExternalId);
      return next;
    });

  return (
    <Stack sx={{ gap: 1 }}>
      <List dense aria-label={t('chat.settings.membersTab')}>
        {c.members.map((m) => {
          const marked = removing.has(m.userExternalId);
          return (
            <ListItem
              key={m.userExternalId}
              secondaryAction={
                canRemoveMember(c, c.members.length, m.userExternalId, myId) ? (
                  <Tooltip title={marked ? t('chat.settings.undo') : t('chat.settings.remove')}>
                    <IconButton
                      edge="end"
                      onClick={() => toggle(m)}
                      disabled={busy}
                      aria-label={
                        marked
                          ? t('chat.settings.undoRemove', { name: memberName(m) })
                          : t('chat.settings.removeMember', { name: memberName(m) })
                      }
                    >
                      {marked ? <UndoIcon /> : <PersonRemoveOutlinedIcon />}
                    </IconButton>
                  </Tooltip>
                ) : undefined
              }
              sx={{ opacity: marked ? 0.5 : 1 }}
            >
              <ListItemAvatar>
                <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>{initials(m)}</Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={
                  <Stack direction="row" component="span" sx={{ gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Box component="span" sx={{ textDecoration: marked ? 'line-through' : 'none' }}>
                      {memberName(m)}
                      {m.userExternalId === myId ? ` ${t('chat.settings.youSuffix')}` : ''}
                    </Box>
                    {m.isOwner && <Chip size="small" label={t('chat.settings.owner')} />}
                    {m.isInternal && <Chip size="small" variant="outlined" label={t('chat.settings.tagged')} />}
                    {marked && <Chip size="small" color="warning" label={t('chat.settings.toBeRemoved')} />}
                  </Stack>
                }
                secondary={[
                  m.email,
                  m.isStaff ? t('chat.settings.staff') : m.role,
                  m.tenantNames.map(tenantDisplayName).join(', '),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {!c.readOnly && (
          <Button
            startIcon={<PersonAddAltOutlinedIcon />}
            onClick={() => setPicker(true)}
            disabled={busy}
            sx={{ mr: 'auto' }}
          >
            {t('chat.settings.addPeople')}
          </Button>
        )}
        {removing.size > 0 && (
          <>
            <Button color="inherit" onClick={() => setRemoving(new Set())} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="contained"
              color="error"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={async () => {
                if (await manage([], [...removing])) setRemoving(new Set());
              }}
            >
              {t('common.confirm')}
            </Button>
          </>
        )}
      </Stack>
      <UserPickerDialog
        open={picker}
        title={t('chat.settings.addPeople')}
        tenantExternalId={c.tenant.externalId}
        conversationExternalId={c.externalId}
        minSelected={CHAT_LIMITS.groupMinAdd}
        excludeUserIds={c.members.map((m) => m.userExternalId)}
        busy={busy}
        onClose={() => setPicker(false)}
        onConfirm={async (users: UserSuggestion[]) => {
          if (
            await manage(
              users.map((u) => u.externalId),
              [],
            )
          )
            setPicker(false);
        }}
      />
    </Stack>
  );
}

function FilesTab({ conversationExternalId }: { conversationExternalId: string }) {
  const { t, i18n } = useTranslation();
  const files = useConversationFiles(conversationExternalId);
  if (files.isLoading) {
    return (
      <Stack sx={{ alignItems: 'center', py: 3 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Stack>
    );
  }
  if (!files.data?.length)
    return (
      <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>{t('chat.settings.noFiles')}</Typography>
    );
  return (
    <List dense aria-label={t('chat.settings.filesTab')}>
      {files.data.map((f) => (
        <ListItem key={f.externalId} divider>
          <ListItemText
            primary={<FileDownloadLink file={f} />}
            secondary={t('chat.settings.sharedBy', {
              name: f.submitterUser
                ? `${f.submitterUser.firstName} ${f.submitterUser.lastName}`
                : t('chat.message.system'),
              date: formatFileDate(f.createdAt, i18n.language),
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}

function SettingsTabPanel({
  c,
  onLeft,
  onChanged,
}: {
  c: Conversation;
  onLeft: () => void;
  onChanged: (c: Conversation) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(c.title ?? '');
  const [saving, setSaving] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const canRename = !c.readOnly && (c.isOwner ?? true);

  const rename = async () => {
    const d = renameDecision(c.title ?? '', title);
    if (!d.commit) {
      setTitle(c.title ?? '');
      return;
    }
    setSaving(true);
    try {
      const r = await chatApi.rename(c.externalId, d.title);
      onChanged({ ...c, title: r.title });
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
      notify(t('chat.settings.renamed'), 'success');
    } catch (err) {
      notify(errText(err) || t('errors.unexpected'), 'error');
    } finally {
      setSaving(false);
    }
  };

  const copyNames = async () => {
    const names = c.members.map(memberName).join(', ');
    try {
      await navigator.clipboard.writeText(names);
      notify(t('chat.settings.namesCopied'), 'success');
    } catch {
      notify(t('errors.unexpected'), 'error');
    }
  };

  const askLeave = () => {
    if (c.members.length <= 2) {
      notify(t('chat.settings.cantLeaveConversation'), 'warning');
      return;
    }
    setConfirmLeave(true);
  };

  const leave = async () => {
    try {
      await chatApi.leave(c.externalId);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
      queryClient.removeQueries({ queryKey: chatKeys.conversation(c.externalId) });
      setConfirmLeave(false);
      onLeft();
    } catch (err) {
      setConfirmLeave(false);
      if (err instanceof ApiError && err.status === 400) notify(t('chat.settings.cantLeaveConversation'), 'warning');
      else notify(`${t('chat.settings.errorLeavingChat')} ${errText(err)}`.trim(), 'error');
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      {canRename && (
        <Stack
          direction="row"
          component="form"
          sx={{ gap: 1, alignItems: 'flex-start' }}
          onSubmit={(e) => {
            e.preventDefault();
            void rename();
          }}
        >
          <TextField
            size="small"
            fullWidth
            label={t('chat.settings.renameLabel')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.titleMaxChars } }}
          />
          <Button type="submit" variant="contained" disabled={saving || !renameDecision(c.title ?? '', title).commit}>
            {t('common.save')}
          </Button>
        </Stack>
      )}
      <Box>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copyNames()}>
          {t('chat.settings.copyNames')}
        </Button>
      </Box>
      {!c.readOnly && (
        <Box>
          <Button color="error" startIcon={<LogoutIcon />} onClick={askLeave}>
            {t('chat.settings.leave')}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirmLeave}
        onCancel={() => setConfirmLeave(false)}
        onConfirm={leave}
        title={t('chat.settings.leaveTitle')}
        text={t('chat.settings.leaveText')}
        confirmLabel={t('chat.settings.leave')}
        destructive
      />
    </Stack>
  );
}
