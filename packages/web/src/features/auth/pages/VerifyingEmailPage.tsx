import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { callOnce } from '../hooks/once';
import { authErrorMessage } from '../errors';
import { BackToLoginLink } from '../components/BackToLoginLink';
import { NOT_SUPPORTED_PATH, sendToNotSupported } from '../../../lib/device';

/**
 * /verifying-email/:code?email= — the link of the verification e-mail. Validates the code once (even
 * under StrictMode's double mount), signs the user in and opens their landing page.
 */
export default function VerifyingEmailPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const completeSignIn = useRef(useCompleteSignIn());
  const [failure, setFailure] = useState<string | null>(null);
  const incomplete = !code || !email;
  const error = incomplete ? t('auth.verifying.incompleteLink') : failure;

  useEffect(() => {
    if (!code || !email) return;
    let active = true;
    callOnce(`verify:${code}:${email}`, () => authApi.validateEmail(code, email))
      // The link completes the sign-up: phones land on /not-supported (spec 1 §2.5), others on their landing page.
      .then((reply) =>
        active ? completeSignIn.current(reply, sendToNotSupported() ? NOT_SUPPORTED_PATH : null) : undefined,
      )
      .catch((err) => {
        if (active) setFailure(authErrorMessage(err));
      });
    return () => {
      active = false;
    };
  }, [code, email]);

  return (
    <AuthLayout title={t('auth.verifying.title')}>
      {error ? (
        <Stack spacing={2}>
          <FormAlert message={error} />
          <Typography variant="body2">{t('auth.verifying.failedHint')}</Typography>
          <BackToLoginLink email={email} />
        </Stack>
      ) : (
        <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('auth.verifying.inProgress')}</Typography>
        </Box>
      )}
    </AuthLayout>
  );
}
