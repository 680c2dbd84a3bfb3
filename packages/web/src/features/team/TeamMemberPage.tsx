import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Avatar, Button, Card, CardContent, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates';
import { PageHeader } from '../../components/PageHeader';
import { RouterAdapter } from '../../components/RouterLink';
import { accountTypeKey } from '../workspace';
import { useTeamMember } from './api/team-member';
import { useAssociatedProducts } from './api/associated-products';
import { RoleChips, StatusChip } from './TeamChips';
import { EditTeamMemberDialog } from './EditTeamMemberDialog';
import { DataTable } from '../../components/DataTable';
import { roleText } from '../../lib/role-label';

const PRODUCTS_PAGE_SIZE = 10;

/** /portal/atrium-team/member/:externalId — a team member, the customer accounts they work in, and the edit form. */
export default function TeamMemberPage() {
  const { t } = useTranslation();
  const { externalId = '' } = useParams();
  const [editing, setEditing] = useState(false);
  const [page, setPage] = useState(0);
  const detail = useTeamMember(externalId);
  const products = useAssociatedProducts(externalId, page, PRODUCTS_PAGE_SIZE);
  const m = detail.data?.member;
  const date = useFormatDate();
  const back = (
    <Button component={RouterAdapter} to="/portal/atrium-team" startIcon={<ArrowBack aria-hidden />}>
      {t('team.member.back')}
    </Button>
  );

  if (detail.isError) {
    return (
      <>
        {back}
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('team.member.notFound')}
        </Alert>
      </>
    );
  }

  return (
    <>
      {back}
      <PageHeader
        title={m ? `${m.firstName} ${m.lastName}` : <Skeleton width={240} />}
        subtitle={m?.email ?? ' '}
        actions={
          detail.data?.canEdit && (
            <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              {t('team.member.edit')}
            </Button>
          )
        }
      />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          {m ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3, alignItems: { sm: 'center' } }}>
              <Avatar
                src={m.imageUrl ?? undefined}
                sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}
                alt=""
                aria-hidden
              >
                {m.firstName.charAt(0)}
                {m.lastName.charAt(0)}
              </Avatar>
              <Stack
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
                  columnGap: 3,
                  rowGap: 1,
                }}
              >
                <Typography component="dt" color="text.secondary">
                  {t('team.columns.jobTitle')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {m.jobTitle ?? '—'}
                </Typography>
                <Typography component="dt" color="text.secondary">
                  {t('team.columns.role')}
                </Typography>
                <dd style={{ margin: 0 }}>
                  <RoleChips roles={m.roles} />
                </dd>
                <Typography component="dt" color="text.secondary">
                  {t('team.columns.status')}
                </Typography>
                <dd style={{ margin: 0 }}>
                  <StatusChip status={m.status} />
                </dd>
              </Stack>
            </Stack>
          ) : (
            <Skeleton height={80} />
          )}
        </CardContent>
      </Card>

      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('team.member.products')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('team.member.productsHint')}
      </Typography>
      <DataTable
        aria-label={t('team.member.products')}
        columns={[
          {
            id: 'customer',
            header: t('team.member.customer'),
            rowHeader: true,
            cellSx: { fontWeight: 600 },
            cell: (p) => p.name,
          },
          {
            id: 'accountType',
            header: t('team.member.accountType'),
            cell: (p) => <Chip size="small" variant="outlined" label={t(accountTypeKey(p.accountType))} />,
          },
          { id: 'role', header: t('team.columns.role'), cell: (p) => p.roles.map(roleText).join(', ') },
          { id: 'since', header: t('team.member.since'), cell: (p) => date(p.since) },
        ]}
        rows={products.data?.items}
        rowKey={(p) => p.tenantExternalId}
        rowTestId="product-row"
        loading={products.isPending}
        outlined
        empty={
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="text.secondary">{t('team.member.noProducts')}</Typography>
          </Paper>
        }
        paging={{
          page,
          pageSize: PRODUCTS_PAGE_SIZE,
          total: products.data?.total ?? 0,
          onPageChange: setPage,
          hideSinglePage: true,
        }}
      />
      {m && detail.data?.canEdit && (
        <EditTeamMemberDialog open={editing} onClose={() => setEditing(false)} member={m} />
      )}
    </>
  );
}
