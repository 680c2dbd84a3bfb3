import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { enqueueSnackbar } from 'notistack';
import { Modal } from '../../../components/Modal';
import { roomsApi } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';

/** Last month as YYYY-MM: the newest month a founder update usually covers. */
function lastMonth(now = new Date()) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

/** Adds the company's founder update of a month (from its books) to the room as a PDF (POST financial). */
export function AddFounderUpdateDialog({ roomExternalId, onClose }: { roomExternalId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const tenant = useSharedTenant();
  const qc = useQueryClient();
  const [month, setMonth] = useState(lastMonth());
  const add = useMutation({
    mutationFn: () => roomsApi.addFounderUpdate(roomExternalId, month),
    onSuccess: async () => {
      enqueueSnackbar(t('sharedSpaces.founderUpdate.added'), { variant: 'success' });
      await qc.invalidateQueries({ queryKey: sharedSpacesKeys.all(tenant) });
      onClose();
    },
    onError: (e: Error) => enqueueSnackbar(e.message, { variant: 'error' }),
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('sharedSpaces.founderUpdate.title')}
      busy={add.isPending}
      actions={
        <>
          <Button onClick={onClose}>{t('sharedSpaces.cancel')}</Button>
          <Button variant="contained" disabled={!month || add.isPending} onClick={() => add.mutate()}>
            {t('sharedSpaces.founderUpdate.add')}
          </Button>
        </>
      }
    >
      <Stack sx={{ gap: 2, pt: 1 }}>
        <Typography>{t('sharedSpaces.founderUpdate.text')}</Typography>
        <TextField
          type="month"
          label={t('sharedSpaces.founderUpdate.month')}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {add.isPending && <LinearProgress aria-label={t('sharedSpaces.founderUpdate.making')} />}
      </Stack>
    </Modal>
  );
}
