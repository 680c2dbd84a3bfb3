import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Avatar,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { enqueueSnackbar } from 'notistack';
import { isExpired, SHARED_SPACES_ROUTES as ROUTES, type VirtualDataRoom } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RouterAdapter } from '../../../components/RouterLink';
import { roomsApi } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';
import { RoomFilters, roomsFilterOf, roomsFilterParams } from './RoomFilters';
import { RoomSettingsDialog } from './RoomSettingsDialog';

/** /one/virtual-data-rooms: the tenant's rooms as cards (spec 3 §7.7 GET all). */
export default function RoomsPage() {
  const { t, i18n } = useTranslation();
  const tenant = useSharedTenant();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = roomsFilterOf(params);
  const rooms = useQuery({
    queryKey: sharedSpacesKeys.roomsFiltered(tenant, filter.status ?? '', filter.sharing ?? ''),
    queryFn: () => roomsApi.list(filter),
    enabled: !!tenant,
  });
  const [deleting, setDeleting] = useState<VirtualDataRoom | null>(null);
  const [editing, setEditing] = useState<VirtualDataRoom | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => roomsApi.remove(id),
    onSuccess: () => {
      enqueueSnackbar(t('sharedSpaces.deleted'), { variant: 'success' });
      return qc.invalidateQueries({ queryKey: sharedSpacesKeys.rooms(tenant) });
    },
  });
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  return (
    <Stack>
      <PageHeader
        title={t('sharedSpaces.title')}
        subtitle={t('sharedSpaces.subtitle')}
        actions={
          <Button variant="contained" component={RouterAdapter} to={ROUTES.create}>
            {t('sharedSpaces.create')}
          </Button>
        }
      />
      {rooms.isPending && <CircularProgress aria-label={t('sharedSpaces.title')} />}
      <RoomFilters filter={filter} onChange={(f) => setParams(roomsFilterParams(f), { replace: true })} />
      {rooms.data?.length === 0 && (
        <Alert severity="info">
          {filter.status || filter.sharing ? t('sharedSpaces.filters.noMatch') : t('sharedSpaces.empty')}
        </Alert>
      )}
      <Grid container spacing={2}>
        {rooms.data?.map((r) => (
          <Grid key={r.externalId} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" data-testid="room-card">
              {r.bannerImageUrl && <CardMedia component="img" height="100" image={r.bannerImageUrl} alt="" />}
              <CardContent>
                <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
                  <Avatar src={r.profileImageUrl ?? undefined} alt="">
                    {r.name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                    {r.name}
                  </Typography>
                  {isExpired(r.expiresAt) && <Chip size="small" color="warning" label={t('sharedSpaces.expired')} />}
                </Stack>
                <Typography sx={{ color: 'text.secondary', mt: 1 }}>
                  {t('sharedSpaces.files', { count: r.fileCount })} ·{' '}
                  {t('sharedSpaces.guests', { count: r.guestCount })}
                </Typography>
                {r.lastActivityAt && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('sharedSpaces.lastActivity', { date: date(r.lastActivityAt) })}
                  </Typography>
                )}
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap' }}>
                <Button component={RouterAdapter} to={`${ROUTES.inside}?id=${r.externalId}`}>
                  {t('sharedSpaces.open')}
                </Button>
                <Button component={RouterAdapter} to={`${ROUTES.analytics}?id=${r.externalId}`}>
                  {t('sharedSpaces.analytics')}
                </Button>
                <Button onClick={() => setEditing(r)}>{t('sharedSpaces.settings')}</Button>
                <Button color="error" onClick={() => setDeleting(r)}>
                  {t('sharedSpaces.delete')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <ConfirmDialog
        open={!!deleting}
        title={t('sharedSpaces.deleteTitle')}
        text={t('sharedSpaces.deleteText')}
        confirmLabel={t('sharedSpaces.delete')}
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.externalId);
          setDeleting(null);
        }}
      />
      {editing && <RoomSettingsDialog room={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
