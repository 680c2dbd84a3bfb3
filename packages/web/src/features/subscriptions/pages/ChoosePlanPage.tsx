import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { monthlyDisplayPrice, type BillingPeriod } from '@atrium/contract';
import { useCatalogue } from '../api/catalogue';
import { useSubscription } from '../api/active-subscription';
import { usd } from '../money';
import { PAYWALL_PATHS, updatePaywall, usePaywall } from '../paywall-state';
import { PaywallLayout } from '../components/PaywallLayout';

/** Step 1: billing period and plan. Prices are per month; yearly billing shows the 10 discount (spec 1 §2.6, §9). */
export default function ChoosePlanPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = usePaywall();
  const catalogue = useCatalogue();
  const current = useSubscription().data;
  const plans = (catalogue.data?.plans ?? []).filter((p) => p.canBuy);
  return (
    <PaywallLayout step="plan">
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={state.billingPeriod}
        onChange={(_e, v: BillingPeriod | null) => v && updatePaywall({ billingPeriod: v })}
        aria-label={t('subscriptions.paywall.billing')}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="MONTHLY">{t('subscriptions.periods.MONTHLY')}</ToggleButton>
        <ToggleButton value="YEARLY">{t('subscriptions.periods.YEARLY')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {plans.map((plan) => {
          const selected = state.planKey === plan.objectKey;
          return (
            <Card
              key={plan.objectKey}
              variant="outlined"
              sx={{
                borderColor: selected ? 'primary.main' : undefined,
                borderWidth: selected ? 2 : 1,
                display: 'flex',
                flexDirection: 'column',
              }}
              data-testid={`plan-${plan.objectKey}`}
            >
              <CardContent sx={{ flex: 1 }}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {plan.name}
                  {current?.subscription.objectKey === plan.objectKey && (
                    <Chip size="small" label={t('subscriptions.paywall.current')} sx={{ ml: 1 }} />
                  )}
                </Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 1 }}>
                  {t('subscriptions.perMonth', { price: usd(monthlyDisplayPrice(plan.price, state.billingPeriod)) })}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  {t('subscriptions.summary.seats', { count: plan.seatLimit })}
                </Typography>
                <List dense disablePadding>
                  {plan.addOns.map((a) => (
                    <ListItem key={a.objectKey} disableGutters>
                      <ListItemText primary={t(`subscriptions.addOns.${a.objectKey}`)} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
              <CardActions>
                <Button
                  fullWidth
                  variant={selected ? 'contained' : 'outlined'}
                  onClick={() => {
                    if (state.planKey !== plan.objectKey) updatePaywall({ planKey: plan.objectKey, addOnKeys: [] });
                    void navigate(PAYWALL_PATHS.addOns);
                  }}
                  aria-label={t('subscriptions.paywall.choosePlanNamed', { plan: plan.name })}
                >
                  {t('subscriptions.paywall.choose')}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Box>
    </PaywallLayout>
  );
}
