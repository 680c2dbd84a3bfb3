import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { monthlyDisplayPrice } from '@atrium/contract';
import { useWorkspace } from '../../../workspace/workspace';
import { useSubscription } from '../api/active-subscription';
import { usd } from '../money';
import { PAYWALL_PATHS } from '../paywall-state';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { EnableTrialDialog } from './EnableTrialDialog';
import { InvoicesList } from './InvoicesList';
import { formatDate } from '../../../lib/dates';

/**
 * The current-plan screen of settings (spec 1 §2.6): plan name and price, seat limit and seats used, included
 * capabilities, available add-ons, the trial and cancel dialogs, and the invoices.
 */
export function CurrentPlanCard() {
  const { t, i18n } = useTranslation();
  const ws = useWorkspace();
  const sub = useSubscription();
  const [trialOpen, setTrialOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const tenant = ws.selectedTenantMembership?.tenant;
  if (!tenant || tenant.isInternal) return null;
  const p = sub.data;
  const title = <span id="current-plan-title">{t('subscriptions.current.title')}</span>;
  if (!p) {
    return (
      <Card variant="outlined" component="section" aria-labelledby="current-plan-title">
        <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Typography sx={{ color: 'text.secondary' }}>
            {sub.isError ? t('subscriptions.errors.load') : t('common.loading')}
          </Typography>
        </CardContent>
      </Card>
    );
  }
  const perMonth = p.billingPeriod === 'YEARLY' ? p.total / 12 : p.total;
  const isAdmin = ws.isCompanyAdmin;
  return (
    <Card variant="outlined" component="section" aria-labelledby="current-plan-title" data-testid="current-plan">
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          isAdmin && (
            <Button component={RouterLink} to={PAYWALL_PATHS.plan} variant="outlined" size="small">
              {t('subscriptions.current.changePlan')}
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="plan-name">
            {p.subscription.name}
          </Typography>
          {p.purchaseType === 'TRIAL' && (
            <Chip
              label={t('subscriptions.current.trialLabel')}
              color="secondary"
              size="small"
              data-testid="trial-label"
            />
          )}
          {p.purchaseType === 'TRIAL' && p.trialDaysLeft !== null && (
            <Typography sx={{ color: 'text.secondary' }} data-testid="trial-days-left">
              {t('subscriptions.current.daysLeft', { count: p.trialDaysLeft })}
            </Typography>
          )}
        </Stack>
        <Typography sx={{ mt: 0.5 }} data-testid="plan-price">
          {p.purchaseType === 'PAID'
            ? t(
                p.billingPeriod === 'YEARLY'
                  ? 'subscriptions.current.priceYearly'
                  : 'subscriptions.current.priceMonthly',
                { price: usd(Math.round(perMonth * 100) / 100), total: usd(p.total) },
              )
            : p.purchaseType === 'TRIAL'
              ? t('subscriptions.current.trialPrice', {
                  price: usd(monthlyDisplayPrice(p.subscription.price, 'MONTHLY')),
                })
              : p.total > 0
                ? t('subscriptions.current.priceMonthly', { price: usd(p.total) })
                : t('subscriptions.current.free')}
        </Typography>
        {p.cancelAtPeriodEnd && p.currentPeriodEnd && (
          <Typography sx={{ mt: 1, color: 'warning.dark', fontWeight: 600 }} data-testid="cancel-scheduled">
            {t('subscriptions.current.cancelScheduled', { date: formatDate(p.currentPeriodEnd, i18n.language) })}
          </Typography>
        )}
        {!p.cancelAtPeriodEnd && p.purchaseType === 'PAID' && p.currentPeriodEnd && (
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>
            {t('subscriptions.current.renews', { date: formatDate(p.currentPeriodEnd, i18n.language) })}
          </Typography>
        )}
        <Typography sx={{ mt: 1 }} data-testid="plan-seats">
          {t('subscriptions.current.seats', { used: p.seatsUsed, limit: p.seatLimit })}
        </Typography>

        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 2 }}>
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('subscriptions.current.included')}
            </Typography>
            <List dense disablePadding>
              {[...p.subscription.addOns, ...p.extraAddOns].map((a) => (
                <ListItem key={a.objectKey} disableGutters>
                  <CheckIcon fontSize="small" color="success" sx={{ mr: 1 }} aria-hidden />
                  <ListItemText primary={t(`subscriptions.addOns.${a.objectKey}`)} />
                </ListItem>
              ))}
              {p.extraUsers > 0 && (
                <ListItem disableGutters>
                  <CheckIcon fontSize="small" color="success" sx={{ mr: 1 }} aria-hidden />
                  <ListItemText primary={t('subscriptions.current.extraUsers', { count: p.extraUsers })} />
                </ListItem>
              )}
            </List>
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('subscriptions.current.available')}
            </Typography>
            {p.availableAddOns.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('subscriptions.current.nothingToAdd')}</Typography>
            ) : (
              <List dense disablePadding>
                {p.availableAddOns.map((a) => (
                  <ListItem
                    key={a.objectKey}
                    disableGutters
                    secondaryAction={
                      <Typography sx={{ color: 'text.secondary' }}>
                        {t('subscriptions.perMonth', { price: usd(a.monthlyIndividualPrice) })}
                      </Typography>
                    }
                  >
                    <ListItemText primary={t(`subscriptions.addOns.${a.objectKey}`)} />
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        </Box>

        {isAdmin && (p.canEnableTrial || p.canCancel) && (
          <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
            {p.canEnableTrial && (
              <Button variant="contained" color="secondary" onClick={() => setTrialOpen(true)}>
                {t('subscriptions.trial.open')}
              </Button>
            )}
            {p.canCancel && (
              <Button color="error" onClick={() => setCancelOpen(true)}>
                {t('subscriptions.cancel.open')}
              </Button>
            )}
          </Stack>
        )}

        <Divider sx={{ my: 2 }} />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('subscriptions.invoices.title')}
        </Typography>
        <InvoicesList />
      </CardContent>
      <EnableTrialDialog open={trialOpen} onClose={() => setTrialOpen(false)} tenantExternalId={tenant.externalId} />
      {p.externalId && <CancelSubscriptionDialog open={cancelOpen} onClose={() => setCancelOpen(false)} purchase={p} />}
    </Card>
  );
}
