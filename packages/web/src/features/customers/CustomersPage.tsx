import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
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
import { LIMITS, type Customer } from '@atrium/contract';
import { SearchBox } from '../../components/SearchBox';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { accountTypeKey } from '../workspace';
import { useCustomers } from './api/list-customers';
import { DataTable } from '../../components/DataTable';

const PAGE_SIZES = [10, 20, 50];
const DEFAULT_PAGE_SIZE = LIMITS.tableLoadingRows;

/** The portal's customer list (/portal/customers): search, table on desktop, cards on phones, paging. */
export default function CustomersPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const term = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1 || 0);
  const sizeParam = Number(params.get('size'));
  const pageSize = PAGE_SIZES.includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE;

  const query = useCustomers(page, pageSize, term);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  const date = useFormatDate();
  const total = query.data?.total ?? 0;

  return (
    <>
      <PageHeader title={t('customers.title')} subtitle={query.data ? t('customers.count', { count: total }) : ' '} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2 }}>
        <SearchBox
          value={term}
          onSearch={(q) => update({ q, page: null })}
          label={t('customers.search')}
          fullWidth={mobile}
        />
      </Stack>

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
            cell: (c) => c.name,
          },
          {
            id: 'accountType',
            header: t('customers.columns.accountType'),
            skeletonWidth: '40%',
            cell: (c) => <Chip size="small" variant="outlined" label={t(accountTypeKey(c.accountType))} />,
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
            {term ? (
              <EmptyState
                icon={<SearchOffIcon />}
                title={t('customers.noMatchTitle')}
                text={t('customers.noMatchText', { term })}
                action={<Button onClick={() => update({ q: null, page: null })}>{t('common.clearSearch')}</Button>}
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
          onPageChange: (p) => update({ page: p > 0 ? String(p + 1) : null }),
          pageSizes: PAGE_SIZES,
          onPageSizeChange: (size) => update({ size: size === DEFAULT_PAGE_SIZE ? null : String(size), page: null }),
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
            {c.name}
          </Typography>
          <Chip size="small" variant="outlined" label={t(accountTypeKey(c.accountType))} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('customers.membersCount', { count: c.membersCount })} · {t('customers.since', { date: date(c.createdAt) })}
        </Typography>
      </CardContent>
    </Card>
  );
}
