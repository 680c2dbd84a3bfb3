import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PlanKey } from '@atrium/contract';
import type { Selection } from '../api/subscription-api';
import { usePricePreview } from '../api/price-preview';
import { useTenantExternalId } from '../hooks';
import { usd } from '../money';
import { usePaywall } from '../paywall-state';

/** The selection as the server takes it, or null before a plan is chosen. */
export function useSelection(): Selection | null {
  const s = usePaywall();
  if (!s.planKey) return null;
  return {
    planKey: s.planKey as PlanKey,
    billingPeriod: s.billingPeriod,
    addOnKeys: s.addOnKeys,
    extraUsers: s.extraUsers,
    promotionCode: s.promotionCode,
  };
}

/** The server's price of the current selection (POST preview/subscription). */
export function usePreview() {
  const tenant = useTenantExternalId();
  const sel = useSelection();
  return usePricePreview(tenant, sel);
}

/** The running total of the paywall, always as computed by the server. */
export function PriceSummary() {
  const { t } = useTranslation();
  const preview = usePreview();
  const p = preview.data;
  const row = (label: string, value: string, testId?: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500 }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Card
      variant="outlined"
      component="aside"
      aria-label={t('subscriptions.summary.title')}
      sx={{ position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('subscriptions.summary.title')}
        </Typography>
        {!p ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {preview.isError ? preview.error.message : t('subscriptions.summary.choosePlan')}
          </Typography>
        ) : (
          <Stack sx={{ gap: 0.75 }}>
            {row(t('subscriptions.summary.plan', { plan: p.plan.name }), usd(p.price.planPrice))}
            {p.addOns.length > 0 &&
              row(t('subscriptions.summary.addOns', { count: p.addOns.length }), usd(p.price.addOnsPrice))}
            {p.extraUsers > 0 &&
              row(t('subscriptions.summary.extraUsers', { count: p.extraUsers }), usd(p.price.extraUsersPrice))}
            {row(t('subscriptions.summary.monthly'), usd(p.price.monthlySubtotal))}
            {p.billingPeriod === 'YEARLY' && row(t('subscriptions.summary.yearly'), usd(p.price.subtotal))}
            {p.price.discount > 0 &&
              row(
                t('subscriptions.summary.discount', { code: p.promotionCode }),
                `−${usd(p.price.discount)}`,
                'summary-discount',
              )}
            <Divider sx={{ my: 0.5 }} />
            {row(
              t(
                p.billingPeriod === 'YEARLY'
                  ? 'subscriptions.summary.totalYearly'
                  : 'subscriptions.summary.totalMonthly',
              ),
              usd(p.price.total),
              'summary-total',
              true,
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('subscriptions.summary.seats', { count: p.seatLimit })}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
