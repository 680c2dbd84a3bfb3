import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { roomsApi } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';

const RANGES = [7, 30, 90] as const;

/** The analytics chart over time: room opens, file views and downloads per day of the chosen range. */
export function VisitsChart({ roomExternalId }: { roomExternalId: string }) {
  const { t, i18n } = useTranslation();
  const tenant = useSharedTenant();
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const points = useQuery({
    queryKey: [...sharedSpacesKeys.analytics(tenant, roomExternalId), 'timeline', days],
    queryFn: () => roomsApi.timeline(roomExternalId, days),
    enabled: !!roomExternalId,
  });
  const label = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const data = points.data ?? [];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1, sm: 2 }, mb: 2, minWidth: 0 }}
      component="section"
      aria-label={t('sharedSpaces.analyticsPage.overTime')}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {t('sharedSpaces.analyticsPage.overTime')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_, v: (typeof RANGES)[number] | null) => v && setDays(v)}
          aria-label={t('sharedSpaces.analyticsPage.range')}
        >
          {RANGES.map((d) => (
            <ToggleButton key={d} value={d}>
              {t('sharedSpaces.analyticsPage.days', { count: d })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {points.isError && <Alert severity="error">{points.error.message}</Alert>}
      {!!data.length && (
        <LineChart
          height={260}
          xAxis={[{ scaleType: 'point', data: data.map((p) => label(p.day)) }]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={[
            { label: t('sharedSpaces.analyticsPage.roomOpens'), data: data.map((p) => p.opens), showMark: false },
            { label: t('sharedSpaces.analyticsPage.views'), data: data.map((p) => p.views), showMark: false },
            { label: t('sharedSpaces.analyticsPage.downloads'), data: data.map((p) => p.downloads), showMark: false },
          ]}
        />
      )}
      {!!data.length && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="visits-total">
          {t('sharedSpaces.analyticsPage.totals', {
            opens: data.reduce((n, p) => n + p.opens, 0),
            views: data.reduce((n, p) => n + p.views, 0),
            downloads: data.reduce((n, p) => n + p.downloads, 0),
          })}
        </Typography>
      )}
    </Paper>
  );
}
