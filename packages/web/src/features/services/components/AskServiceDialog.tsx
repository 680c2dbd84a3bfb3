import { useState } from 'react';
import { Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SERVICE_REQUEST_LIMITS, serviceName, type ServiceDefinition } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { ApiError } from '../../../lib/api-error';
import { errorMessage, notify } from '../../../lib/notify';
import { chatKeys } from '../../chat';
import { inboxPath } from '../../inbox-client';
import { serviceRequestsApi } from '../api/service-requests';

/**
 * Confirms a request for a service, with an optional note; on success the request is a message in the customer's
 * chat with their KAM, and the inbox opens on that chat.
 */
export function AskServiceDialog({ service, onClose }: { service: ServiceDefinition | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const max = SERVICE_REQUEST_LIMITS.noteMax;

  const close = () => {
    setNote('');
    onClose();
  };
  const send = async () => {
    if (!service) return;
    setBusy(true);
    try {
      const reply = await serviceRequestsApi.ask({ serviceCode: service.code, note: note.trim() || undefined });
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
      notify(t('services.dialog.sent'), 'success');
      close();
      void navigate(inboxPath('one', reply.conversationExternalId));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'NOT_FOUND') notify(t('services.dialog.noKam'), 'warning');
      else notify(`${t('services.dialog.failed')}: ${errorMessage(err)}`, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={service !== null}
      onClose={close}
      busy={busy}
      maxWidth="sm"
      title={service ? t('services.askFor', { name: serviceName(service, i18n.language) }) : ''}
      actions={
        <>
          <Button onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void send()}
            disabled={busy || note.length > max}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="service-request-send"
          >
            {t('services.dialog.send')}
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 2 }}>{t('services.dialog.text')}</Typography>
      <TextField
        label={t('services.dialog.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={note.length > max}
        helperText={t('services.dialog.noteHelp', { count: note.length, max })}
        slotProps={{ htmlInput: { 'data-testid': 'service-request-note' } }}
      />
    </Modal>
  );
}
