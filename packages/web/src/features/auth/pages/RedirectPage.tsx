import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '@atrium/contract';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { callOnce } from '../hooks/once';
import { BackToLoginLink } from '../components/BackToLoginLink';

/**
 * /redirect?otc=&p=&tm= — arrival on a workspace's own address (spec 1 §4.2): the one-time code is
 * exchanged for a session, the tenant `tm` is selected, then `p` (a same-origin path) or the landing page opens.
 */
export default function RedirectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const otc = params.get('otc') ?? '';
  const path = params.get('p');
  const tenant = params.get('tm');
  const completeSignIn = useRef(useCompleteSignIn());
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!otc) return;
    let active = true;
    callOnce(`otc:${otc}`, () => authApi.exchangeOtc(otc))
      .then(async (reply) => {
        if (!active) return;
        // The session start-up selects this tenant once the workspaces are loaded.
        if (tenant) sessionStorage.setItem(STORAGE_KEYS.pendingTenant, tenant);
        await completeSignIn.current(reply, path);
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [otc, path, tenant]);

  return (
    <AuthLayout title={t('auth.redirect.title')}>
      {failed || !otc ? (
        <Stack spacing={2}>
          <FormAlert message={t('auth.redirect.failed')} />
          <BackToLoginLink />
        </Stack>
      ) : (
        <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('auth.redirect.inProgress')}</Typography>
        </Box>
      )}
    </AuthLayout>
  );
}
