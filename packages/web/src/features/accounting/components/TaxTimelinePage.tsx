import { useTranslation } from 'react-i18next';
import { Alert, Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyState } from '../../../components/EmptyState';
import { useTaxTimeline } from '../api/planning-api';
import { monthLabel } from '../format';
import { DeadlineRow } from './TaxDeadlinesPage';
import { TaxViewSwitch } from './TaxViewSwitch';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * /one/accounting/tax-timeline: the company's filings of this year and the next, month by month, each with the rule
 * that produced it and its status; filings without a calendar date close the list.
 */
export default function TaxTimelinePage() {
  const { t, i18n } = useTranslation();
  const q = useTaxTimeline();
  const now = thisMonth();
  const months = (q.data?.months ?? []).filter((m) => m.deadlines.length > 0);
  const header = (
    <PageHeader
      title={t('accounting.timeline.title')}
      subtitle={t('accounting.timeline.subtitle')}
      actions={<TaxViewSwitch current="timeline" />}
    />
  );
  if (!q.data)
    return (
      <>
        {header}
        <Stack sx={{ gap: 1 }} aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Stack>
      </>
    );
  const canSet = q.data.canSetStatus;
  return (
    <>
      {header}
      {!q.data.activityAnswered && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('accounting.tax.activityMissing')}
        </Alert>
      )}
      {months.length === 0 && q.data.undated.length === 0 ? (
        <EmptyState title={t('accounting.tax.empty')} />
      ) : (
        <Stack component="ol" sx={{ p: 0, m: 0, gap: 3 }} aria-label={t('accounting.timeline.title')}>
          {months.map((m) => (
            <Box
              component="li"
              key={m.month}
              data-testid={`timeline-${m.month}`}
              sx={{
                listStyle: 'none',
                pl: 2,
                borderLeft: 3,
                borderColor: m.month === now ? 'primary.main' : 'divider',
              }}
            >
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1 }}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700, textTransform: 'capitalize' }}>
                  {monthLabel(m.month, i18n.language)}
                </Typography>
                {m.month === now && <Chip size="small" color="primary" label={t('accounting.timeline.thisMonth')} />}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('accounting.timeline.count', { count: m.deadlines.length })}
                </Typography>
              </Stack>
              <Stack component="ul" sx={{ gap: 1, p: 0, m: 0 }}>
                {m.deadlines.map((d) => (
                  <DeadlineRow key={`${d.filingId}-${d.dueDate}`} d={d} canSet={canSet} formHeading="h3" />
                ))}
              </Stack>
            </Box>
          ))}
          {q.data.undated.length > 0 && (
            <Box component="li" sx={{ listStyle: 'none', pl: 2, borderLeft: 3, borderColor: 'divider' }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                {t('accounting.timeline.undated')}
              </Typography>
              <Stack component="ul" sx={{ gap: 1, p: 0, m: 0 }}>
                {q.data.undated.map((d) => (
                  <DeadlineRow key={d.filingId} d={d} canSet={canSet} formHeading="h3" />
                ))}
              </Stack>
            </Box>
          )}
        </Stack>
      )}
    </>
  );
}
