import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import type { View } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useApiMutation } from '../../../components/useApi';
import { useFormatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { planningApi, useCalendarFeed } from '../api/planning-api';
import { planningKeys } from '../keys-planning';

/**
 * The tasks screen's "Calendar feed": create a private iCal address of the user's due dates, copy it (shown once: only a
 * hash is kept), create a new one, or revoke it.
 */
export function CalendarFeedButton({ view }: { view: View }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const feed = useCalendarFeed(view, open);
  const invalidate = [planningKeys.feed(view)];
  const create = useApiMutation({
    mutationFn: () => planningApi.createFeed(view),
    invalidate,
    onSuccess: (r) => setUrl(r.url),
  });
  const revoke = useApiMutation({
    mutationFn: () => planningApi.revokeFeed(view),
    invalidate,
    successMessage: t('planning.feed.revoked'),
    onSuccess: () => setUrl(null),
  });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify(t('planning.feed.copied'), 'info');
    } catch {
      // The field is selected instead, for the keyboard copy.
      (document.getElementById('calendar-feed-url') as HTMLInputElement | null)?.select();
    }
  };
  const close = () => {
    setOpen(false);
    setUrl(null);
  };
  const status = feed.data;

  return (
    <>
      <Button variant="outlined" startIcon={<EventIcon />} onClick={() => setOpen(true)}>
        {t('planning.feed.button')}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={t('planning.feed.title')}
        maxWidth="sm"
        busy={create.isPending || revoke.isPending}
        actions={<Button onClick={close}>{t('planning.feed.close')}</Button>}
      >
        <Stack sx={{ gap: 2 }}>
          <Typography>{t('planning.feed.intro')}</Typography>
          {status && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="calendar-feed-status">
              {status.active && status.createdAt
                ? t('planning.feed.active', { date: formatDate(status.createdAt) })
                : t('planning.feed.inactive')}
              {status.active && status.lastUsedAt
                ? ` ${t('planning.feed.lastUsed', { date: formatDate(status.lastUsedAt) })}`
                : ''}
            </Typography>
          )}
          {url && (
            <>
              <Alert severity="warning">{t('planning.feed.onceOnly')}</Alert>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
                <TextField
                  id="calendar-feed-url"
                  label={t('planning.feed.address')}
                  value={url}
                  fullWidth
                  size="small"
                  slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
                  onFocus={(e) => e.target.select()}
                />
                <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy}>
                  {t('planning.feed.copy')}
                </Button>
              </Stack>
            </>
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant={status?.active ? 'outlined' : 'contained'}
              onClick={() => create.mutate()}
              disabled={!status}
            >
              {status?.active ? t('planning.feed.renew') : t('planning.feed.create')}
            </Button>
            {status?.active && (
              <Button color="error" onClick={() => setConfirmRevoke(true)}>
                {t('planning.feed.revoke')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Modal>
      <ConfirmDialog
        open={confirmRevoke}
        onCancel={() => setConfirmRevoke(false)}
        onConfirm={async () => {
          await revoke.mutateAsync().catch(() => undefined);
          setConfirmRevoke(false);
        }}
        title={t('planning.feed.revokeTitle')}
        text={t('planning.feed.revokeBody')}
        confirmLabel={t('planning.feed.revoke')}
        destructive
      />
    </>
  );
}
