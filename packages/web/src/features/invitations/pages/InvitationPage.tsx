import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { loadCurrentUser, logout, useSession } from '../../../session/session';
import { loadWorkspaces, selectMembership } from '../../../workspace/workspace';
import { landingPath } from '../../../session/landing';
import { notify } from '../../../lib/notify';
import { AuthLayout } from '../../auth';
import { useInvitationStatus } from '../api/invitation-status';
import { acceptInvitation, rejectInvitation } from '../api/respond-invitation';
import { invitationMessage, notifyInvitationError } from '../messages';
import { InvitationUnavailable } from '../components/InvitationState';
import { roleText } from '../../../lib/role-label';

/**
 * /invitation/company/:userEmail/:invitationExternalId — an existing user accepts or declines an invitation.
 * The route needs a session; signed out, the user signs in first and comes back here (redirect_uri).
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userEmail = '', invitationExternalId = '' } = useParams();
  const me = useSession().user;
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const [declined, setDeclined] = useState(false);
  const status = useInvitationStatus(invitationExternalId, userEmail);
  const title = t('invitations.page.title');
  if (status.isPending || !me) return <FullPageLoader />;
  if (status.isError || status.data.blocked) {
    return (
      <AuthLayout title={title}>
        <InvitationUnavailable status={status.data} error={status.error} />
      </AuthLayout>
    );
  }
  const inv = status.data;

  // Signed in as someone else: the invitation belongs to the address it was sent to.
  if (me.user.email.toLowerCase() !== inv.email.toLowerCase()) {
    const here = window.location.pathname;
    return (
      <AuthLayout title={title}>
        <Stack spacing={2}>
          <Alert severity="warning">
            {t('invitations.page.otherAccount', { email: inv.email, me: me.user.email })}
          </Alert>
          <Button
            variant="contained"
            onClick={async () => {
              await logout('silent');
              await navigate(`/login?redirect_uri=${encodeURIComponent(here)}`, { replace: true });
            }}
          >
            {t('invitations.page.switchAccount')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const body = { userExternalId: me.externalId, tenantExternalId: inv.tenant.externalId, invitationExternalId };
  const accept = async () => {
    setBusy('accept');
    try {
      await acceptInvitation(body);
      // The new membership (and perhaps new roles) must be in the session before the app opens it.
      const user = await loadCurrentUser();
      await loadWorkspaces({ preferTenant: inv.tenant.externalId });
      selectMembership(inv.tenant.externalId);
      notify(invitationMessage('invitationAccepted'), 'success');
      await navigate(landingPath(user), { replace: true });
    } catch (err) {
      notifyInvitationError(err);
      setBusy(null);
    }
  };
  const reject = async () => {
    setBusy('reject');
    try {
      await rejectInvitation(body);
      setDeclined(true);
    } catch (err) {
      notifyInvitationError(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthLayout title={title}>
      {declined ? (
        <Alert severity="info" data-testid="invitation-declined">
          {t('invitations.page.declined', { company: inv.tenant.name })}
        </Alert>
      ) : (
        <Stack spacing={3}>
          <Typography>
            {t('invitations.page.text', {
              inviter: inv.initiatorName,
              company: inv.tenant.name,
              role: roleText(inv.roleName),
            })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" size="large" onClick={accept} loading={busy === 'accept'} disabled={!!busy}>
              {t('invitations.page.accept')}
            </Button>
            <Button
              variant="outlined"
              size="large"
              color="inherit"
              onClick={reject}
              loading={busy === 'reject'}
              disabled={!!busy}
            >
              {t('invitations.page.decline')}
            </Button>
          </Stack>
        </Stack>
      )}
    </AuthLayout>
  );
}
