import { useTranslation } from 'react-i18next';
import { Alert, Grid, Skeleton, Typography } from '@mui/material';
import { formatNetBurn, formatUsd } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { planningApi } from '../api/planning-api';
import { accountingKeys } from '../keys';
import { monthLabel, runwayParts } from '../format';
import { MetricCard } from './MetricCard';

const figureSx = { fontSize: { xs: 24, sm: 28 }, fontWeight: 700, lineHeight: 1.2 } as const;

/**
 * Staff's view of a client company's dashboards (issue 17 item 5): cash, net burn and runway from its ledger, as the
 * company sees them, above its tax deadlines.
 */
export function PortalDashboardSummary({ customer }: { customer: string }) {
  const { t, i18n } = useTranslation();
  const q = useApiQuery({
    queryKey: accountingKeys.dashboard(customer),
    queryFn: () => planningApi.dashboardOf(customer),
    silent: true,
  });
  if (q.isError)
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        {t('accounting.dashboards.loadError')}
      </Alert>
    );
  const d = q.data;
  if (!d) return <Skeleton variant="rounded" height={120} sx={{ mb: 3 }} aria-busy />;
  if (!d.asOfMonth)
    return (
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('accounting.portalDashboards.noLedger')}
      </Alert>
    );
  const runway = runwayParts(d.runway, i18n.language);
  const burn = d.netBurn.threeMonthAverage;
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>
        {t('accounting.dashboards.subtitle', { month: monthLabel(d.asOfMonth, i18n.language) })}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }} data-testid="portal-dashboards">
        <Grid size={{ xs: 12, md: 4 }}>
          <MetricCard
            title={t('accounting.cards.todaysCash')}
            help={t('accounting.cards.todaysCashHelp')}
            figure={
              <Typography sx={figureSx} data-testid="portal-cash">
                {formatUsd(d.todaysCash.total)}
              </Typography>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <MetricCard
            title={`${t('accounting.cards.netBurn')} · ${t('accounting.cards.threeMonthAverage')}`}
            help={t('accounting.cards.netBurnHelp')}
            figure={
              <Typography sx={figureSx} data-testid="portal-burn">
                {formatNetBurn(burn.currentValue)}
              </Typography>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <MetricCard
            title={t('accounting.cards.runway')}
            help={t('accounting.cards.runwayHelp')}
            figure={
              <>
                <Typography sx={figureSx} data-testid="portal-runway">
                  {runway.profitable
                    ? t('accounting.cards.profitable')
                    : t('accounting.cards.months', { count: runway.months })}
                </Typography>
                {!runway.profitable && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('accounting.cards.runOut', { month: runway.month })}
                  </Typography>
                )}
              </>
            }
          />
        </Grid>
      </Grid>
    </>
  );
}
