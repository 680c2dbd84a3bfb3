import { Link as RouterDomLink, useLocation, useSearchParams } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/AuthLayout';
import { RouterLink } from '../components/RouterLink';
import { BackToLoginLink } from '../components/BackToLoginLink';

/** /forgot-password/email-sent: the code is on its way; next, /reset-password with the e-mail filled in. */
export default function ForgotPasswordEmailSentPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const email = (location.state as { email?: string } | null)?.email ?? params.get('email') ?? '';
  const resetPath = email ? `/reset-password?email=${encodeURIComponent(email)}` : '/reset-password';

  return (
    <AuthLayout title={t('auth.emailSent.title')}>
      <Stack spacing={2}>
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography>{email ? t('auth.emailSent.sentTo', { email }) : t('auth.emailSent.sentGeneric')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('auth.emailSent.hint')}
        </Typography>
        <Button component={RouterDomLink} to={resetPath} variant="contained" size="large" fullWidth>
          {t('auth.emailSent.enterCode')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.emailSent.noEmail')}{' '}
          <RouterLink to="/forgot-password" state={email ? { email } : undefined}>
            {t('auth.emailSent.tryAgain')}
          </RouterLink>
        </Typography>
        <BackToLoginLink />
      </Stack>
    </AuthLayout>
  );
}
