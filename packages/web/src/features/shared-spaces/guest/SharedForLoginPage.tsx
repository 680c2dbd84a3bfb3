import { useSearchParams } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SHARED_SPACES_ROUTES as ROUTES } from '@atrium/contract';
import { RouterAdapter } from '../../../components/RouterLink';
import { GuestFrame } from './GuestFrame';

/** /shared-for-login?vr=: a guest with an account signs in, or continues with an e-mail code. */
export default function SharedForLoginPage() {
  const { t } = useTranslation();
  const vr = useSearchParams()[0].get('vr') ?? '';
  const back = `${ROUTES.checkEmail}?vr=${vr}`;
  return (
    <GuestFrame>
      <Stack sx={{ gap: 2 }}>
        <Typography variant="h5" component="h1">
          {t('sharedSpaces.guest.haveAccount')}
        </Typography>
        <Typography>{t('sharedSpaces.guest.forLoginText')}</Typography>
        <Button variant="contained" component={RouterAdapter} to="/login" state={{ from: back }}>
          {t('sharedSpaces.guest.signIn')}
        </Button>
        <Button component={RouterAdapter} to={back}>
          {t('sharedSpaces.guest.continueAsGuest')}
        </Button>
      </Stack>
    </GuestFrame>
  );
}
