import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SHARED_SPACES_MESSAGES as M, SHARED_SPACES_ROUTES as ROUTES, isGuestEmail } from '@atrium/contract';
import { RouterAdapter } from '../../../components/RouterLink';
import { ApiError } from '../../../lib/api-error';
import { guestApi, guestSession } from '../api/guest';
import { sharedSpacesKeys } from '../keys';
import { GuestFrame } from './GuestFrame';
import { guestReturnPath } from './useGuestRoom';

/** /shared-check-email?vr=: e-mail → one-time code (outbox/SMTP) → a session limited to this room. */
export default function SharedCheckEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const vr = params.get('vr') ?? '';
  const next = guestReturnPath(params.get('next'));
  const room = useQuery({
    queryKey: sharedSpacesKeys.publicRoom(vr),
    queryFn: () => guestApi.publicRoom(vr),
    enabled: !!vr,
    retry: false,
  });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const failure = (e: unknown) => {
    if (e instanceof ApiError && e.message === M.roomExpired) return navigate(ROUTES.expired, { replace: true });
    if (e instanceof ApiError && e.status === 429) return setError(t('sharedSpaces.guest.tooMany'));
    if (e instanceof ApiError && e.status === 400) return setError(t('sharedSpaces.guest.codeInvalid'));
    setError((e as Error).message);
  };
  const send = async () => {
    if (!isGuestEmail(email)) return setError(t('sharedSpaces.sharing.messages.invalidEmail'));
    setBusy(true);
    setError(null);
    try {
      await guestApi.requestCode(vr, email.trim().toLowerCase());
      setStep('code');
    } catch (e) {
      failure(e);
    } finally {
      setBusy(false);
    }
  };
  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      guestSession.set(await guestApi.verifyCode(vr, email.trim().toLowerCase(), code.trim()));
      navigate(next ?? ROUTES.shared);
    } catch (e) {
      failure(e);
    } finally {
      setBusy(false);
    }
  };

  if (room.isError || !vr)
    return (
      <GuestFrame>
        <Alert severity="error">{t('sharedSpaces.guest.notFound')}</Alert>
      </GuestFrame>
    );
  return (
    <GuestFrame>
      <Stack
        component="form"
        sx={{ gap: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          void (step === 'email' ? send() : verify());
        }}
      >
        <Typography variant="h5" component="h1">
          {t('sharedSpaces.guest.welcome', { name: room.data?.name ?? '' })}
        </Typography>
        {step === 'email' ? (
          <>
            <Typography>{t('sharedSpaces.guest.emailPrompt')}</Typography>
            <TextField
              type="email"
              required
              autoComplete="email"
              label={t('sharedSpaces.guest.email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" variant="contained" disabled={busy || !email.trim()}>
              {t('sharedSpaces.guest.sendCode')}
            </Button>
          </>
        ) : (
          <>
            <Alert severity="info">{t('sharedSpaces.guest.codeSent')}</Alert>
            <TextField
              required
              autoComplete="one-time-code"
              label={t('sharedSpaces.guest.code')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
            <Button type="submit" variant="contained" disabled={busy || code.trim().length !== 6}>
              {t('sharedSpaces.guest.open')}
            </Button>
          </>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Typography variant="body2">
          {t('sharedSpaces.guest.haveAccount')}{' '}
          <Link component={RouterAdapter} to={`${ROUTES.forLogin}?vr=${vr}`}>
            {t('sharedSpaces.guest.signIn')}
          </Link>
        </Typography>
      </Stack>
    </GuestFrame>
  );
}
