import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Avatar,
  Button,
  Card,
  CardActionArea,
  CardContent,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
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
import { DataTable, type DataTableColumn } from '../../components/DataTable';

const PAGE_SIZE = LIMITS.teamPageSize;
const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);

/** /portal/atrium-team — the staff team back-office (spec 1 §2.7). */
export default function TeamPage() {
  const { t } = useTranslation();
  const isAdmin = useIsTeamAdmin();
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
  const total = query.data?.total ?? 0;
  const columns = useTeamColumns();
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

      <QueryErrorAlert query={query} message={t('team.loadError')} />

      <DataTable
        aria-label={t('team.title')}
        columns={columns}
        rows={query.data?.items}
        rowKey={(m) => m.externalId}
        rowTestId="team-row"
        hover
        loading={query.isPending}
        busy={query.isFetching}
        stale={query.isPlaceholderData}
        outlined
        empty={
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
        }
        renderCard={(m) => <MemberCard key={m.externalId} m={m} />}
        paging={{
          page,
          pageSize: PAGE_SIZE,
          total,
          onPageChange: (p) => update({ page: p > 0 ? String(p + 1) : null }),
        }}
      />
      {isAdmin && <CreateTeamUserDialog open={creating} onClose={() => setCreating(false)} />}
    </>
  );
}

/** The team table's columns: the member (avatar and name), e-mail, job title, roles, status and View. */
function useTeamColumns(): DataTableColumn<TeamMember>[] {
  const { t } = useTranslation();
  const text = (c: 'fullName' | 'email' | 'jobTitle' | 'role' | 'status') => t(`team.columns.${c}`);
  return [
    {
      id: 'fullName',
      header: text('fullName'),
      rowHeader: true,
      cell: (m) => (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <Avatar
            src={m.imageUrl ?? undefined}
            sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}
            alt=""
            aria-hidden
          >
            {m.firstName.charAt(0)}
            {m.lastName.charAt(0)}
          </Avatar>
          <span style={{ fontWeight: 600 }}>{`${m.firstName} ${m.lastName}`}</span>
        </Stack>
      ),
    },
    { id: 'email', header: text('email'), cell: (m) => m.email },
    { id: 'jobTitle', header: text('jobTitle'), cell: (m) => m.jobTitle ?? '—' },
    { id: 'role', header: text('role'), cell: (m) => <RoleChips roles={m.roles} /> },
    { id: 'status', header: text('status'), cell: (m) => <StatusChip status={m.status} /> },
    {
      id: 'actions',
      header: t('team.columns.actions'),
      align: 'right',
      cell: (m) => (
        <Tooltip title={t('team.viewMember')}>
          <IconButton
            component={RouterAdapter}
            to={`/portal/atrium-team/member/${m.externalId}`}
            aria-label={t('team.viewMemberNamed', { name: `${m.firstName} ${m.lastName}` })}
          >
            <VisibilityOutlinedIcon />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
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
