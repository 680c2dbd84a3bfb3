import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LOGMEAS_LIMITS } from '@atrium/contract';
import { visuallyHidden } from '../../components/UnreadBadge';
import { useFormatDate } from '../../lib/dates';
import { useErrorsPerDay } from './api/logs';
import { chartBars } from './chart';

const CHART_HEIGHT = 120;

/**
 * Errors per day over the last 30 days: one bar a day, drawn with boxes (the app has no chart library; see
 * docs/decisions.md). Screen readers get the same numbers as a list, one day per item.
 */
export function ErrorsPerDayChart() {
  const { t } = useTranslation();
  const date = useFormatDate();
  const query = useErrorsPerDay(LOGMEAS_LIMITS.chartDays);
  const dayText = (day: string) => date(`${day}T12:00:00Z`, { dateStyle: 'medium' });

  if (!query.data) {
    return query.isError ? (
      <Typography sx={{ color: 'text.secondary' }}>{t('logmeas.chart.loadError')}</Typography>
    ) : (
      <Skeleton variant="rounded" height={CHART_HEIGHT + 40} />
    );
  }
  const { bars, total, max } = chartBars(query.data);
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="errors-per-day">
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {t('logmeas.chart.caption', { count: total, days: LOGMEAS_LIMITS.chartDays })}
        {max > 0 && (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {' · '}
            {t('logmeas.chart.peak', { count: max })}
          </Box>
        )}
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          height: CHART_HEIGHT,
          display: 'flex',
          alignItems: 'flex-end',
          gap: '2px',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {bars.map((b) => (
          <Box
            component="li"
            key={b.day}
            title={`${dayText(b.day)}: ${b.count}`}
            sx={{ flex: 1, height: '100%', display: 'flex', alignItems: 'flex-end' }}
          >
            <Box
              aria-hidden
              sx={{
                width: '100%',
                height: `${b.heightPct}%`,
                bgcolor: 'error.main',
                borderRadius: '2px 2px 0 0',
              }}
            />
            <Box component="span" sx={visuallyHidden}>
              {t('logmeas.chart.day', { date: dayText(b.day), count: b.count })}
            </Box>
          </Box>
        ))}
      </Box>
      {bars.length > 0 && (
        <Stack direction="row" aria-hidden sx={{ justifyContent: 'space-between', mt: 0.5 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {dayText(bars[0].day)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {dayText(bars[bars.length - 1].day)}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
