import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown while the tenant's subscription loads (spec 1 §2.3), so a gated screen never flashes before its check. */
export function SubscriptionLoadingOverlay() {
  const { t } = useTranslation();
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.drawer + 2, color: '#fff' }}>
      <Stack role="status" aria-live="polite" sx={{ alignItems: 'center', gap: 2 }}>
        <CircularProgress color="inherit" aria-hidden />
        <Typography>{t('subscriptions.loading')}</Typography>
      </Stack>
    </Backdrop>
  );
}
