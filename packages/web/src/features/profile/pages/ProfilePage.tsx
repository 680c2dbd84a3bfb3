import { Alert, Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { LanguageToggle } from '../../language';
import { useProfile } from '../api/profile';
import { ProfileForm } from '../ProfileForm';
import { ProfilePhoto } from '../ProfilePhoto';

/** /one/profile: the person's own profile (spec 1 §3) — photo, name, job title, phone, links, location, bio, language. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const p = profile.data;
  return (
    <>
      <PageHeader title={t('profile.page.title')} subtitle={t('profile.page.subtitle')} />
      <Stack sx={{ gap: 3, maxWidth: 960 }}>
        {profile.isError ? (
          <Alert severity="error">{t('profile.page.loadError')}</Alert>
        ) : !p ? (
          <Card variant="outlined" aria-busy="true" aria-label={t('common.loading')}>
            <CardContent>
              <Skeleton variant="circular" width={96} height={96} />
              <Skeleton width="60%" sx={{ mt: 2 }} />
              <Skeleton width="40%" />
            </CardContent>
          </Card>
        ) : (
          <>
            <Card variant="outlined" component="section" aria-labelledby="profile-photo-title">
              <CardHeader
                title={t('profile.photo.title')}
                slotProps={{ title: { component: 'h2', variant: 'h6', id: 'profile-photo-title' } }}
              />
              <CardContent sx={{ pt: 0 }}>
                <ProfilePhoto profile={p} />
              </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby="profile-details-title">
              <CardHeader
                title={t('profile.page.details')}
                slotProps={{ title: { component: 'h2', variant: 'h6', id: 'profile-details-title' } }}
              />
              <CardContent sx={{ pt: 0 }}>
                <ProfileForm profile={p} />
              </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby="profile-language-title">
              <CardHeader
                title={t('language.title')}
                slotProps={{ title: { component: 'h2', variant: 'h6', id: 'profile-language-title' } }}
              />
              <CardContent sx={{ pt: 0 }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
                  <Typography sx={{ color: 'text.secondary', flex: 1 }}>{t('language.explanation')}</Typography>
                  <LanguageToggle size="medium" showNames />
                </Stack>
              </CardContent>
            </Card>
          </>
        )}
      </Stack>
    </>
  );
}
