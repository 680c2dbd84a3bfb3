import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { LanguageToggle } from '../../features/language';
import { UpdatePasswordCard } from '../../features/auth';
import { PersonalInfoCard } from '../../features/profile';
import { SettingsCompanyUsers } from '../../features/invitations';
import { useLocation } from 'react-router';
import { viewOf } from '../../session/landing';
import { CurrentPlanCard } from '../../features/subscriptions';
import { CompanyInfoCard } from '../../features/company-profile';

/** Settings (both views): the account, the language, the current plan (customer view) and the password. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const view = viewOf(useLocation().pathname);
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Stack sx={{ gap: 3, maxWidth: 960 }}>
        <PersonalInfoCard />
        <CompanyInfoCard />
        <SettingsCompanyUsers />
        <Card variant="outlined">
          <CardHeader title={t('language.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
          <CardContent sx={{ pt: 0 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
              <Typography sx={{ color: 'text.secondary', flex: 1 }}>{t('language.explanation')}</Typography>
              <LanguageToggle size="medium" showNames />
            </Stack>
          </CardContent>
        </Card>
        {view === 'one' && <CurrentPlanCard />}
        <UpdatePasswordCard />
      </Stack>
    </>
  );
}
