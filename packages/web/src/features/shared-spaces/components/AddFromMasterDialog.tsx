import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { enqueueSnackbar } from 'notistack';
import { formatFileSize } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { roomsApi } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';

/** Picks master-room files to copy into the room (POST master/copy). */
export function AddFromMasterDialog({ roomExternalId, onClose }: { roomExternalId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const tenant = useSharedTenant();
  const qc = useQueryClient();
  const files = useQuery({ queryKey: sharedSpacesKeys.masterFiles(tenant), queryFn: roomsApi.masterFiles });
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const add = useMutation({
    mutationFn: () => roomsApi.copy(roomExternalId, [...picked]),
    onSuccess: async () => {
      enqueueSnackbar(t('sharedSpaces.added'), { variant: 'success' });
      await qc.invalidateQueries({ queryKey: sharedSpacesKeys.all(tenant) });
      onClose();
    },
    onError: (e: Error) => enqueueSnackbar(e.message, { variant: 'error' }),
  });
  const rows = (files.data?.content ?? []).filter((f) => f.type === 'FILE');
  const toggle = (id: string) =>
    setPicked((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('sharedSpaces.addFromMaster')}
      actions={
        <>
          <Button onClick={onClose}>{t('sharedSpaces.cancel')}</Button>
          <Button variant="contained" disabled={!picked.size || add.isPending} onClick={() => add.mutate()}>
            {t('sharedSpaces.addSelected')}
          </Button>
        </>
      }
    >
      {files.isSuccess && !rows.length && <Typography>{t('sharedSpaces.noMasterFiles')}</Typography>}
      <List dense>
        {rows.map((f) => (
          <ListItem key={f.externalId} disablePadding>
            <ListItemButton onClick={() => toggle(f.externalId)}>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={picked.has(f.externalId)}
                  tabIndex={-1}
                  slotProps={{ input: { 'aria-label': f.name } }}
                />
              </ListItemIcon>
              <ListItemText primary={f.name} secondary={formatFileSize(f.size)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Modal>
  );
}
