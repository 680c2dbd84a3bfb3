import { Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { PageHeader } from '../../components/PageHeader';
import { LanguageToggle } from '../language/LanguageToggle';
import { UpdatePasswordCard } from '../auth';
import { CompanyInfoCard } from '../company-profile/CompanyInfoCard';

/** Settings (both views): the account, the language, and the password. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Stack sx={{ gap: 3, maxWidth: 720 }}>
        <Card variant="outlined">
          <CardHeader title={t('settings.account.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
          <CardContent sx={{ pt: 0 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, rowGap: 1, columnGap: 2 }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {t('settings.account.name')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {user ? `${user.user.firstName} ${user.user.lastName}` : ''}
              </Typography>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {t('settings.account.email')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {user?.user.email}
              </Typography>
            </Box>
          </CardContent>
        </Card>
        <CompanyInfoCard />
        <Card variant="outlined">
          <CardHeader title={t('language.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
          <CardContent sx={{ pt: 0 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
              <Typography sx={{ color: 'text.secondary', flex: 1 }}>{t('language.explanation')}</Typography>
              <LanguageToggle size="medium" showNames />
            </Stack>
          </CardContent>
        </Card>
        <UpdatePasswordCard />
      </Stack>
    </>
  );
}
