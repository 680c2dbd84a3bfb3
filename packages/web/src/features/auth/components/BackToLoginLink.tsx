import { Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RouterLink } from './RouterLink';

/** The centred "Back to log in" link of the auth pages; carries the e-mail over when known. */
export function BackToLoginLink({ email, sx }: { email?: string | null; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={[{ textAlign: 'center' }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}>
      <RouterLink to="/login" state={email ? { email } : undefined}>
        {t('auth.common.backToLogin')}
      </RouterLink>
    </Typography>
  );
}
