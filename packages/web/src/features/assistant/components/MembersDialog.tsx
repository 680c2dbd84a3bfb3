import { useState } from 'react';
import { Button, Chip, IconButton, List, ListItem, ListItemText } from '@mui/material';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AssistantConversation, ChatMember } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { notify, errorMessage } from '../../../lib/notify';
import { UserPickerDialog, fullName } from '../../chat';
import { assistantApi } from '../api/assistant-api';
import { assistantKeys } from '../keys';

/**
 * The members dialog (spec 2 §6): the owner labelled 'Host'; add members (at least one) for a single-member chat or
 * for the owner, who may also remove others; everyone else may leave.
 */
export function MembersDialog({
  conversation,
  members,
  myId,
  tenantExternalId,
  onClose,
  onLeft,
}: {
  conversation: AssistantConversation;
  members: ChatMember[];
  myId: string | undefined;
  tenantExternalId: string;
  onClose: () => void;
  onLeft: () => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const isOwner = conversation.isOwner;
  const canManage = members.length <= 1 || isOwner;
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: assistantKeys.members(conversation.externalId) }),
      qc.invalidateQueries({ queryKey: assistantKeys.conversation(conversation.externalId) }),
      qc.invalidateQueries({ queryKey: assistantKeys.messages(conversation.externalId) }),
    ]);
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      await refresh();
      return true;
    } catch (err) {
      notify(errorMessage(err), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal
        open={!adding}
        onClose={onClose}
        title={t('assistant.members.title')}
        busy={busy}
        actions={
          <>
            {!isOwner && members.length > 1 && (
              <Button
                color="error"
                onClick={() =>
                  void run(() => assistantApi.leave(conversation.externalId)).then((ok) => {
                    if (!ok) return;
                    notify(t('assistant.toasts.left'), 'info');
                    onLeft();
                  })
                }
              >
                {t('assistant.members.leave')}
              </Button>
            )}
            {canManage && (
              <Button variant="contained" onClick={() => setAdding(true)} data-testid="assistant-add-members">
                {t('assistant.members.add')}
              </Button>
            )}
          </>
        }
      >
        <List dense data-testid="assistant-members">
          {members.map((m) => (
            <ListItem
              key={m.userExternalId}
              secondaryAction={
                isOwner && m.userExternalId !== myId ? (
                  <IconButton
                    edge="end"
                    aria-label={t('assistant.members.remove', { name: fullName(m) })}
                    disabled={busy}
                    onClick={() =>
                      void run(() => assistantApi.manageUsers(conversation.externalId, [], [m.userExternalId]))
                    }
                  >
                    <PersonRemoveOutlinedIcon />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText primary={fullName(m)} secondary={m.email} />
              {m.isOwner && <Chip size="small" label={t('assistant.members.host')} sx={{ mr: isOwner ? 4 : 0 }} />}
            </ListItem>
          ))}
        </List>
      </Modal>
      <UserPickerDialog
        open={adding}
        title={t('assistant.members.addTitle')}
        tenantExternalId={tenantExternalId}
        conversationExternalId={conversation.externalId}
        minSelected={1}
        excludeUserIds={members.map((m) => m.userExternalId)}
        busy={busy}
        onClose={() => setAdding(false)}
        onConfirm={(users) =>
          void run(() =>
            assistantApi.manageUsers(
              conversation.externalId,
              users.map((u) => u.externalId),
              [],
            ),
          ).then((ok) => ok && setAdding(false))
        }
      />
    </>
  );
}
