import { useState } from 'react';
import { Button, CircularProgress, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@atrium/contract';
import { Modal } from '../../components/Modal';
import { errorMessage, notify } from '../../lib/notify';
import { chatApi, chatKeys } from '../chat';
import { inboxPath } from './paths';
import { useWorkspace } from '../../workspace/workspace';
import { useKamUser } from './api/kam-user';

/** Navigation state the inbox reads: a conversation to open (spec 2 §2 "Navigation state may also carry…"). */
export interface InboxLocationState {
  conversation?: Conversation;
}

/**
 * The chat-with-key-account-manager dialog (spec 1 §2.3, §2.6): opens the caller's conversation with the tenant's KAM,
 * creating it when there is none, then goes to the inbox with it.
 */
export function WithKamDialog({ open, onClose, text }: { open: boolean; onClose: () => void; text?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const tenantId = useWorkspace().selectedTenantMembership?.tenant.externalId;
  const kam = useKamUser(tenantId, open);

  const start = async () => {
    setBusy(true);
    try {
      let conversation: Conversation | null;
      try {
        conversation = await chatApi.withKam();
      } catch {
        notify(t('inboxClient.kam.errorStarting'), 'error');
        return;
      }
      if (!conversation) {
        try {
          conversation = await chatApi.createWithKam();
        } catch (err) {
          notify(`${t('inboxClient.kam.errorCreating')}: ${errorMessage(err)}`, 'error');
          return;
        }
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
      }
      onClose();
      const state: InboxLocationState = { conversation };
      navigate(inboxPath('one', conversation.externalId), { state });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      maxWidth="xs"
      title={t('inboxClient.kam.title')}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void start()}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="with-kam-start"
          >
            {t('inboxClient.kam.start')}
          </Button>
        </>
      }
    >
      {kam.data && (
        <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="kam-name">
          {t('inboxClient.kam.who', {
            name: `${kam.data.firstName} ${kam.data.lastName}`.trim(),
            email: kam.data.email,
          })}
        </Typography>
      )}
      {kam.data === null && (
        <Typography sx={{ mb: 1, color: 'text.secondary' }}>{t('inboxClient.kam.none')}</Typography>
      )}
      <Typography>{text ?? t('inboxClient.kam.text')}</Typography>
    </Modal>
  );
}
