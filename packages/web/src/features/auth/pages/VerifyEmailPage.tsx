import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { useCooldown } from '../hooks/useCooldown';
import { authErrorMessage } from '../errors';
import { BackToLoginLink } from '../components/BackToLoginLink';

/** Seconds the resend button stays disabled after each click. */
export const RESEND_VERIFICATION_COOLDOWN_S = 30;

/** /verify-email/:userExternalId — after sign-up (or an unverified sign-in): check your inbox, resend. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { userExternalId = '' } = useParams();
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email ?? null;
  const cooldown = useCooldown(RESEND_VERIFICATION_COOLDOWN_S);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setError(null);
    setSending(true);
    cooldown.start();
    try {
      await authApi.resendVerificationEmail(userExternalId);
      notify(t('auth.verifyEmail.resent'), 'success');
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout title={t('auth.verifyEmail.title')}>
      <Stack spacing={2}>
        <MarkEmailUnreadOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography>{email ? t('auth.verifyEmail.sentTo', { email }) : t('auth.verifyEmail.sentGeneric')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('auth.verifyEmail.hint')}
        </Typography>
        <FormAlert message={error} />
        <Button
          variant="outlined"
          size="large"
          fullWidth
          onClick={resend}
          loading={sending}
          disabled={cooldown.active || sending}
        >
          {cooldown.active && !sending
            ? t('auth.verifyEmail.resendIn', { seconds: cooldown.remaining })
            : t('auth.verifyEmail.resend')}
        </Button>
        <BackToLoginLink email={email} />
      </Stack>
    </AuthLayout>
  );
}
