import { useSearchParams, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Autocomplete,
  Link,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import {
  TAX_FILING_IDS,
  TAX_FILING_STATUSES,
  TAX_FORM_NAMES,
  type PortalTaxDeadline,
  type TaxFilingStatus,
} from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyState } from '../../../components/EmptyState';
import { useApiMutation } from '../../../components/useApi';
import { accountingApi } from '../api/accounting-api';
import { usePortalTaxTimeline, useRefreshPortalTimeline } from '../api/planning-api';
import { filtersOf, withFilter, type TimelineFilterKey } from '../timeline-filters';
import { dayLabel } from '../format';

const PAGE_SIZE = 25;
function StatusCell({ d }: { d: PortalTaxDeadline }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshPortalTimeline();
  const set = useApiMutation({
    mutationFn: (status: TaxFilingStatus) =>
      accountingApi.setStatus({
        tenantExternalId: d.tenantExternalId,
        filingId: d.filingId,
        dueDate: d.dueDate,
        status,
      }),
    errorMode: 'action',
    successMessage: t('accounting.tax.updated'),
    onSuccess: () => refresh(d.tenantExternalId),
  });
  return (
    <TextField
      select
      size="small"
      value={d.status}
      disabled={set.isPending}
      sx={{ minWidth: 150 }}
      slotProps={{
        htmlInput: {
          'aria-label': t('accounting.portalTimeline.statusOf', {
            form: d.form,
            company: d.companyName,
            date: d.dueDate ? dayLabel(d.dueDate, i18n.language) : '',
          }),
        },
      }}
      onChange={(e) => set.mutate(e.target.value as TaxFilingStatus)}
    >
      {TAX_FILING_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`accounting.tax.statuses.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * /portal/tax-timeline: the deadlines of every client company holding tax-due-dates, oldest first, filterable by
 * company, form and month (the filters live in the URL), paged; staff set each one's status here too.
 */
export default function PortalTaxTimelinePage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const f = filtersOf(params);
  const q = usePortalTaxTimeline(f, PAGE_SIZE);
  const companies = q.data?.companies ?? [];
  const company = companies.find((c) => c.externalId === f.customer) ?? null;

  // From the address as it is now, not this render's params: the router applies a filter set a moment ago in a
  // transition, so a second filter chosen before it renders would otherwise drop the first (company, then form).
  const update = (key: TimelineFilterKey, value: string | null) =>
    setParams(withFilter(new URLSearchParams(window.location.search), key, value));

  return (
    <>
      <PageHeader title={t('accounting.portalTimeline.title')} subtitle={t('accounting.portalTimeline.subtitle')} />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 3 }} role="search">
        <Autocomplete
          options={companies}
          value={company}
          onChange={(_, c) => update('customer', c?.externalId ?? null)}
          getOptionLabel={(c) => c.name}
          isOptionEqualToValue={(a, b) => a.externalId === b.externalId}
          noOptionsText={t('accounting.portal.noOptions')}
          sx={{ minWidth: { md: 280 } }}
          renderInput={(p) => (
            <TextField
              {...p}
              label={t('accounting.portalTimeline.company')}
              placeholder={t('accounting.portalTimeline.all')}
            />
          )}
        />
        <TextField
          select
          label={t('accounting.portalTimeline.form')}
          value={f.form ?? ''}
          onChange={(e) => update('form', e.target.value || null)}
          sx={{ minWidth: { md: 260 } }}
        >
          <MenuItem value="">{t('accounting.portalTimeline.allForms')}</MenuItem>
          {TAX_FILING_IDS.map((id) => (
            <MenuItem key={id} value={id}>
              {TAX_FORM_NAMES[id]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="month"
          label={t('accounting.portalTimeline.month')}
          value={f.month ?? ''}
          onChange={(e) => update('month', e.target.value || null)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {q.isError && <Alert severity="error">{t('accounting.portalTimeline.loadError')}</Alert>}
      {!q.data ? (
        !q.isError && <Skeleton variant="rounded" height={240} aria-busy />
      ) : q.data.items.length === 0 ? (
        <EmptyState title={t('accounting.portalTimeline.empty')} />
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={t('accounting.portalTimeline.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('accounting.portalTimeline.due')}</TableCell>
                  <TableCell>{t('accounting.portalTimeline.company')}</TableCell>
                  <TableCell>{t('accounting.portalTimeline.form')}</TableCell>
                  <TableCell>{t('accounting.tax.period')}</TableCell>
                  <TableCell>{t('accounting.tax.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {q.data.items.map((d) => (
                  <TableRow
                    key={`${d.tenantExternalId}-${d.filingId}-${d.dueDate}`}
                    data-testid={`timeline-row-${d.filingId}-${d.dueDate}`}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {d.dueDate ? dayLabel(d.dueDate, i18n.language) : ''}
                    </TableCell>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={`/portal/customers/details/accounting?company=${d.tenantExternalId}`}
                      >
                        {d.companyName}
                      </Link>
                    </TableCell>
                    <TableCell>{d.form}</TableCell>
                    <TableCell>{d.period}</TableCell>
                    <TableCell>
                      <StatusCell d={d} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={q.data.total}
            page={q.data.page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, p) => update('page', p > 0 ? String(p + 1) : null)}
            labelDisplayedRows={({ from, to, count }) => t('accounting.portalTimeline.rows', { from, to, count })}
          />
        </Paper>
      )}
    </>
  );
}
