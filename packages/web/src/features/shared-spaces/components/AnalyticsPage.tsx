import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SHARED_SPACES_ROUTES as ROUTES, type RoomAnalyticsRow } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { RouterAdapter } from '../../../components/RouterLink';
import { roomsApi } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';
import { analyticsCsv, formatSeconds } from './analytics-csv';
import { VisitsChart } from './VisitsChart';

/** /one/virtual-data-room/analytics?id=: who opened what, how often, how long, last visit; CSV export. */
export default function AnalyticsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const tenant = useSharedTenant();
  const rows = useQuery({
    queryKey: sharedSpacesKeys.analytics(tenant, id),
    queryFn: () => roomsApi.analytics(id),
    enabled: !!id,
  });
  const docName = (r: RoomAnalyticsRow) => r.fileName ?? t('sharedSpaces.analyticsPage.room');
  const exportCsv = () => {
    const blob = new Blob([analyticsCsv(rows.data ?? [], docName)], { type: 'text/csv' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'room-analytics.csv';
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <Stack>
      <Button component={RouterAdapter} to={ROUTES.rooms} sx={{ alignSelf: 'flex-start', mb: 1 }}>
        {t('sharedSpaces.back')}
      </Button>
      <PageHeader
        title={t('sharedSpaces.analyticsPage.title')}
        actions={
          <Button variant="outlined" disabled={!rows.data?.length} onClick={exportCsv}>
            {t('sharedSpaces.analyticsPage.exportCsv')}
          </Button>
        }
      />
      <VisitsChart roomExternalId={id} />
      {rows.isPending && <CircularProgress aria-label={t('sharedSpaces.analyticsPage.title')} />}
      {rows.isError && <Alert severity="error">{rows.error.message}</Alert>}
      {rows.data?.length === 0 && <Alert severity="info">{t('sharedSpaces.analyticsPage.empty')}</Alert>}
      {!!rows.data?.length && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('sharedSpaces.analyticsPage.guest')}</TableCell>
                <TableCell>{t('sharedSpaces.analyticsPage.document')}</TableCell>
                <TableCell align="right">{t('sharedSpaces.analyticsPage.opens')}</TableCell>
                <TableCell align="right">{t('sharedSpaces.analyticsPage.downloads')}</TableCell>
                <TableCell align="right">{t('sharedSpaces.analyticsPage.time')}</TableCell>
                <TableCell>{t('sharedSpaces.analyticsPage.lastVisit')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.data.map((r) => (
                <TableRow key={`${r.email}-${r.fileExternalId ?? 'room'}`} data-testid="analytics-row">
                  <TableCell>{r.email}</TableCell>
                  <TableCell>{docName(r)}</TableCell>
                  <TableCell align="right">{r.opens}</TableCell>
                  <TableCell align="right">{r.downloads}</TableCell>
                  <TableCell align="right">{formatSeconds(r.seconds)}</TableCell>
                  <TableCell>{r.lastVisitAt ? new Date(r.lastVisitAt).toLocaleString(i18n.language) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
