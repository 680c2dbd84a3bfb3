import { useEffect } from 'react';
import { Link as RouterDomLink, useSearchParams } from 'react-router';
import { AppBar, Box, Button, Container, Paper, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { LOGMEAS_LIMITS, PRODUCT, type ErrorGroup, type Visit } from '@atrium/contract';
import { SearchBox } from '../../components/SearchBox';
import { EmptyState } from '../../components/EmptyState';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { useFormatDate } from '../../lib/dates';
import { useErrorGroups, useVisits } from './api/logs';
import { ErrorsPerDayChart } from './ErrorsPerDayChart';
import { OccurrencesDrawer } from './OccurrencesDrawer';

const PAGE_SIZE = LOGMEAS_LIMITS.pageSize;
const TABS = ['errors', 'visits'] as const;
type LogTab = (typeof TABS)[number];

const personOf = (u: { firstName: string; lastName: string; email: string } | null, anonymous: string) =>
  u ? `${u.firstName} ${u.lastName}`.trim() || u.email : anonymous;

/** /tools/logmeas — the admin tools' log viewer: browser errors grouped by message, errors per day, and visits. */
export default function LogMeasPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: LogTab = params.get('tab') === 'visits' ? 'visits' : 'errors';
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  useEffect(() => {
    document.title = `${t('logmeas.title')} · ${PRODUCT.displayName}`;
  }, [t]);

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h6" color="primary" sx={{ fontWeight: 800 }}>
            {PRODUCT.displayName}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button component={RouterDomLink} to="/tools/admin" startIcon={<ArrowBack aria-hidden />} color="primary">
            {t('logmeas.backToTools')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('logmeas.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('logmeas.subtitle')}</Typography>
        <Tabs
          value={tab}
          onChange={(_, v: LogTab) => update({ tab: v === 'errors' ? null : v, q: null, page: null, message: null })}
          aria-label={t('logmeas.title')}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((x) => (
            <Tab
              key={x}
              value={x}
              label={t(`logmeas.tabs.${x}`)}
              id={`logmeas-tab-${x}`}
              aria-controls="logmeas-panel"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="logmeas-panel" aria-labelledby={`logmeas-tab-${tab}`}>
          {tab === 'errors' ? (
            <ErrorsTab params={params} update={update} />
          ) : (
            <VisitsTab params={params} update={update} />
          )}
        </Box>
      </Container>
    </Box>
  );
}

interface TabProps {
  params: URLSearchParams;
  update: (changes: Record<string, string | null>) => void;
}
const pageOf = (params: URLSearchParams) => Math.max(0, Number(params.get('page') ?? '1') - 1 || 0);

function ErrorsTab({ params, update }: TabProps) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const search = params.get('q') ?? '';
  const page = pageOf(params);
  const opened = params.get('message');
  const query = useErrorGroups(page, PAGE_SIZE, search);
  const when = (iso: string) => date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: DataTableColumn<ErrorGroup>[] = [
    {
      id: 'message',
      header: t('logmeas.errors.columns.message'),
      rowHeader: true,
      cell: (g) => (
        <Box
          component="span"
          sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere', display: 'block', maxWidth: 420 }}
        >
          {g.message.length > 200 ? `${g.message.slice(0, 200)}…` : g.message}
        </Box>
      ),
    },
    { id: 'count', header: t('logmeas.errors.columns.count'), align: 'right', cell: (g) => g.count },
    {
      id: 'users',
      header: t('logmeas.errors.columns.users'),
      align: 'right',
      hideBelow: 'md',
      cell: (g) => g.users,
    },
    { id: 'firstSeen', header: t('logmeas.errors.columns.firstSeen'), hideBelow: 'lg', cell: (g) => when(g.firstSeen) },
    { id: 'lastSeen', header: t('logmeas.errors.columns.lastSeen'), cell: (g) => when(g.lastSeen) },
    {
      id: 'lastUser',
      header: t('logmeas.errors.columns.lastUser'),
      hideBelow: 'md',
      cell: (g) => personOf(g.lastUser, t('logmeas.anonymous')),
    },
    { id: 'page', header: t('logmeas.errors.columns.page'), hideBelow: 'md', cell: (g) => g.lastPage ?? '—' },
  ];

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <ErrorsPerDayChart />
      </Paper>
      <Box sx={{ mb: 2 }}>
        <SearchBox value={search} onSearch={(q) => update({ q, page: null })} label={t('logmeas.errors.search')} />
      </Box>
      <QueryErrorAlert query={query} message={t('logmeas.errors.loadError')} />
      <DataTable
        aria-label={t('logmeas.tabs.errors')}
        columns={columns}
        rows={query.data?.items}
        rowKey={(g) => g.message}
        rowTestId="error-group"
        hover
        onRowClick={(g) => update({ message: g.message })}
        loading={query.isPending}
        busy={query.isFetching}
        stale={query.isPlaceholderData}
        outlined
        empty={
          <Paper variant="outlined">
            <EmptyState
              icon={<SearchOffIcon />}
              title={search ? t('logmeas.errors.noMatch') : t('logmeas.errors.empty')}
            />
          </Paper>
        }
        renderCard={(g) => (
          <Paper
            key={g.message}
            component="li"
            variant="outlined"
            data-testid="error-group-card"
            sx={{ listStyle: 'none' }}
          >
            <Button
              onClick={() => update({ message: g.message })}
              sx={{
                display: 'block',
                textAlign: 'left',
                width: '100%',
                p: 1.5,
                textTransform: 'none',
                color: 'text.primary',
              }}
            >
              <Typography sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
                {g.message.length > 200 ? `${g.message.slice(0, 200)}…` : g.message}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('logmeas.errors.cardSummary', { count: g.count, last: when(g.lastSeen) })}
              </Typography>
            </Button>
          </Paper>
        )}
        paging={{
          page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onPageChange: (p) => update({ page: p > 0 ? String(p + 1) : null }),
        }}
      />
      <OccurrencesDrawer message={opened} onClose={() => update({ message: null })} />
    </>
  );
}

function VisitsTab({ params, update }: TabProps) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const search = params.get('q') ?? '';
  const page = pageOf(params);
  const query = useVisits(page, PAGE_SIZE, search);
  const columns: DataTableColumn<Visit>[] = [
    {
      id: 'user',
      header: t('logmeas.visits.columns.user'),
      rowHeader: true,
      cell: (v) => (
        <>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {personOf(v.user, t('logmeas.anonymous'))}
          </Box>
          {v.user && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {v.user.email}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'event',
      header: t('logmeas.visits.columns.event'),
      cell: (v) => t(`logmeas.visits.event.${v.sessionEvent}`),
    },
    { id: 'page', header: t('logmeas.visits.columns.page'), cell: (v) => v.page ?? '—' },
    {
      id: 'at',
      header: t('logmeas.visits.columns.at'),
      cell: (v) => date(v.at, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    { id: 'ip', header: t('logmeas.visits.columns.ip'), hideBelow: 'md', cell: (v) => v.ip ?? '—' },
    {
      id: 'agent',
      header: t('logmeas.visits.columns.agent'),
      hideBelow: 'lg',
      cell: (v) => (
        <Box component="span" sx={{ fontSize: 12, overflowWrap: 'anywhere', display: 'block', maxWidth: 320 }}>
          {v.userAgent ?? '—'}
        </Box>
      ),
    },
  ];
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <SearchBox value={search} onSearch={(q) => update({ q, page: null })} label={t('logmeas.visits.search')} />
      </Box>
      <QueryErrorAlert query={query} message={t('logmeas.visits.loadError')} />
      <DataTable
        aria-label={t('logmeas.tabs.visits')}
        columns={columns}
        rows={query.data?.items}
        rowKey={(v) => String(v.id)}
        rowTestId="visit-row"
        renderCard={(v) => (
          <Paper
            key={v.id}
            component="li"
            variant="outlined"
            data-testid="visit-card"
            sx={{ p: 1.5, listStyle: 'none' }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {personOf(v.user, t('logmeas.anonymous'))}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {t(`logmeas.visits.event.${v.sessionEvent}`)} · {v.page ?? '—'} ·{' '}
              {date(v.at, { dateStyle: 'medium', timeStyle: 'short' })}
            </Typography>
          </Paper>
        )}
        loading={query.isPending}
        busy={query.isFetching}
        stale={query.isPlaceholderData}
        outlined
        empty={
          <Paper variant="outlined">
            <EmptyState
              icon={<SearchOffIcon />}
              title={search ? t('logmeas.visits.noMatch') : t('logmeas.visits.empty')}
            />
          </Paper>
        }
        paging={{
          page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onPageChange: (p) => update({ page: p > 0 ? String(p + 1) : null }),
        }}
      />
    </>
  );
}
