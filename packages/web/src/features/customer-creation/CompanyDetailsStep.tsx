import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox, FormControlLabel, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  DESCRIPTION_MAX,
  EMPLOYEE_RANGES,
  FUNDING_STAGES,
  INDUSTRIES,
  yearFoundedOptions,
  type CompanyOnboarding,
} from '@atrium/contract';
import { CountrySelect, StateSelect, useStates } from '../locations';
import type { CompanyFormValues } from './forms';
import { creationMessage } from './messages';

type Form = UseFormReturn<CompanyFormValues, unknown, CompanyOnboarding>;

/** Step 2: the admin company form (spec 1 §3 "Company onboarding form (admin)", §5 required fields). */
export function CompanyDetailsStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const country = form.watch('country');
  const description = form.watch('description');
  const states = useStates(country || null);
  const hasStates = (states.data?.states.length ?? 0) > 0;

  const text = (name: Exclude<keyof CompanyFormValues, 'delawareCCorp'>, required = false) => {
    const r = form.register(name);
    const message = errors[name]?.message;
    return {
      inputRef: r.ref,
      name: r.name,
      onChange: r.onChange,
      onBlur: r.onBlur,
      error: !!message,
      helperText: creationMessage(message),
      fullWidth: true,
      required,
      label: t(`customerCreation.company.${name}`),
    };
  };
  const select = (
    name: 'latestFinancialStage' | 'yearFounded' | 'numberOfEmployees' | 'industry',
    options: readonly (string | number)[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required
          label={t(`customerCreation.company.${name}`)}
          {...field}
          error={!!fieldState.error}
          helperText={creationMessage(fieldState.error?.message)}
        >
          {options.map((o) => (
            <MenuItem key={o} value={String(o)}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const money = (name: 'ebitda' | 'cashOnHand' | 'monthlyRevenue' | 'totalFundingReceived') => (
    <TextField
      {...text(name)}
      inputMode="decimal"
      slotProps={{ input: { startAdornment: <InputAdornment position="start">USD</InputAdornment> } }}
    />
  );

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField {...text('companyName', true)} autoComplete="off" />
        <TextField {...text('legalName', true)} autoComplete="off" />
      </Stack>
      <TextField
        {...text('description', true)}
        multiline
        minRows={2}
        helperText={creationMessage(errors.description?.message) ?? `${description.length}/${DESCRIPTION_MAX}`}
      />
      <Controller
        control={form.control}
        name="country"
        render={({ field, fieldState }) => (
          <CountrySelect
            value={field.value || null}
            onChange={(iso2) => {
              field.onChange(iso2 ?? '');
              // Changing the country clears the state (spec 1 §5).
              form.setValue('state', '');
            }}
            onBlur={field.onBlur}
            label={t('customerCreation.company.country')}
            error={creationMessage(fieldState.error?.message)}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <Controller
          control={form.control}
          name="state"
          render={({ field, fieldState }) => (
            <StateSelect
              country={country || null}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required={hasStates}
              label={t('customerCreation.company.state')}
              error={creationMessage(fieldState.error?.message)}
            />
          )}
        />
        <TextField {...text('city', true)} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField {...text('address', true)} />
        <TextField {...text('zipCode', true)} inputMode="numeric" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField {...text('website')} />
        <TextField {...text('telephone')} type="tel" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {select('industry', INDUSTRIES)}
        {select('latestFinancialStage', FUNDING_STAGES)}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {select('yearFounded', yearFoundedOptions())}
        {select('numberOfEmployees', EMPLOYEE_RANGES)}
      </Stack>
      <TextField {...text('keyInvestors')} />
      <Controller
        control={form.control}
        name="delawareCCorp"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('customerCreation.company.delawareCCorp')}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {money('ebitda')}
        {money('cashOnHand')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {money('monthlyRevenue')}
        {money('totalFundingReceived')}
      </Stack>
    </Stack>
  );
}

/** The state is required only when the chosen country has states (the server checks the same). */
export function useCountryHasStates(country: string) {
  const states = useStates(country || null);
  return (states.data?.states.length ?? 0) > 0;
}
