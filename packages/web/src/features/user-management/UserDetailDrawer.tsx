import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { useTranslation } from 'react-i18next';
import type { ManagedUserCompany, ManagedUserDetail } from '@atrium/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFormatDate } from '../../lib/dates';
import { roleText } from '../../lib/role-label';
import { notify } from '../../lib/notify';
import { mutationErrorText } from '../../components/useApi';
import { useLoginAs } from '../auth';
import { useManagedUser } from './api/user-detail';
import { useResendInvitation, useResendVerification, useSetUserStatus } from './api/user-actions';
import { UserStatusChip } from './UserChips';

type Pending = 'deactivate' | 'reactivate' | 'loginAs' | null;

/** One account, opened from the list: its facts, companies and open invitations, and what a portal admin can do. */
export function UserDetailDrawer({
  externalId,
  onClose,
  onShowCompany,
}: {
  externalId: string | null;
  onClose: () => void;
  /** Lists the users of one of this user's companies. */
  onShowCompany?: (company: ManagedUserCompany) => void;
}) {
  const { t } = useTranslation();
  const detail = useManagedUser(externalId);
  const u = detail.data;
  return (
    <Drawer
      anchor="right"
      open={!!externalId}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'user-detail-title',
          sx: { width: { xs: '100%', sm: 480 }, maxWidth: '100vw' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id="user-detail-title" component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          {u ? `${u.firstName} ${u.lastName}` : t('userManagement.detail.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {detail.isError ? (
          <Alert severity="error">{t('userManagement.detail.notFound')}</Alert>
        ) : !u ? (
          <Stack sx={{ gap: 1 }} aria-busy="true">
            <Skeleton width="60%" />
            <Skeleton width="80%" />
            <Skeleton height={120} />
          </Stack>
        ) : (
          <UserDetail u={u} onShowCompany={onShowCompany} />
        )}
      </Box>
    </Drawer>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function UserDetail({
  u,
  onShowCompany,
}: {
  u: ManagedUserDetail;
  onShowCompany?: (company: ManagedUserCompany) => void;
}) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const name = `${u.firstName} ${u.lastName}`;
  const [pending, setPending] = useState<Pending>(null);
  const setStatus = useSetUserStatus(u.externalId, (d) =>
    t(d.status === 'ACTIVE' ? 'userManagement.detail.reactivated' : 'userManagement.detail.deactivated', { name }),
  );
  const resendVerification = useResendVerification(u.externalId, t('userManagement.detail.verificationSent'));
  const resendInvitation = useResendInvitation(u.externalId, t('userManagement.detail.invitationSent'));
  const loginAs = useLoginAs();

  const confirm = async () => {
    try {
      if (pending === 'deactivate') await setStatus.mutateAsync('INACTIVE');
      if (pending === 'reactivate') await setStatus.mutateAsync('ACTIVE');
      if (pending === 'loginAs') await loginAs(u.email);
    } catch (err) {
      // The status mutation shows its own toast; login-as reports here.
      if (pending === 'loginAs') notify(mutationErrorText(err), 'error');
    } finally {
      setPending(null);
    }
  };

  const dialogText: Record<Exclude<Pending, null>, string> = {
    deactivate: t('userManagement.detail.confirmDeactivate', { name }),
    reactivate: t('userManagement.detail.confirmReactivate', { name }),
    loginAs: t('userManagement.detail.confirmLoginAs', { name, email: u.email }),
  };

  return (
    <Stack sx={{ gap: 3 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        <Fact label={t('userManagement.columns.email')}>{u.email}</Fact>
        <Fact label={t('userManagement.columns.status')}>
          <UserStatusChip status={u.status} />
        </Fact>
        <Fact label={t('userManagement.detail.verified')}>
          {u.emailVerified ? t('userManagement.detail.yes') : t('userManagement.detail.no')}
        </Fact>
        <Fact label={t('userManagement.columns.lastSignIn')}>
          {u.lastSignInAt
            ? date(u.lastSignInAt, { dateStyle: 'medium', timeStyle: 'short' })
            : t('userManagement.never')}
        </Fact>
        <Fact label={t('userManagement.detail.created')}>{date(u.createdAt)}</Fact>
        {u.jobTitle && <Fact label={t('userManagement.detail.jobTitle')}>{u.jobTitle}</Fact>}
        {u.phone && <Fact label={t('userManagement.detail.phone')}>{u.phone}</Fact>}
        {u.userRoles.length > 0 && (
          <Fact label={t('userManagement.detail.userRoles')}>{u.userRoles.map(roleText).join(', ')}</Fact>
        )}
      </Box>

      <Stack sx={{ gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('userManagement.detail.companies')}
        </Typography>
        {u.companies.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('userManagement.detail.noCompanies')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {u.companies.map((c) => (
              <ListItem
                key={c.tenantExternalId}
                disableGutters
                secondaryAction={
                  onShowCompany && (
                    <Button
                      size="small"
                      onClick={() => onShowCompany(c)}
                      aria-label={t('userManagement.detail.showUsersOf', { company: c.name })}
                    >
                      {t('userManagement.detail.showUsers')}
                    </Button>
                  )
                }
              >
                <ListItemText
                  sx={{ pr: onShowCompany ? 14 : 0 }}
                  primary={c.isInternal ? `${c.name} (${t('userManagement.kind.STAFF')})` : c.name}
                  secondary={c.roles.map(roleText).join(', ') || '—'}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>

      <Stack sx={{ gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('userManagement.detail.invitations')}
        </Typography>
        {u.openInvitations.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('userManagement.detail.noInvitations')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {u.openInvitations.map((i) => (
              <ListItem
                key={i.externalId}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    startIcon={<SendOutlinedIcon />}
                    loading={resendInvitation.isPending && resendInvitation.variables === i.externalId}
                    onClick={() => resendInvitation.mutate(i.externalId)}
                    aria-label={t('userManagement.detail.resendInvitationTo', { company: i.tenant.name })}
                  >
                    {t('userManagement.detail.resend')}
                  </Button>
                }
              >
                <ListItemText
                  primary={i.tenant.name}
                  secondary={t(
                    `userManagement.detail.invitationStatus.${i.status === 'EXPIRED' ? 'EXPIRED' : 'PENDING'}`,
                    {
                      date: date(i.expiresAt),
                    },
                  )}
                  sx={{ pr: 12 }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>

      <Stack sx={{ gap: 1.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('userManagement.detail.actions')}
        </Typography>
        {u.status === 'ACTIVE' && !u.emailVerified && (
          <Button
            variant="outlined"
            startIcon={<MarkEmailReadOutlinedIcon />}
            loading={resendVerification.isPending}
            onClick={() => resendVerification.mutate()}
          >
            {t('userManagement.detail.resendVerification')}
          </Button>
        )}
        {u.canLoginAs && (
          <Button variant="outlined" startIcon={<LoginOutlinedIcon />} onClick={() => setPending('loginAs')}>
            {t('userManagement.detail.loginAs')}
          </Button>
        )}
        {u.status === 'ACTIVE' ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<BlockOutlinedIcon />}
            onClick={() => setPending('deactivate')}
          >
            {t('userManagement.detail.deactivate')}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<LockOpenOutlinedIcon />} onClick={() => setPending('reactivate')}>
            {t('userManagement.detail.reactivate')}
          </Button>
        )}
      </Stack>

      <ConfirmDialog
        open={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
        title={pending ? t(`userManagement.detail.confirmTitle.${pending}`) : undefined}
        text={pending ? dialogText[pending] : undefined}
        confirmLabel={pending ? t(`userManagement.detail.confirmLabel.${pending}`) : undefined}
        destructive={pending === 'deactivate'}
      />
    </Stack>
  );
}
