import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
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
import { Pagination } from '../../components/Pagination';

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
  const loadingRows = mobile ? LIMITS.tableLoadingRowsMobile : Math.min(LIMITS.tableLoadingRows, pageSize);
  const items = query.data?.items ?? [];
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

      {query.data && items.length === 0 ? (
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
      ) : mobile ? (
        <Stack
          component="ul"
          aria-label={t('customers.title')}
          aria-busy={query.isFetching ? 'true' : undefined}
          sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}
        >
          {query.isPending
            ? Array.from({ length: loadingRows }, (_, i) => (
                <Card key={i} component="li" variant="outlined">
                  <CardContent>
                    <Skeleton width="60%" height={28} />
                    <Skeleton width="40%" />
                  </CardContent>
                </Card>
              ))
            : items.map((c) => <CustomerCard key={c.externalId} c={c} date={date} />)}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Table aria-label={t('customers.title')} aria-busy={query.isFetching ? 'true' : undefined}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('customers.columns.name')}</TableCell>
                <TableCell scope="col">{t('customers.columns.accountType')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('customers.columns.members')}
                </TableCell>
                <TableCell scope="col">{t('customers.columns.createdAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.isPending
                ? Array.from({ length: loadingRows }, (_, i) => (
                    <TableRow key={i}>
                      {[40, 20, 10, 20].map((w, j) => (
                        <TableCell key={j}>
                          <Skeleton width={`${w * 2}%`} />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : items.map((c) => (
                    <TableRow key={c.externalId} hover data-testid="customer-row">
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                        {c.name}
                      </TableCell>
                      <TableCell>
                        <Chip size="small" variant="outlined" label={t(accountTypeKey(c.accountType))} />
                      </TableCell>
                      <TableCell align="right">{c.membersCount}</TableCell>
                      <TableCell>{date(c.createdAt)}</TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {total > 0 && (
        <Pagination
          count={total}
          page={page}
          onPageChange={(_, p) => update({ page: p > 0 ? String(p + 1) : null })}
          rowsPerPage={pageSize}
          rowsPerPageOptions={mobile ? [] : PAGE_SIZES}
          onRowsPerPageChange={(e) =>
            update({ size: e.target.value === String(DEFAULT_PAGE_SIZE) ? null : e.target.value, page: null })
          }
        />
      )}
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
