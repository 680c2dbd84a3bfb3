import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { enqueueSnackbar } from 'notistack';
import { SHARED_SPACES_ROUTES as ROUTES, type RoomFile } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { RouterAdapter } from '../../../components/RouterLink';
import { useSubscription } from '../../subscriptions';
import { roomsApi } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';
import { AddFounderUpdateDialog } from './AddFounderUpdateDialog';
import { FinancialReport } from './FinancialReport';
import { openDownload } from './open-url';

/** /one/virtual-data-rooms/financial-report?vr=[&month=]: the shared financials the owner added to a room. */
export default function FinancialReportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vr = params.get('vr') ?? '';
  const tenant = useSharedTenant();
  const hasBooks = !!useSubscription().data?.access.dashboard;
  const [adding, setAdding] = useState(false);
  const room = useQuery({
    queryKey: sharedSpacesKeys.tree(tenant, vr),
    queryFn: () => roomsApi.tree(vr),
    enabled: !!vr,
  });
  const files = useQuery({
    queryKey: sharedSpacesKeys.financials(tenant, vr),
    queryFn: () => roomsApi.financials(vr),
    enabled: !!vr,
  });
  if (files.isPending) return <CircularProgress aria-label={t('sharedSpaces.financial.title')} />;
  if (files.isError) return <Alert severity="error">{files.error.message}</Alert>;
  const download = async (f: RoomFile) => {
    try {
      openDownload((await roomsApi.downloadUrl(vr, f.externalId)).url);
    } catch (e) {
      enqueueSnackbar((e as Error).message, { variant: 'error' });
    }
  };
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Button
        component={RouterAdapter}
        to={`${ROUTES.inside}?id=${encodeURIComponent(vr)}`}
        sx={{ alignSelf: 'flex-start', mb: 1 }}
      >
        {t('sharedSpaces.file.backToRoom')}
      </Button>
      <PageHeader
        title={t('sharedSpaces.financial.title')}
        subtitle={room.data?.room.name}
        actions={
          hasBooks && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('sharedSpaces.founderUpdate.open')}
            </Button>
          )
        }
      />
      <FinancialReport
        files={files.data}
        month={params.get('month')}
        onMonth={(month) => setParams({ vr, month }, { replace: true })}
        loadUrl={async (f) => (await roomsApi.viewUrl(vr, f.externalId)).url}
        download={(f) => (
          <Button variant="outlined" onClick={() => void download(f)}>
            {t('sharedSpaces.guest.download')}
          </Button>
        )}
        empty={hasBooks ? t('sharedSpaces.financial.emptyOwner') : t('sharedSpaces.financial.emptyNoBooks')}
      />
      {adding && <AddFounderUpdateDialog roomExternalId={vr} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
