import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { enqueueSnackbar } from 'notistack';
import { initialGuestPermission, type AssignableGuestPermission, type VirtualDataRoom } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { roomsApi } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';
import { PermissionSelect } from './PermissionSelect';
import { fromLocalInput, toLocalInput } from './datetime';

/** PUT update-settings: name, default permission, expiry. */
export function RoomSettingsDialog({ room, onClose }: { room: VirtualDataRoom; onClose: () => void }) {
  const { t } = useTranslation();
  const tenant = useSharedTenant();
  const qc = useQueryClient();
  const [name, setName] = useState(room.name);
  const [permission, setPermission] = useState<AssignableGuestPermission>(
    initialGuestPermission(room.defaultPermission),
  );
  const [expires, setExpires] = useState(toLocalInput(room.expiresAt));
  const [watermark, setWatermark] = useState(room.watermark);
  const save = useMutation({
    mutationFn: () =>
      roomsApi.update({
        externalId: room.externalId,
        name,
        defaultPermission: permission,
        expiresAt: fromLocalInput(expires),
        watermark,
      }),
    onSuccess: async () => {
      enqueueSnackbar(t('sharedSpaces.saved'), { variant: 'success' });
      await qc.invalidateQueries({ queryKey: sharedSpacesKeys.all(tenant) });
      onClose();
    },
    onError: (e: Error) => enqueueSnackbar(e.message, { variant: 'error' }),
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('sharedSpaces.settings')}
      actions={
        <>
          <Button onClick={onClose}>{t('sharedSpaces.cancel')}</Button>
          <Button variant="contained" disabled={!name.trim() || save.isPending} onClick={() => save.mutate()}>
            {t('sharedSpaces.save')}
          </Button>
        </>
      }
    >
      <Stack sx={{ gap: 2, pt: 1 }}>
        <TextField label={t('sharedSpaces.name')} value={name} onChange={(e) => setName(e.target.value)} />
        <PermissionSelect
          label={t('sharedSpaces.defaultPermission')}
          value={permission}
          onChange={setPermission}
          size="medium"
        />
        <TextField
          type="datetime-local"
          label={t('sharedSpaces.expiresAt')}
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={<Switch checked={watermark} onChange={(e) => setWatermark(e.target.checked)} />}
          label={t('sharedSpaces.watermark')}
        />
      </Stack>
    </Modal>
  );
}
