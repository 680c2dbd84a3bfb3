import { useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates';
import { type InvitationStatus } from '@atrium/contract';
import { notify } from '../../../lib/notify';
import { useInvitations } from '../api/list-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { invitationMessage, notifyInvitationError } from '../messages';
import { DataTable } from '../../../components/DataTable';
import { roleText } from '../../../lib/role-label';

const PAGE_SIZE = 5;
// Outlined chips with dark text: MUI's filled warning chip (white on orange) fails the 4.5:1 contrast rule.
const STATUS_COLOR: Record<InvitationStatus, string> = {
  PENDING: '#7a3e00',
  ACCEPTED: '#1b5e20',
  REJECTED: '#b71c1c',
  EXPIRED: '#545454',
};

/**
 * A tenant's invitations, newest first, with their status and Resend for the open and expired ones. Shown only to
 * those the server lets list them (company admin, staff admin or KAM): a refusal hides the list.
 */
export function InvitationsList({ tenantExternalId }: { tenantExternalId: string }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const [page, setPage] = useState(0);
  const query = useInvitations(tenantExternalId, page, PAGE_SIZE);
  const resend = useResendInvitation(tenantExternalId, {
    errorMode: 'none',
    onSuccess: () => notify(invitationMessage('invitationSent'), 'success'),
    onError: notifyInvitationError,
  });
  if (query.isError || !query.data) return null;
  const { items, total } = query.data;

  return (
    <Stack component="section" aria-labelledby="invitations-title" spacing={1} sx={{ mt: 3 }}>
      <Typography id="invitations-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('invitations.list.title')}
      </Typography>
      <DataTable
        aria-labelledby="invitations-title"
        size="small"
        columns={[
          {
            id: 'email',
            header: t('invitations.list.email'),
            cellSx: { overflowWrap: 'anywhere' },
            cell: (inv) => inv.email,
          },
          { id: 'role', header: t('invitations.list.role'), cell: (inv) => roleText(inv.role.name) },
          {
            id: 'status',
            header: t('invitations.list.status'),
            cell: (inv) => (
              <Chip
                size="small"
                variant="outlined"
                sx={{ color: STATUS_COLOR[inv.status], borderColor: STATUS_COLOR[inv.status] }}
                label={t(`invitations.status.${inv.status}`)}
              />
            ),
          },
          {
            id: 'expires',
            header: t('invitations.list.expires'),
            cell: (inv) => (inv.status === 'PENDING' ? date(inv.expiresAt) : '—'),
          },
          {
            id: 'actions',
            header: t('invitations.list.actions'),
            align: 'right',
            cell: (inv) =>
              (inv.status === 'PENDING' || inv.status === 'EXPIRED') && (
                <Button
                  size="small"
                  onClick={() => resend.mutate(inv.externalId)}
                  loading={resend.isPending && resend.variables === inv.externalId}
                >
                  {t('invitations.list.resend')}
                </Button>
              ),
          },
        ]}
        rows={items}
        rowKey={(inv) => inv.externalId}
        rowTestId="invitation-row"
        empty={<Typography color="text.secondary">{t('invitations.list.empty')}</Typography>}
        paging={{ page, pageSize: PAGE_SIZE, total, onPageChange: setPage, hideSinglePage: true }}
      />
    </Stack>
  );
}
