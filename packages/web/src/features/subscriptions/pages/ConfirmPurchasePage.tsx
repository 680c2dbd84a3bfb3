import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../components/useApi';
import { errorMessage, notify } from '../../../lib/notify';
import { subscriptionApi } from '../api/subscription-api';
import { useRefreshSubscription } from '../hooks';
import { discountLabel } from '../money';
import { PAYWALL_PATHS, resetPaywall, updatePaywall, usePaywall } from '../paywall-state';
import { PaywallLayout } from '../components/PaywallLayout';
import { usePreview, useSelection } from '../components/PriceSummary';

/**
 * Step 4: the summary, a promotion code checked before paying (GET preview/{code}), and the purchase. The total shown
 * and charged is the server's; the browser sends only the choice.
 */
export default function ConfirmPurchasePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = usePaywall();
  const sel = useSelection();
  const preview = usePreview();
  const refresh = useRefreshSubscription();
  const [code, setCode] = useState(state.promotionCode ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeInfo, setCodeInfo] = useState<string | null>(null);
  const [purchaseError, setPurchaseError] = useState<string | null>(null);

  const apply = useApiMutation({
    mutationFn: () => subscriptionApi.previewCode(code.trim(), { ...sel!, promotionCode: null }),
    errorMode: 'none',
    onSuccess: (r) => {
      setCodeError(null);
      setCodeInfo(
        t('subscriptions.confirm.codeApplied', {
          code: r.promotionCode.code,
          discount: discountLabel(r.promotionCode),
        }),
      );
      updatePaywall({ promotionCode: r.promotionCode.code });
    },
    onError: (err) => {
      setCodeInfo(null);
      setCodeError(errorMessage(err));
      updatePaywall({ promotionCode: null });
    },
  });
  const purchase = useApiMutation({
    mutationFn: () => subscriptionApi.purchase({ ...sel!, billingDetails: state.billingDetails! }),
    errorMode: 'none',
    onSuccess: async (p) => {
      notify(t('subscriptions.confirm.purchased', { plan: p.subscription.name }), 'success');
      resetPaywall();
      await refresh();
      void navigate('/one/settings');
    },
    onError: (err) => setPurchaseError(errorMessage(err)),
  });

  if (!sel) return <Navigate to={PAYWALL_PATHS.plan} replace />;
  if (!state.billingDetails) return <Navigate to={PAYWALL_PATHS.billing} replace />;
  const b = state.billingDetails;
  return (
    <PaywallLayout step="confirm">
      <Stack sx={{ gap: 2, maxWidth: 560 }}>
        {preview.data && (
          <Box>
            <Typography component="h2" variant="h6">
              {t('subscriptions.confirm.title', { plan: preview.data.plan.name })}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {t(`subscriptions.periods.${preview.data.billingPeriod}`)}
            </Typography>
          </Box>
        )}
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('subscriptions.confirm.billedTo')}
          </Typography>
          <Typography>{b.name}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {b.email} · {b.addressLine}, {b.city} {b.zipCode} ·{' '}
            {t(`subscriptions.countries.${b.country}`, { defaultValue: b.country })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={t('subscriptions.confirm.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={!!codeError}
            helperText={codeError ?? codeInfo ?? ' '}
            size="small"
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <Button variant="outlined" onClick={() => apply.mutate()} disabled={!code.trim()} loading={apply.isPending}>
            {t('subscriptions.confirm.apply')}
          </Button>
        </Stack>
        {purchaseError && (
          <Alert severity="error" data-testid="purchase-error">
            {purchaseError}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button onClick={() => void navigate(PAYWALL_PATHS.billing)} disabled={purchase.isPending}>
            {t('subscriptions.paywall.back')}
          </Button>
          <Button
            variant="contained"
            onClick={() => purchase.mutate()}
            loading={purchase.isPending}
            disabled={!preview.data}
          >
            {t('subscriptions.confirm.purchase')}
          </Button>
        </Stack>
      </Stack>
    </PaywallLayout>
  );
}
