import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { guestMay, SHARED_SPACES_ROUTES as ROUTES } from '@atrium/contract';
import { RouterAdapter } from '../../../components/RouterLink';
import { guestApi } from '../api/guest';
import { FinancialReport } from '../components/FinancialReport';
import { sharedSpacesKeys } from '../keys';
import { GuestFrame } from './GuestFrame';
import { GuestRoomWait } from './GuestRoomWait';
import { useGuestDownload } from './useGuestDownload';
import { useGuestRoom } from './useGuestRoom';
import { useViewTimer } from './useViewTimer';

/** /spaces/shared/financial-report?vr=[&month=]: the room's shared financials for its guest, read-only. */
export default function SharedFinancialReportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vr = params.get('vr') ?? '';
  const { session, room, ended } = useGuestRoom(vr);
  const timer = useViewTimer();
  const { error, download } = useGuestDownload();
  const files = useQuery({
    queryKey: sharedSpacesKeys.sharedFinancial(session?.token ?? ''),
    queryFn: guestApi.financial,
    enabled: !!session,
    retry: false,
  });
  if (ended || !room.data || files.isPending)
    return <GuestRoomWait ended={ended} label={t('sharedSpaces.financial.title')} />;
  const r = room.data;
  const mayDownload = guestMay(r.permissionType, 'download');
  return (
    <GuestFrame wide>
      <Stack sx={{ gap: 2, minWidth: 0 }}>
        <Button component={RouterAdapter} to={ROUTES.shared} sx={{ alignSelf: 'flex-start' }}>
          {t('sharedSpaces.file.backToRoom')}
        </Button>
        <Typography variant="h5" component="h1">
          {t('sharedSpaces.financial.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {r.room.name}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {files.isError ? (
          <Alert severity="error">{files.error.message}</Alert>
        ) : (
          <FinancialReport
            files={files.data ?? []}
            month={params.get('month')}
            onMonth={(month) => setParams({ vr, month }, { replace: true })}
            loadUrl={async (f) => {
              const v = await guestApi.file(f.externalId, 'view');
              timer.start(v.viewId);
              return URL.createObjectURL(v.blob);
            }}
            download={
              mayDownload
                ? (f) => (
                    <Button variant="outlined" onClick={() => void download(f)}>
                      {t('sharedSpaces.guest.download')}
                    </Button>
                  )
                : undefined
            }
            empty={t('sharedSpaces.financial.emptyGuest')}
          />
        )}
      </Stack>
    </GuestFrame>
  );
}
