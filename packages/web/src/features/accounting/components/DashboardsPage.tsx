import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Grid,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { formatNetBurn, formatUsd } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { useDashboard, useIntegrationStatus } from '../api/queries';
import { monthLabel, runwayParts } from '../format';
import { MetricCard } from './MetricCard';
import { SetupModal } from './SetupModal';
import { GeneratingPlaceholder } from '../../../components/GeneratingPlaceholder';
import { NetBurnBalanceChart, SpendingChart } from './Charts';
import { DashboardActions } from './DashboardActions';
import { ScenarioPanel } from './ScenarioPanel';

const figureSx = { fontSize: { xs: 26, sm: 30 }, fontWeight: 700, lineHeight: 1.2 } as const;

/** /one/accounting/home and /one/accounting/dashboards: cash, net burn, runway, spending and the combo chart. */
export default function DashboardsPage() {
  const { t, i18n } = useTranslation();
  const dashboard = useDashboard();
  const status = useIntegrationStatus();
  const [setupClosed, setSetupClosed] = useState(false);
  const [burnPeriod, setBurnPeriod] = useState<'lastMonth' | 'threeMonthAverage'>('lastMonth');
  const d = dashboard.data;
  const noLedger = status.data ? !status.data.hasLedger : false;
  // Linked books still being read (spec 3 §2.16): the 'being generated' panel instead of the setup modal.
  const syncing = !!status.data?.integrations.some((i) => i.type === 'MERGE' && !i.finished);

  const header = (
    <PageHeader
      title={t('accounting.dashboards.title')}
      actions={<DashboardActions />}
      subtitle={
        d?.asOfMonth
          ? t('accounting.dashboards.subtitle', { month: monthLabel(d.asOfMonth, i18n.language) })
          : t('accounting.dashboards.subtitleEmpty')
      }
    />
  );
  if (dashboard.isError)
    return (
      <>
        {header}
        <Alert severity="error">{t('accounting.dashboards.loadError')}</Alert>
      </>
    );
  if (!d)
    return (
      <>
        {header}
        <Grid container spacing={2} aria-busy>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, md: 4 }}>
              <Skeleton variant="rounded" height={140} />
            </Grid>
          ))}
        </Grid>
      </>
    );

  const burn = d.netBurn[burnPeriod];
  const runway = runwayParts(d.runway, i18n.language);
  const empty = <Typography sx={{ color: 'text.secondary' }}>{t('accounting.cards.noData')}</Typography>;
  return (
    <>
      {header}
      <SetupModal open={noLedger && !syncing && !setupClosed} onClose={() => setSetupClosed(true)} />
      {syncing && (
        <Box sx={{ mb: 2 }}>
          <GeneratingPlaceholder
            title={t('accounting.dashboards.generatingTitle')}
            type={t('accounting.dashboards.generatingType')}
          />
        </Box>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <MetricCard
            testId="card-todays-cash"
            title={t('accounting.cards.todaysCash')}
            help={t('accounting.cards.todaysCashHelp')}
            figure={
              <Typography sx={figureSx} data-testid="todays-cash">
                {formatUsd(d.todaysCash.total)}
              </Typography>
            }
          >
            {d.todaysCash.items.length ? (
              <List dense disablePadding aria-label={t('accounting.cards.accounts')}>
                {d.todaysCash.items.map((i) => (
                  <ListItem key={i.name} disableGutters secondaryAction={formatUsd(i.value)}>
                    <ListItemText primary={i.name} />
                  </ListItem>
                ))}
              </List>
            ) : (
              empty
            )}
          </MetricCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <MetricCard
            testId="card-net-burn"
            title={t('accounting.cards.netBurn')}
            help={t('accounting.cards.netBurnHelp')}
            action={
              <ToggleButtonGroup
                size="small"
                exclusive
                value={burnPeriod}
                onChange={(_, v) => v && setBurnPeriod(v)}
                aria-label={t('accounting.cards.netBurn')}
              >
                <ToggleButton value="lastMonth">{t('accounting.cards.lastMonth')}</ToggleButton>
                <ToggleButton value="threeMonthAverage">{t('accounting.cards.threeMonthAverage')}</ToggleButton>
              </ToggleButtonGroup>
            }
            figure={
              <>
                <Typography sx={figureSx} data-testid="net-burn">
                  {formatNetBurn(burn.currentValue)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {burn.previousValue === null
                    ? t('accounting.cards.noPrevious')
                    : t('accounting.cards.previous', { value: formatNetBurn(burn.previousValue) })}
                </Typography>
              </>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <MetricCard
            testId="card-runway"
            title={t('accounting.cards.runway')}
            help={t('accounting.cards.runwayHelp')}
            figure={
              runway.profitable ? (
                <Typography sx={figureSx} data-testid="runway">
                  {t('accounting.cards.profitable')}
                </Typography>
              ) : (
                <>
                  <Typography sx={figureSx} data-testid="runway">
                    {t('accounting.cards.months', { count: runway.months })}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="runway-month">
                    {t('accounting.cards.runOut', { month: runway.month })}
                  </Typography>
                </>
              )
            }
          />
        </Grid>
        {d.asOfMonth && (
          <Grid size={{ xs: 12 }}>
            <ScenarioPanel />
          </Grid>
        )}
        <Grid size={{ xs: 12, lg: 6 }}>
          <MetricCard
            testId="card-spending"
            title={t('accounting.cards.spending')}
            help={t('accounting.cards.spendingHelp')}
            defaultExpanded
          >
            <Box sx={{ minWidth: 0 }}>{d.spending.data.length ? <SpendingChart spending={d.spending} /> : empty}</Box>
          </MetricCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <MetricCard
            testId="card-combo"
            title={t('accounting.cards.combo')}
            help={t('accounting.cards.comboHelp')}
            defaultExpanded
          >
            <Box sx={{ minWidth: 0 }}>
              {d.netBurnAndBalance.length ? <NetBurnBalanceChart rows={d.netBurnAndBalance} /> : empty}
            </Box>
          </MetricCard>
        </Grid>
      </Grid>
    </>
  );
}
