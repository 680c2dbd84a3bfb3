import { Button, Checkbox, FormControlLabel, FormGroup, Stack, TextField, Typography } from '@mui/material';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADD_ON_HIDES, EXTRA_USER_PRICE, offeredAddOnKeys, type AddOnKey } from '@atrium/contract';
import { useCatalogue } from '../api/catalogue';
import { usd } from '../money';
import { PAYWALL_PATHS, updatePaywall, usePaywall } from '../paywall-state';
import { PaywallLayout } from '../components/PaywallLayout';

/** Step 2: add-ons on top of the plan and extra users (9.99 each a month). A full add-on hides its 'up to 1' version. */
export default function SelectAddOnsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = usePaywall();
  const catalogue = useCatalogue().data;
  if (!state.planKey) return <Navigate to={PAYWALL_PATHS.plan} replace />;
  const plan = catalogue?.plans.find((p) => p.objectKey === state.planKey);
  const included = plan?.addOns.map((a) => a.objectKey) ?? [];
  const offered = catalogue
    ? offeredAddOnKeys(
        catalogue.addOns.map((a) => a.objectKey),
        [...included, ...state.addOnKeys],
      )
    : [];
  const shown = (catalogue?.addOns ?? []).filter(
    (a) => offered.includes(a.objectKey) || state.addOnKeys.includes(a.objectKey),
  );

  const toggle = (key: AddOnKey, on: boolean) => {
    let next = on ? [...state.addOnKeys, key] : state.addOnKeys.filter((k) => k !== key);
    const hidden = ADD_ON_HIDES[key];
    if (on && hidden) next = next.filter((k) => k !== hidden);
    updatePaywall({ addOnKeys: next });
  };

  return (
    <PaywallLayout step="addOns">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('subscriptions.paywall.addOnsTitle', { plan: plan?.name ?? '' })}
      </Typography>
      {shown.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('subscriptions.current.nothingToAdd')}</Typography>
      ) : (
        <FormGroup>
          {shown.map((a) => (
            <FormControlLabel
              key={a.objectKey}
              control={
                <Checkbox
                  checked={state.addOnKeys.includes(a.objectKey)}
                  onChange={(e) => toggle(a.objectKey, e.target.checked)}
                />
              }
              label={`${t(`subscriptions.addOns.${a.objectKey}`)} — ${t('subscriptions.perMonth', { price: usd(a.monthlyIndividualPrice) })}`}
            />
          ))}
        </FormGroup>
      )}
      <TextField
        type="number"
        label={t('subscriptions.paywall.extraUsers')}
        helperText={t('subscriptions.paywall.extraUsersHint', {
          price: usd(EXTRA_USER_PRICE),
          seats: plan?.seatLimit ?? 0,
        })}
        value={state.extraUsers}
        onChange={(e) =>
          updatePaywall({ extraUsers: Math.max(0, Math.min(500, Math.floor(Number(e.target.value) || 0))) })
        }
        slotProps={{ htmlInput: { min: 0, max: 500, step: 1 } }}
        sx={{ mt: 2, maxWidth: 260 }}
      />
      <Stack direction="row" sx={{ gap: 1, mt: 3 }}>
        <Button onClick={() => void navigate(PAYWALL_PATHS.plan)}>{t('subscriptions.paywall.back')}</Button>
        <Button variant="contained" onClick={() => void navigate(PAYWALL_PATHS.billing)}>
          {t('subscriptions.paywall.continue')}
        </Button>
      </Stack>
    </PaywallLayout>
  );
}
