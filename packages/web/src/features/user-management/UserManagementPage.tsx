import { Navigate, useSearchParams } from 'react-router';
import {
  Avatar,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import {
  LIMITS,
  MANAGED_USER_KINDS,
  TEAM_STATUSES,
  type ManagedUser,
  type ManagedUserKind,
  type TeamStatus,
} from '@atrium/contract';
import { SearchBox } from '../../components/SearchBox';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { useFormatDate } from '../../lib/dates';
import { roleText } from '../../lib/role-label';
import { useUsersPage } from './api/list-users';
import { UserDetailDrawer } from './UserDetailDrawer';
import { companiesText, UserStatusChip } from './UserChips';
import { useIsPortalAdmin } from './useIsPortalAdmin';

const PAGE_SIZE = LIMITS.teamPageSize;
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v && (values as readonly string[]).includes(v) ? (v as T) : null;

/** /portal/admin/user-management — every account of every customer and of the provider, for portal admins. */
export default function UserManagementPage() {
  const { t } = useTranslation();
  const isAdmin = useIsPortalAdmin();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1 || 0);
  const status = oneOf<TeamStatus>(TEAM_STATUSES, params.get('status'));
  const kind = oneOf<ManagedUserKind>(MANAGED_USER_KINDS, params.get('kind'));
  const opened = params.get('user');
  // One company's people, chosen from a user's companies in the drawer.
  const company = params.get('company');
  const companyName = params.get('companyName') ?? '';
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  // Nobody but a portal admin asks (they are sent to the 401 page below).
  const query = useUsersPage(
    page,
    PAGE_SIZE,
    { search: search || null, status, kind, ...(company ? { tenantExternalId: company } : {}) },
    isAdmin,
  );
  const columns = useColumns((id) => update({ user: id }));
  const total = query.data?.total ?? 0;
  const filtered = !!search || !!status || !!kind || !!company;

  if (!isAdmin) return <Navigate to="/unauthorized" replace />;

  return (
    <>
      <PageHeader
        title={t('userManagement.title')}
        subtitle={query.data ? t('userManagement.count', { count: total }) : ' '}
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ mb: 2, gap: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <SearchBox
          value={search}
          onSearch={(q) => update({ q, page: null })}
          label={t('userManagement.search')}
          fullWidth
        />
        <Stack direction="row" sx={{ gap: 2 }}>
          <TextField
            select
            size="small"
            label={t('userManagement.filters.status')}
            value={status ?? ''}
            onChange={(e) => update({ status: e.target.value || null, page: null })}
            sx={{ minWidth: 150, flex: 1 }}
          >
            <MenuItem value="">{t('userManagement.filters.any')}</MenuItem>
            {TEAM_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`userManagement.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('userManagement.filters.kind')}
            value={kind ?? ''}
            onChange={(e) => update({ kind: e.target.value || null, page: null })}
            sx={{ minWidth: 150, flex: 1 }}
          >
            <MenuItem value="">{t('userManagement.filters.any')}</MenuItem>
            {MANAGED_USER_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`userManagement.kind.${k}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>

      {company && (
        <Chip
          sx={{ mb: 2, maxWidth: '100%' }}
          label={t('userManagement.filters.company', { name: companyName })}
          onDelete={() => update({ company: null, companyName: null, page: null })}
        />
      )}
      <QueryErrorAlert query={query} message={t('userManagement.loadError')} />

      <DataTable
        aria-label={t('userManagement.title')}
        columns={columns}
        rows={query.data?.items}
        rowKey={(u) => u.externalId}
        rowTestId="user-row"
        hover
        onRowClick={(u) => update({ user: u.externalId })}
        isRowSelected={(u) => u.externalId === opened}
        loading={query.isPending}
        busy={query.isFetching}
        stale={query.isPlaceholderData}
        outlined
        empty={
          <Paper variant="outlined">
            <EmptyState
              icon={<SearchOffIcon />}
              title={filtered ? t('userManagement.noMatch') : t('userManagement.empty')}
              action={
                filtered ? (
                  <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                    {t('userManagement.filters.clear')}
                  </Button>
                ) : undefined
              }
            />
          </Paper>
        }
        renderCard={(u) => <UserCard key={u.externalId} u={u} onOpen={() => update({ user: u.externalId })} />}
        paging={{
          page,
          pageSize: PAGE_SIZE,
          total,
          onPageChange: (p) => update({ page: p > 0 ? String(p + 1) : null }),
        }}
      />
      <UserDetailDrawer
        externalId={opened}
        onClose={() => update({ user: null })}
        onShowCompany={(c) =>
          update({ user: null, company: c.tenantExternalId, companyName: c.name, q: null, page: null })
        }
      />
    </>
  );
}

function useColumns(onOpen: (externalId: string) => void): DataTableColumn<ManagedUser>[] {
  const { t } = useTranslation();
  const date = useFormatDate();
  return [
    {
      id: 'name',
      header: t('userManagement.columns.name'),
      rowHeader: true,
      cell: (u) => (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <Avatar
            sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}
            alt=""
            aria-hidden
          >
            {u.firstName.charAt(0)}
            {u.lastName.charAt(0)}
          </Avatar>
          <span style={{ fontWeight: 600 }}>{`${u.firstName} ${u.lastName}`}</span>
        </Stack>
      ),
    },
    { id: 'email', header: t('userManagement.columns.email'), cell: (u) => u.email },
    {
      id: 'company',
      header: t('userManagement.columns.company'),
      hideBelow: 'lg',
      cell: (u) => companiesText(u) || '—',
    },
    {
      id: 'roles',
      header: t('userManagement.columns.roles'),
      hideBelow: 'lg',
      cell: (u) => (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {[...new Set([...u.userRoles, ...u.companies.flatMap((c) => c.roles)])].map((r) => (
            <Chip key={r} size="small" label={roleText(r)} />
          ))}
        </Stack>
      ),
    },
    { id: 'status', header: t('userManagement.columns.status'), cell: (u) => <UserStatusChip status={u.status} /> },
    {
      id: 'lastSignIn',
      header: t('userManagement.columns.lastSignIn'),
      cell: (u) =>
        u.lastSignInAt ? date(u.lastSignInAt, { dateStyle: 'medium', timeStyle: 'short' }) : t('userManagement.never'),
    },
    {
      id: 'actions',
      header: t('userManagement.columns.actions'),
      headerHidden: true,
      align: 'right',
      cell: (u) => (
        <Tooltip title={t('userManagement.open')}>
          <IconButton
            onClick={(e) => {
              e.stopPropagation();
              onOpen(u.externalId);
            }}
            aria-label={t('userManagement.openNamed', { name: `${u.firstName} ${u.lastName}` })}
          >
            <VisibilityOutlinedIcon />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}

/** A user on a phone: the row's facts in a card that opens the details. */
function UserCard({ u, onOpen }: { u: ManagedUser; onOpen: () => void }) {
  const { t } = useTranslation();
  const name = `${u.firstName} ${u.lastName}`;
  return (
    <Card component="li" variant="outlined" data-testid="user-card">
      <CardActionArea onClick={onOpen} aria-label={t('userManagement.openNamed', { name })}>
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 700, flex: 1, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <UserStatusChip status={u.status} />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {u.email}
          </Typography>
          {u.companies.length > 0 && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {companiesText(u)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
