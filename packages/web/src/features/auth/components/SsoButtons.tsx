import { Button, Divider, Stack } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import MicrosoftIcon from '@mui/icons-material/Microsoft';
import { useTranslation } from 'react-i18next';
import { oidcStartPath, type OidcProvider } from '@atrium/contract';
import { supportedLanguage } from '../../../lib/i18n';
import { useAppConfig } from '../../../lib/app-config';

const ICONS: Record<OidcProvider, typeof GoogleIcon> = { google: GoogleIcon, microsoft: MicrosoftIcon };

/**
 * "Continue with Google / Microsoft" for the providers this deployment configured (none: nothing at all). Each is a
 * plain link: the browser goes to the server, the provider, and back to /redirect signed in (or to /login?error=sso-…).
 * The same buttons sign in an existing account and create a new one.
 */
export function SsoButtons({ redirect }: { redirect?: string | null }) {
  const { t, i18n } = useTranslation();
  const providers = useAppConfig().data?.ssoProviders ?? [];
  if (providers.length === 0) return null;
  const language = supportedLanguage(i18n.language);
  return (
    <>
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>{t('auth.sso.or')}</Divider>
      <Stack spacing={1.5}>
        {providers.map((provider) => {
          const Icon = ICONS[provider];
          return (
            <Button
              key={provider}
              variant="outlined"
              size="large"
              fullWidth
              href={oidcStartPath(provider, { language, redirect })}
              startIcon={<Icon aria-hidden />}
            >
              {t('auth.sso.continueWith', { provider: t(`auth.sso.providers.${provider}`) })}
            </Button>
          );
        })}
      </Stack>
    </>
  );
}
