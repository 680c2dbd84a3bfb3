import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { guestMay, SHARED_SPACES_ROUTES as ROUTES, type RoomFile } from '@atrium/contract';
import { RouterAdapter } from '../../../components/RouterLink';
import { saveBlob } from '../../../lib/http';
import { guestApi } from '../api/guest';
import { FinancialReport } from '../components/FinancialReport';
import { sharedSpacesKeys } from '../keys';
import { GuestFrame } from './GuestFrame';
import { useGuestRoom } from './useGuestRoom';
import { useViewTimer } from './useViewTimer';

/** /spaces/shared/financial-report?vr=[&month=]: the room's shared financials for its guest, read-only. */
export default function SharedFinancialReportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vr = params.get('vr') ?? '';
  const { session, room, ended } = useGuestRoom(vr);
  const timer = useViewTimer();
  const [error, setError] = useState<string | null>(null);
  const files = useQuery({
    queryKey: sharedSpacesKeys.sharedFinancial(session?.token ?? ''),
    queryFn: guestApi.financial,
    enabled: !!session,
    retry: false,
  });
  if (ended)
    return (
      <GuestFrame>
        <Alert severity="warning">{t('sharedSpaces.guest.sessionEnded')}</Alert>
      </GuestFrame>
    );
  if (!room.data || files.isPending)
    return (
      <GuestFrame>
        <CircularProgress aria-label={t('sharedSpaces.financial.title')} />
      </GuestFrame>
    );
  const r = room.data;
  const mayDownload = guestMay(r.permissionType, 'download');
  const download = async (f: RoomFile) => {
    try {
      saveBlob((await guestApi.file(f.externalId, 'download')).blob, f.name);
    } catch (e) {
      setError((e as Error).message);
    }
  };
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
