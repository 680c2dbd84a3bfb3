import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { formatUsd, SPENDING_DIMENSIONS, withQuery, type SpendingDimension, type SpendingRow } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyState } from '../../../components/EmptyState';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { RouterAdapter } from '../../../components/RouterLink';
import { useSpending } from '../api/spending-queries';
import { monthLabel } from '../format';
import { SPENDING_DETAILS_PATH } from '../spending-paths';
import { SpendingMovers } from './SpendingMovers';
import { SpendingTrendChart } from './SpendingTrendChart';
import { changePct, signedUsd, useSpendingKeyLabel } from './spending-labels';

/**
 * /one/spending (issue 17 item 4): a month's spending by category or by vendor against the month before, the top
 * movers and the month-over-month trend; a row opens its transactions. The month and grouping live in the URL.
 */
export default function SpendingPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const label = useSpendingKeyLabel();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? undefined;
  const by: SpendingDimension = (SPENDING_DIMENSIONS as readonly string[]).includes(params.get('by') ?? '')
    ? (params.get('by') as SpendingDimension)
    : 'category';
  const spending = useSpending(asked);
  const s = spending.data;
  const month = (m: string) => monthLabel(m, i18n.language);
  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const header = (
    <PageHeader
      title={t('spending.title')}
      subtitle={
        s?.month && s.previousMonth
          ? t('spending.subtitle', { month: month(s.month), previous: month(s.previousMonth) })
          : s
            ? t('spending.subtitleEmpty')
            : undefined
      }
      actions={
        <Button component={RouterAdapter} to="/one/accounting/dashboards" variant="outlined">
          {t('spending.dashboards')}
        </Button>
      }
    />
  );
  if (spending.isError && !s)
    return (
      <>
        {header}
        <Alert severity="error">{t('spending.loadError')}</Alert>
      </>
    );
  if (!s)
    return (
      <>
        {header}
        <Grid container spacing={2} aria-busy data-testid="spending-loading">
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, md: 4 }}>
              <Skeleton variant="rounded" height={140} />
            </Grid>
          ))}
          <Grid size={12}>
            <Skeleton variant="rounded" height={280} />
          </Grid>
        </Grid>
      </>
    );
  if (!s.month || !s.previousMonth)
    return (
      <>
        {header}
        <EmptyState
          title={t('spending.noLedgerTitle')}
          text={t('spending.noLedgerText')}
          action={
            <Button component={RouterAdapter} to="/one/integrations" variant="contained">
              {t('spending.importLedger')}
            </Button>
          }
        />
      </>
    );

  const b = s[by];
  const current = s.month;
  const previous = s.previousMonth;
  const detailsOf = (row: SpendingRow) => withQuery(SPENDING_DETAILS_PATH, { [by]: row.key, month: current });
  const columns: DataTableColumn<SpendingRow>[] = [
    {
      id: 'key',
      header: by === 'category' ? t('spending.category') : t('spending.vendor'),
      cell: (r) => label(r.key),
      rowHeader: true,
    },
    { id: 'current', header: t('spending.thisMonth'), cell: (r) => formatUsd(r.current), align: 'right' },
    {
      id: 'previous',
      header: t('spending.previousMonth'),
      cell: (r) => formatUsd(r.previous),
      align: 'right',
      hideBelow: 'sm',
    },
    {
      id: 'change',
      header: t('spending.change'),
      align: 'right',
      cell: (r) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {signedUsd(r.change)}{' '}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            ({changePct(r, i18n.language) ?? t('spending.new')})
          </Typography>
        </Box>
      ),
    },
  ];

  return (
    <>
      {header}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('spending.month')}
          value={current}
          onChange={(e) => setParam('month', e.target.value)}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'spending-month' } }}
        >
          {s.months.map((m) => (
            <MenuItem key={m} value={m}>
              {month(m)}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={by}
          onChange={(_, v: SpendingDimension | null) => v && setParam('by', v === 'category' ? null : v)}
          aria-label={t('spending.view')}
          sx={{ bgcolor: 'background.paper', alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          <ToggleButton value="category">{t('spending.byCategory')}</ToggleButton>
          <ToggleButton value="vendor">{t('spending.byVendor')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      <Grid container spacing={2} sx={{ mb: 2 }} aria-busy={spending.isFetching || undefined}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('spending.total', { month: month(current) })}
              </Typography>
              <Typography sx={{ fontSize: { xs: 26, sm: 30 }, fontWeight: 700 }} data-testid="spending-total">
                {formatUsd(b.total.current)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {Math.round(b.total.change) === 0
                  ? t('spending.noChange', { previous: month(previous) })
                  : t('spending.totalChange', { change: signedUsd(b.total.change), previous: month(previous) })}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SpendingMovers
            testId="movers-up"
            title={t('spending.increases')}
            rows={b.increases}
            empty={t('spending.noIncreases')}
            tone="up"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SpendingMovers
            testId="movers-down"
            title={t('spending.decreases')}
            rows={b.decreases}
            empty={t('spending.noDecreases')}
            tone="down"
          />
        </Grid>
      </Grid>

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('spending.trend')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('spending.trendHelp')}
          </Typography>
          <Box sx={{ minWidth: 0 }}>
            {b.trend.keys.length ? (
              <SpendingTrendChart trend={b.trend} />
            ) : (
              <Typography sx={{ color: 'text.secondary', mt: 2 }}>
                {t('spending.empty', { month: month(current), previous: month(previous) })}
              </Typography>
            )}
          </Box>
        </CardContent>
      </Card>

      <DataTable
        aria-label={by === 'category' ? t('spending.byCategory') : t('spending.byVendor')}
        outlined
        columns={columns}
        rows={b.rows}
        rowKey={(r) => r.key}
        rowTestId="spending-row"
        hover
        onRowClick={(r) => navigate(detailsOf(r))}
        empty={<EmptyState title={t('spending.empty', { month: month(current), previous: month(previous) })} />}
        renderCard={(r) => (
          <Card key={r.key} component="li" variant="outlined">
            <CardContent
              component={RouterAdapter}
              to={detailsOf(r)}
              aria-label={t('spending.open', { name: label(r.key) })}
              sx={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{label(r.key)}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatUsd(r.current)}</Typography>
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {signedUsd(r.change)} ({changePct(r, i18n.language) ?? t('spending.new')}) ·{' '}
                {t('spending.was', { value: formatUsd(r.previous) })}
              </Typography>
            </CardContent>
          </Card>
        )}
        cardsBelow="sm"
      />
    </>
  );
}
