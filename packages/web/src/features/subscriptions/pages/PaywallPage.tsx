import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { useWorkspace } from '../../../workspace/workspace';
import { useSubscription } from '../api/active-subscription';
import { PAYWALL_PATHS, resetPaywall } from '../paywall-state';
import { EnableTrialDialog } from '../components/EnableTrialDialog';
import { SubscriptionLoadingOverlay } from '../components/SubscriptionLoadingOverlay';

/** /one/paywall: where 'Upgrade' and 'Add products' lead. The current plan, the trial offer, and the way into the steps. */
export default function PaywallPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ws = useWorkspace();
  const sub = useSubscription();
  const [trial, setTrial] = useState(false);
  if (sub.isPending && sub.fetchStatus !== 'idle') return <SubscriptionLoadingOverlay />;
  const p = sub.data;
  const tenant = ws.selectedTenantMembership?.tenant;
  return (
    <>
      <PageHeader title={t('subscriptions.paywall.title')} subtitle={t('subscriptions.paywall.subtitle')} />
      <Card variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent>
          {p && (
            <Typography sx={{ mb: 2 }} data-testid="paywall-current">
              {t('subscriptions.paywall.currentPlan', { plan: p.subscription.name })}
            </Typography>
          )}
          {!ws.isCompanyAdmin ? (
            <Alert severity="info">{t('subscriptions.paywall.adminOnly')}</Alert>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <Button
                variant="contained"
                onClick={() => {
                  resetPaywall();
                  void navigate(PAYWALL_PATHS.plan);
                }}
              >
                {t('subscriptions.paywall.start')}
              </Button>
              {p?.canEnableTrial && (
                <Button variant="outlined" color="secondary" onClick={() => setTrial(true)}>
                  {t('subscriptions.paywall.tryCore', { days: TRIAL_DAYS })}
                </Button>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
      {tenant && (
        <EnableTrialDialog open={trial} onClose={() => setTrial(false)} tenantExternalId={tenant.externalId} />
      )}
    </>
  );
}
