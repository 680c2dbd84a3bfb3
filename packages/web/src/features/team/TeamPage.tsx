import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Avatar,
  Button,
  Card,
  CardActionArea,
  CardContent,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  TEAM_ROLE_FILTERS,
  TEAM_STATUSES,
  type TeamMember,
  type TeamRoleFilter,
  type TeamStatus,
} from '@atrium/contract';
import { SearchBox } from '../../components/SearchBox';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { RouterAdapter } from '../../components/RouterLink';
import { useTeamPage } from './api/list-team';
import { TeamFilterPanel, type TeamFilterValue } from './TeamFilterPanel';
import { CreateTeamUserDialog } from './CreateTeamUserDialog';
import { StatusChip, RoleChips } from './TeamChips';
import { useIsTeamAdmin } from './useIsTeamAdmin';
import { Pagination } from '../../components/Pagination';

const PAGE_SIZE = LIMITS.teamPageSize;
const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);

/** /portal/atrium-team — the staff team back-office (spec 1 §2.7). */
export default function TeamPage() {
  const { t } = useTranslation();
  const isAdmin = useIsTeamAdmin();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1 || 0);
  const filter: TeamFilterValue = {
    roles: list(params.get('roles')).filter((r): r is TeamRoleFilter =>
      (TEAM_ROLE_FILTERS as readonly string[]).includes(r),
    ),
    jobTitle: list(params.get('titles')),
    status: (TEAM_STATUSES as readonly string[]).includes(params.get('status') ?? '')
      ? (params.get('status') as TeamStatus)
      : null,
  };
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  const body = { ...filter, search: search || null };
  const query = useTeamPage(page, PAGE_SIZE, body);
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const filtered = !!search || filter.roles.length > 0 || filter.jobTitle.length > 0 || !!filter.status;

  return (
    <>
      <PageHeader
        title={t('team.title')}
        subtitle={query.data ? t('team.count', { count: total }) : ' '}
        actions={
          isAdmin && (
            <Button variant="contained" startIcon={<PersonAddAltOutlinedIcon />} onClick={() => setCreating(true)}>
              {t('team.createUser')}
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2, alignItems: { sm: 'center' } }}>
        <SearchBox value={search} onSearch={(q) => update({ q, page: null })} label={t('team.search')} />
        <TeamFilterPanel
          value={filter}
          onApply={(f) =>
            update({ roles: f.roles.join(','), titles: f.jobTitle.join(','), status: f.status, page: null })
          }
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
          {t('team.loadError')}
        </Alert>
      )}

      {query.data && items.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<SearchOffIcon />}
            title={filtered ? t('team.noMatch') : t('team.empty')}
            action={
              filtered ? (
                <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                  {t('team.filters.clear')}
                </Button>
              ) : undefined
            }
          />
        </Paper>
      ) : mobile ? (
        <Stack
          component="ul"
          aria-label={t('team.title')}
          aria-busy={query.isFetching ? 'true' : undefined}
          sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}
        >
          {query.isPending
            ? Array.from({ length: LIMITS.tableLoadingRowsMobile }, (_, i) => (
                <Card key={i} component="li" variant="outlined">
                  <CardContent>
                    <Skeleton width="60%" height={28} />
                    <Skeleton width="40%" />
                  </CardContent>
                </Card>
              ))
            : items.map((m) => <MemberCard key={m.externalId} m={m} />)}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Table aria-label={t('team.title')} aria-busy={query.isFetching ? 'true' : undefined}>
            <TableHead>
              <TableRow>
                {(['fullName', 'email', 'jobTitle', 'role', 'status'] as const).map((c) => (
                  <TableCell key={c} scope="col">
                    {t(`team.columns.${c}`)}
                  </TableCell>
                ))}
                <TableCell scope="col" align="right">
                  {t('team.columns.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.isPending
                ? Array.from({ length: LIMITS.tableLoadingRows }, (_, i) => (
                    <TableRow key={i}>
                      {Array.from({ length: 6 }, (_, j) => (
                        <TableCell key={j}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : items.map((m) => (
                    <TableRow key={m.externalId} hover data-testid="team-row">
                      <TableCell component="th" scope="row">
                        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
                          <Avatar
                            src={m.imageUrl ?? undefined}
                            sx={{
                              width: 32,
                              height: 32,
                              fontSize: 14,
                              bgcolor: 'primary.main',
                              color: 'primary.contrastText',
                            }}
                            alt=""
                            aria-hidden
                          >
                            {m.firstName.charAt(0)}
                            {m.lastName.charAt(0)}
                          </Avatar>
                          <span style={{ fontWeight: 600 }}>{`${m.firstName} ${m.lastName}`}</span>
                        </Stack>
                      </TableCell>
                      <TableCell>{m.email}</TableCell>
                      <TableCell>{m.jobTitle ?? '—'}</TableCell>
                      <TableCell>
                        <RoleChips roles={m.roles} />
                      </TableCell>
                      <TableCell>
                        <StatusChip status={m.status} />
                      </TableCell>
                      <TableCell align="right">
                        <Tooltip title={t('team.viewMember')}>
                          <IconButton
                            component={RouterAdapter}
                            to={`/portal/atrium-team/member/${m.externalId}`}
                            aria-label={t('team.viewMemberNamed', { name: `${m.firstName} ${m.lastName}` })}
                          >
                            <VisibilityOutlinedIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
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
          rowsPerPage={PAGE_SIZE}
        />
      )}
      {isAdmin && <CreateTeamUserDialog open={creating} onClose={() => setCreating(false)} />}
    </>
  );
}

/** A team member on a phone: the row's facts in a card that opens the details. */
function MemberCard({ m }: { m: TeamMember }) {
  const { t } = useTranslation();
  const name = `${m.firstName} ${m.lastName}`;
  return (
    <Card component="li" variant="outlined" data-testid="team-card">
      <CardActionArea
        component={RouterAdapter}
        to={`/portal/atrium-team/member/${m.externalId}`}
        aria-label={t('team.viewMemberNamed', { name })}
      >
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 700, flex: 1, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <StatusChip status={m.status} />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {m.email}
            {m.jobTitle ? ` · ${m.jobTitle}` : ''}
          </Typography>
          <Stack sx={{ mt: 1 }}>
            <RoleChips roles={m.roles} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
