import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates';
import type { Customer, CustomerFilter } from '@atrium/contract';
import { SearchBox } from '../../components/SearchBox';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { accountTypeKey } from '../workspace';
import { useFilteredCustomers } from './api/list-customers';
import { CustomerFilters } from './CustomerFilters';
import {
  activeFilterCount,
  CUSTOMER_PAGE_SIZES,
  customerParamsOf,
  emptyCustomerFilter,
  parseCustomerParams,
  withFilter,
  type CustomerListState,
} from './filters';

/** The details page of a customer (the accounting tab uses the same ?company= parameter). */
export const detailsPath = (tenantExternalId: string) =>
  `/portal/customers/details?company=${encodeURIComponent(tenantExternalId)}`;
import { DataTable } from '../../components/DataTable';

/** The portal's customer list (/portal/customers): filters of spec 1 §2.9 kept in the URL, table or cards, paging. */
export default function CustomersPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const state = parseCustomerParams(params);
  const { filter, page, pageSize } = state;
  const term = filter.customerSearch;
  const filtered = activeFilterCount(filter) > 0;

  const query = useFilteredCustomers(page, pageSize, filter);
  const go = (next: CustomerListState) => setParams(customerParamsOf(next), { replace: true });
  const change = (patch: Partial<CustomerFilter>) => go(withFilter(state, patch));
  const date = useFormatDate();
  const total = query.data?.total ?? 0;

  return (
    <>
      <PageHeader title={t('customers.title')} subtitle={query.data ? t('customers.count', { count: total }) : ' '} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2 }}>
        <SearchBox
          value={term}
          onSearch={(q) => change({ customerSearch: q })}
          label={t('customers.search')}
          fullWidth={mobile}
        />
      </Stack>
      <CustomerFilters filter={filter} onChange={change} />

      {query.isError && !query.data && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('customers.loadError')}
        </Alert>
      )}

      <DataTable
        aria-label={t('customers.title')}
        columns={[
          {
            id: 'name',
            header: t('customers.columns.name'),
            rowHeader: true,
            cellSx: { fontWeight: 600 },
            skeletonWidth: '80%',
            cell: (c) => (
              <Link component={RouterLink} to={detailsPath(c.externalId)} data-testid="customer-link">
                {c.name}
              </Link>
            ),
          },
          {
            id: 'accountType',
            header: t('customers.columns.accountType'),
            skeletonWidth: '40%',
            cell: (c) => <Chip size="small" variant="outlined" label={t(accountTypeKey(c.accountType))} />,
          },
          {
            id: 'kam',
            header: t('customers.columns.kam'),
            skeletonWidth: '50%',
            cell: (c) => c.kam?.name ?? <Chip size="small" label={t('customers.unassigned')} />,
          },
          {
            id: 'activeFlows',
            header: t('customers.columns.activeFlows'),
            align: 'right',
            skeletonWidth: '20%',
            cell: (c) => c.activeFlows,
          },
          {
            id: 'members',
            header: t('customers.columns.members'),
            align: 'right',
            skeletonWidth: '20%',
            cell: (c) => c.membersCount,
          },
          {
            id: 'createdAt',
            header: t('customers.columns.createdAt'),
            skeletonWidth: '40%',
            cell: (c) => date(c.createdAt),
          },
        ]}
        rows={query.data?.items}
        rowKey={(c) => c.externalId}
        rowTestId="customer-row"
        hover
        loading={query.isPending}
        busy={query.isFetching}
        stale={query.isPlaceholderData}
        outlined
        empty={
          <Paper variant="outlined">
            {term || filtered ? (
              <EmptyState
                icon={<SearchOffIcon />}
                title={t('customers.noMatchTitle')}
                text={filtered ? t('customers.noMatchFilters') : t('customers.noMatchText', { term })}
                action={
                  <Button onClick={() => go({ ...state, filter: emptyCustomerFilter(), page: 0 })}>
                    {filtered ? t('customers.filters.clear') : t('common.clearSearch')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<ApartmentOutlinedIcon />}
                title={t('customers.emptyTitle')}
                text={t('customers.emptyText')}
              />
            )}
          </Paper>
        }
        renderCard={(c) => <CustomerCard key={c.externalId} c={c} date={date} />}
        paging={{
          page,
          pageSize,
          total,
          onPageChange: (p) => go({ ...state, page: p }),
          pageSizes: [...CUSTOMER_PAGE_SIZES],
          onPageSizeChange: (size) => go({ ...state, pageSize: size, page: 0 }),
        }}
      />
    </>
  );
}

function CustomerCard({ c, date }: { c: Customer; date: (iso: string) => string }) {
  const { t } = useTranslation();
  return (
    <Card component="li" variant="outlined" data-testid="customer-card">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, flex: 1, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={detailsPath(c.externalId)} data-testid="customer-link">
              {c.name}
            </Link>
          </Typography>
          <Chip size="small" variant="outlined" label={t(accountTypeKey(c.accountType))} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('customers.membersCount', { count: c.membersCount })} · {t('customers.since', { date: date(c.createdAt) })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('customers.columns.kam')}: {c.kam?.name ?? t('customers.unassigned')} ·{' '}
          {t('customers.activeFlowsCount', { count: c.activeFlows })}
        </Typography>
      </CardContent>
    </Card>
  );
}
