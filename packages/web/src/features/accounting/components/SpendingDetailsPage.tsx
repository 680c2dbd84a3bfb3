import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatUsd, SPENDING_LIMITS, SPENDING_NO_VENDOR, withQuery, type SpendingTransaction } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyState } from '../../../components/EmptyState';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { RouterAdapter } from '../../../components/RouterLink';
import { useSpendingDetails } from '../api/spending-queries';
import { dayLabel, monthLabel } from '../format';
import { useSpendingKeyLabel } from './spending-labels';
import { nextDir, queryOf } from '../spending-url';
import { SPENDING_PATH } from '../spending-paths';

const ALL = '';

type Row = SpendingTransaction & { key: string };

/**
 * /one/spending/details (issue 17 item 4): the transactions of a category (or vendor), paged and sortable; every
 * filter, the sort and the page live in the URL so the view can be shared and reloaded.
 */
export default function SpendingDetailsPage() {
  const { t, i18n } = useTranslation();
  const label = useSpendingKeyLabel();
  const [params, setParams] = useSearchParams();
  const q = queryOf(params);
  const details = useSpendingDetails(q);
  const d = details.data;
  // Transactions have no id of their own: their place on the page keys them.
  const rows = d?.items.map((r, i): Row => ({ ...r, key: `${d.page}-${i}` }));
  const update = (changes: Record<string, string | null>, keepPage = false) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const columns: DataTableColumn<Row>[] = [
    { id: 'date', header: t('spending.details.date'), cell: (r) => dayLabel(r.date, i18n.language), sortable: true },
    {
      id: 'vendor',
      header: t('spending.vendor'),
      cell: (r) => r.vendor ?? label(SPENDING_NO_VENDOR),
      sortable: true,
      rowHeader: true,
    },
    { id: 'category', header: t('spending.category'), cell: (r) => r.category, hideBelow: 'md' },
    { id: 'account', header: t('spending.details.account'), cell: (r) => r.account, sortable: true, hideBelow: 'sm' },
    {
      id: 'amount',
      header: t('spending.details.amount'),
      cell: (r) => (r.amount < 0 ? `-${formatUsd(-r.amount)}` : formatUsd(r.amount)),
      align: 'right',
      sortable: true,
    },
  ];

  const back = withQuery(SPENDING_PATH, { month: q.month, by: q.vendor && !q.category ? 'vendor' : undefined });
  return (
    <>
      <PageHeader
        title={t('spending.details.title')}
        subtitle={[
          q.category ?? (q.vendor ? label(q.vendor) : null),
          q.month ? monthLabel(q.month, i18n.language) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <Button component={RouterAdapter} to={back} startIcon={<ArrowBackIcon />} variant="outlined">
            {t('spending.details.back')}
          </Button>
        }
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label={t('spending.category')}
          value={q.category ?? ALL}
          onChange={(e) => update({ category: e.target.value || null })}
          sx={{ minWidth: 220 }}
          slotProps={{
            htmlInput: { 'data-testid': 'details-category' },
            select: { displayEmpty: true },
            inputLabel: { shrink: true },
          }}
        >
          <MenuItem value={ALL}>{t('spending.details.allCategories')}</MenuItem>
          {/* The asked category stays choosable while the choices load or if it is not among them. */}
          {[...new Set([...(d?.categories ?? []), ...(q.category ? [q.category] : [])])].map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('spending.month')}
          value={q.month ?? ALL}
          onChange={(e) => update({ month: e.target.value || null })}
          sx={{ minWidth: 200 }}
          slotProps={{
            htmlInput: { 'data-testid': 'details-month' },
            select: { displayEmpty: true },
            inputLabel: { shrink: true },
          }}
        >
          <MenuItem value={ALL}>{t('spending.details.allMonths')}</MenuItem>
          {[...new Set([...(d?.months ?? []), ...(q.month ? [q.month] : [])])].map((m) => (
            <MenuItem key={m} value={m}>
              {monthLabel(m, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
        {q.vendor && (
          <Chip
            label={t('spending.details.vendorFilter', { name: label(q.vendor) })}
            onDelete={() => update({ vendor: null })}
          />
        )}
      </Stack>
      {details.isError && !d ? (
        <Alert severity="error">{t('spending.loadError')}</Alert>
      ) : (
        <>
          {d && (
            <Typography sx={{ mb: 1, color: 'text.secondary' }} data-testid="details-summary">
              {t('spending.details.summary', { count: d.total, spent: formatUsd(d.spent) })}
            </Typography>
          )}
          <DataTable
            aria-label={t('spending.details.label')}
            outlined
            columns={columns}
            rows={rows}
            rowKey={(r) => r.key}
            rowTestId="details-row"
            loading={!d}
            busy={details.isFetching}
            stale={details.isPlaceholderData}
            empty={<EmptyState title={t('spending.details.empty')} />}
            sort={{ by: q.sort ?? 'date', direction: q.dir ?? 'desc' }}
            onSortChange={(by) => update({ sort: by, dir: nextDir(q, by) })}
            paging={
              d
                ? {
                    page: q.page ?? 0,
                    pageSize: q.pageSize ?? SPENDING_LIMITS.defaultPageSize,
                    total: d.total,
                    onPageChange: (page) => update({ page: page ? String(page) : null }, true),
                    pageSizes: [...SPENDING_LIMITS.pageSizes],
                    onPageSizeChange: (size) => update({ pageSize: String(size) }),
                  }
                : undefined
            }
            renderCard={(r) => (
              <Card key={r.key} component="li" variant="outlined">
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{r.vendor ?? label(SPENDING_NO_VENDOR)}</Typography>
                    <Typography sx={{ fontWeight: 600 }}>
                      {r.amount < 0 ? `-${formatUsd(-r.amount)}` : formatUsd(r.amount)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {dayLabel(r.date, i18n.language)} · {r.category} · {r.account}
                  </Typography>
                </CardContent>
              </Card>
            )}
            cardsBelow="sm"
          />
        </>
      )}
    </>
  );
}
