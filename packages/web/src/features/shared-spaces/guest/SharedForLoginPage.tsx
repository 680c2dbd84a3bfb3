import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SHARED_SPACES_MESSAGES as M, SHARED_SPACES_ROUTES as ROUTES } from '@atrium/contract';
import { RouterAdapter } from '../../../components/RouterLink';
import { ApiError } from '../../../lib/api-error';
import { isLoggedIn, useSession } from '../../../session/session';
import { guestSession, openWithAccount } from '../api/guest';
import { GuestFrame } from './GuestFrame';

/**
 * /shared-for-login?vr=: a guest with an account signs in and comes back here, where their account's e-mail opens the
 * room (no code); or they continue with a code sent to their e-mail.
 */
export default function SharedForLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vr = useSearchParams()[0].get('vr') ?? '';
  const session = useSession();
  const signedIn = isLoggedIn(session) && !!session.user;
  const [refused, setRefused] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const back = `${ROUTES.checkEmail}?vr=${encodeURIComponent(vr)}`;
  const here = `${ROUTES.forLogin}?vr=${encodeURIComponent(vr)}`;

  useEffect(() => {
    if (!signedIn || !vr) return;
    let alive = true;
    openWithAccount(vr).then(
      (s) => {
        if (!alive) return;
        guestSession.set(s);
        navigate(ROUTES.shared, { replace: true });
      },
      (e: unknown) => {
        if (!alive) return;
        if (e instanceof ApiError && e.message === M.roomExpired) navigate(ROUTES.expired, { replace: true });
        else if (e instanceof ApiError && e.status === 403) setRefused(true);
        else setError((e as Error).message);
      },
    );
    return () => {
      alive = false;
    };
  }, [signedIn, vr, navigate]);

  const opening = signedIn && !refused && !error;
  return (
    <GuestFrame>
      <Stack sx={{ gap: 2 }}>
        <Typography variant="h5" component="h1">
          {t('sharedSpaces.guest.haveAccount')}
        </Typography>
        {opening ? (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('sharedSpaces.guest.openingWithAccount')}</Typography>
          </Stack>
        ) : signedIn ? (
          <Alert severity="warning">
            {refused ? t('sharedSpaces.guest.notAGuest', { email: session.user?.user.email ?? '' }) : error}
          </Alert>
        ) : (
          <>
            <Typography>{t('sharedSpaces.guest.forLoginText')}</Typography>
            <Button
              variant="contained"
              component={RouterAdapter}
              to={`/login?redirect_uri=${encodeURIComponent(here)}`}
            >
              {t('sharedSpaces.guest.signIn')}
            </Button>
          </>
        )}
        <Button component={RouterAdapter} to={back}>
          {t('sharedSpaces.guest.continueAsGuest')}
        </Button>
      </Stack>
    </GuestFrame>
  );
}
