import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Navigate, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { billingDetailsSchema } from '@atrium/contract';
import { useSession } from '../../../session/session';
import { useWorkspace } from '../../../workspace/workspace';
import { PAYWALL_PATHS, updatePaywall, usePaywall } from '../paywall-state';
import { PaywallLayout } from '../components/PaywallLayout';

/** Countries offered for the billing address; the provider's own markets first. */
export const BILLING_COUNTRIES = ['US', 'KY', 'VG', 'CA', 'GB', 'ES', 'MX', 'DE', 'FR'] as const;

/** Step 3: who is billed. Validated with the contract's schema, like the server. */
export default function BillingDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = usePaywall();
  const { user } = useSession();
  const tenantName = useWorkspace().selectedTenantMembership?.tenant.name ?? '';
  const form = useForm<z.input<typeof billingDetailsSchema>, unknown, z.output<typeof billingDetailsSchema>>({
    resolver: zodResolver(billingDetailsSchema),
    defaultValues: state.billingDetails ?? {
      name: tenantName,
      email: user?.user.email ?? '',
      addressLine: '',
      city: '',
      zipCode: '',
      country: 'US',
    },
  });
  if (!state.planKey) return <Navigate to={PAYWALL_PATHS.plan} replace />;
  const { errors } = form.formState;
  const field = (name: 'name' | 'email' | 'addressLine' | 'city' | 'zipCode', autoComplete: string) => (
    <TextField
      {...form.register(name)}
      label={t(`subscriptions.billing.${name}`)}
      autoComplete={autoComplete}
      error={!!errors[name]}
      helperText={errors[name]?.message}
      required={name !== 'zipCode'}
      fullWidth
    />
  );
  const submit = form.handleSubmit((billingDetails) => {
    updatePaywall({ billingDetails });
    void navigate(PAYWALL_PATHS.confirm);
  });
  return (
    <PaywallLayout step="billing">
      <Box component="form" noValidate onSubmit={submit} aria-label={t('subscriptions.paywall.steps.billing')}>
        <Stack sx={{ gap: 2, maxWidth: 520 }}>
          {field('name', 'organization')}
          {field('email', 'email')}
          {field('addressLine', 'street-address')}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {field('city', 'address-level2')}
            {field('zipCode', 'postal-code')}
          </Stack>
          <TextField
            select
            label={t('subscriptions.billing.country')}
            required
            value={form.watch('country')}
            onChange={(e) => form.setValue('country', e.target.value, { shouldValidate: true })}
            error={!!errors.country}
            helperText={errors.country?.message}
          >
            {BILLING_COUNTRIES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`subscriptions.countries.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button onClick={() => void navigate(PAYWALL_PATHS.addOns)}>{t('subscriptions.paywall.back')}</Button>
            <Button type="submit" variant="contained">
              {t('subscriptions.paywall.continue')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </PaywallLayout>
  );
}
