import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import { useTranslation } from 'react-i18next';
import { ROLES, type AccountType } from '@atrium/contract';
import { useWorkspace } from '../../../workspace/workspace';
import { useSession } from '../../../session/session';
import { viewOf } from '../../../session/landing';
import { useTenantMembers } from '../api/tenant-members';
import { canShowInvite } from '../invite-rule';
import { InviteUserDialog } from './InviteUserDialog';
import { InvitationsList } from './InvitationsList';
import { DataTable } from '../../../components/DataTable';
import { tenantDisplayName } from '../../../lib/tenant-name';

const PAGE_SIZE = 10;

export interface CompanyUsersTenant {
  externalId: string;
  name: string;
  accountType: AccountType;
  isInternal: boolean;
}

/**
 * The company-users section: its header with the Invite button (spec 1 §6), the tenant's users, and its
 * invitations with Resend.
 */
export function CompanyUsersSection({ tenant }: { tenant: CompanyUsersTenant }) {
  const { t } = useTranslation();
  const view = viewOf(useLocation().pathname);
  const { isCompanyAdmin, isAtriumAdminOrKam, atriumMembership } = useWorkspace();
  const { user } = useSession();
  const isStaffAdmin =
    !!atriumMembership?.roles.some((r) => r.name === ROLES.portalAdmin) ||
    !!user?.roles.some((r) => r.name === ROLES.superadmin);
  const [inviting, setInviting] = useState(false);
  const [page, setPage] = useState(0);
  const members = useTenantMembers(tenant.externalId, page, PAGE_SIZE);
  const showInvite = canShowInvite({
    view,
    accountType: tenant.accountType,
    isCompanyAdmin,
    isAtriumAdminOrKam,
    isInternalTenant: tenant.isInternal,
    isStaffAdmin,
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby="company-users-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 2, mb: 2 }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="company-users-title" component="h2" variant="h6">
              {t('invitations.section.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('invitations.section.subtitle', { company: tenantDisplayName(tenant.name) })}
            </Typography>
          </Stack>
          {showInvite && (
            <Button variant="contained" startIcon={<PersonAddAltIcon />} onClick={() => setInviting(true)}>
              {t('invitations.section.invite')}
            </Button>
          )}
        </Stack>
        <DataTable
          aria-labelledby="company-users-title"
          size="small"
          columns={[
            {
              id: 'name',
              header: t('invitations.section.name'),
              rowHeader: true,
              cellSx: { fontWeight: 600 },
              cell: (u) => `${u.firstName} ${u.lastName}`,
            },
            {
              id: 'email',
              header: t('invitations.section.email'),
              cellSx: { overflowWrap: 'anywhere' },
              cell: (u) => u.email,
            },
            { id: 'jobTitle', header: t('invitations.section.jobTitle'), cell: (u) => u.title ?? '—' },
          ]}
          rows={members.data?.items}
          rowKey={(u) => u.externalId}
          rowTestId="company-user-row"
          paging={{
            page,
            pageSize: PAGE_SIZE,
            total: members.data?.total ?? 0,
            onPageChange: setPage,
            hideSinglePage: true,
          }}
        />
        {showInvite && <InvitationsList tenantExternalId={tenant.externalId} />}
      </CardContent>
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} tenant={tenant} />
    </Card>
  );
}
