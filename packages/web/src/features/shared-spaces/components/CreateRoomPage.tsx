import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Paper, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  SHARED_SPACES_MESSAGES,
  SHARED_SPACES_ROUTES as ROUTES,
  type AssignableGuestPermission,
} from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { RouterAdapter } from '../../../components/RouterLink';
import { ApiError } from '../../../lib/api-error';
import { roomsApi } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';
import { PermissionSelect } from './PermissionSelect';

/** /one/virtual-data-rooms/create (spec 3 §7.7 POST /). A refused second room says why, with the plans. */
export default function CreateRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenant = useSharedTenant();
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [permission, setPermission] = useState<AssignableGuestPermission>('CAN_VIEW');
  const create = useMutation({
    mutationFn: () => roomsApi.create({ name, description: description || null, defaultPermission: permission }),
    onSuccess: async (room) => {
      await qc.invalidateQueries({ queryKey: sharedSpacesKeys.rooms(tenant) });
      navigate(`${ROUTES.inside}?id=${room.externalId}`);
    },
  });
  const limit =
    create.error instanceof ApiError &&
    create.error.status === 403 &&
    create.error.message === SHARED_SPACES_MESSAGES.roomLimit;
  return (
    <Stack sx={{ maxWidth: 640 }}>
      <PageHeader title={t('sharedSpaces.createTitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          component="form"
          sx={{ gap: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) create.mutate();
          }}
        >
          <TextField required label={t('sharedSpaces.name')} value={name} onChange={(e) => setName(e.target.value)} />
          <TextField
            multiline
            minRows={2}
            label={t('sharedSpaces.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <PermissionSelect
            label={t('sharedSpaces.defaultPermission')}
            value={permission}
            onChange={setPermission}
            size="medium"
          />
          {limit && (
            <Alert
              severity="warning"
              action={
                <Button component={RouterAdapter} to="/one/paywall" color="inherit">
                  {t('sharedSpaces.upgrade')}
                </Button>
              }
            >
              {t('sharedSpaces.roomLimit')}
            </Alert>
          )}
          {create.error && !limit && <Alert severity="error">{create.error.message}</Alert>}
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
            <Button component={RouterAdapter} to={ROUTES.rooms}>
              {t('sharedSpaces.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={!name.trim() || create.isPending}>
              {t('sharedSpaces.create')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
