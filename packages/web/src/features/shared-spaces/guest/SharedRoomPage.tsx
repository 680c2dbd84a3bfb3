import { useNavigate } from 'react-router';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { guestMay, SHARED_SPACES_ROUTES as ROUTES } from '@atrium/contract';
import { RouterAdapter } from '../../../components/RouterLink';
import { guestApi, guestSession } from '../api/guest';
import { RoomFilesTable } from '../components/RoomFilesTable';
import { GuestFrame } from './GuestFrame';
import { GuestRoomWait } from './GuestRoomWait';
import { useGuestDownload } from './useGuestDownload';
import { useGuestRoom } from './useGuestRoom';

/** /virtual-data-rooms/shared: the guest's room — view always (on the file's page), download only with CAN_DOWNLOAD. */
export default function SharedRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { room, ended } = useGuestRoom('');
  const { error, download } = useGuestDownload();

  if (ended || !room.data) return <GuestRoomWait ended={ended} label={t('sharedSpaces.guest.open')} />;
  const r = room.data;
  const vr = encodeURIComponent(r.room.externalId);
  const mayDownload = guestMay(r.permissionType, 'download');
  const hasFinancials = r.files.some((f) => f.financialMonth);
  return (
    <GuestFrame wide>
      <Stack sx={{ gap: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {r.room.name}
          </Typography>
          {!mayDownload && <Chip label={t('sharedSpaces.guest.viewOnly')} />}
          {hasFinancials && (
            <Button variant="outlined" component={RouterAdapter} to={`${ROUTES.sharedFinancialReport}?vr=${vr}`}>
              {t('sharedSpaces.financial.title')}
            </Button>
          )}
          <Button
            onClick={() => {
              void guestApi.logout().catch(() => undefined);
              guestSession.clear();
              navigate(`${ROUTES.checkEmail}?vr=${r.room.externalId}`);
            }}
          >
            {t('sharedSpaces.guest.leave')}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('sharedSpaces.guest.sharedWith', { email: r.email })}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <RoomFilesTable
          files={r.files}
          actions={(f) => (
            <>
              <Button
                size="small"
                component={RouterAdapter}
                to={`${ROUTES.sharedFile}?vr=${vr}&file=${encodeURIComponent(f.externalId)}`}
              >
                {t('sharedSpaces.guest.view')}
              </Button>
              {mayDownload && (
                <Button size="small" onClick={() => void download(f)}>
                  {t('sharedSpaces.guest.download')}
                </Button>
              )}
            </>
          )}
        />
      </Stack>
    </GuestFrame>
  );
}
