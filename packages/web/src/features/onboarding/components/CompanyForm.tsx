import { useRef, useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  DESCRIPTION_MAX,
  EMPLOYEE_RANGES,
  FUNDING_STAGES,
  INDUSTRIES,
  ONBOARDING_COMPANY_FIELDS,
  OTHER_INDUSTRY,
  onboardingCompanySchema,
  yearFoundedOptions,
  type OnboardingCompany,
  type OnboardingCompanyInput,
} from '@atrium/contract';
import { CountrySelect, StateSelect, useStates } from '../../locations';
import { ApiError } from '../../../lib/api-error';
import { bind } from '../field';
import { onboardingMessage } from '../messages';
import { onboardingApi } from '../api';
import { CheckField } from './CheckField';
import { scrollToFirstInvalid } from '../scroll';
import type { KeysUnder } from '../../../lib/i18n-keys';

export interface CompanyFormProps {
  defaultValues?: Partial<OnboardingCompanyInput>;
  onSubmit: (values: OnboardingCompany, raw: OnboardingCompanyInput) => void;
  onBack?: () => void;
}

const EMPTY: Record<string, unknown> = {
  companyName: '',
  legalName: '',
  description: '',
  country: 'US',
  zipCode: '',
  state: '',
  city: '',
  streetAddress: '',
  url: '',
  telephone: '',
  industry: '',
  otherIndustry: '',
  delawareCCorp: false,
  startupStage: '',
  yearFounded: '',
  numberOfEmployees: '',
  keyInvestors: '',
  ebitda: '',
  cashOnHand: '',
  monthlyRevenue: '',
  totalFundingReceived: '',
};

/** The onboarding company form (spec 1 §3, §5); the company name is checked by the server before moving on. */
export function CompanyForm({ defaultValues, onSubmit, onBack }: CompanyFormProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLFormElement>(null);
  const [checking, setChecking] = useState(false);
  const form = useForm<OnboardingCompanyInput, unknown, OnboardingCompany>({
    resolver: zodResolver(onboardingCompanySchema),
    defaultValues: { ...EMPTY, ...defaultValues } as OnboardingCompanyInput,
  });
  const industry = useWatch({ control: form.control, name: 'industry' });
  const country = useWatch({ control: form.control, name: 'country' });
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const f = (name: Path<OnboardingCompanyInput>) => bind(form, name);
  const label = (key: KeysUnder<'onboarding.company'>) => t(`onboarding.company.${key}`);

  const submit = form.handleSubmit(
    async (values) => {
      setChecking(true);
      try {
        await onboardingApi.validateCompanyName(values.companyName);
      } catch (err) {
        // Spec 1 §8: the server's message.
        const message = err instanceof ApiError ? err.message : t('onboarding.errors.registration');
        form.setError('companyName', { type: 'server', message }, { shouldFocus: true });
        scrollToFirstInvalid({ companyName: { type: 'server' } }, ['companyName'], root.current ?? document);
        return;
      } finally {
        setChecking(false);
      }
      onSubmit(values, form.getValues());
    },
    (errors) => scrollToFirstInvalid(errors, ONBOARDING_COMPANY_FIELDS, root.current ?? document),
  );

  const select = (
    name: Path<OnboardingCompanyInput> & KeysUnder<'onboarding.company'>,
    options: readonly (string | number)[],
    optionLabel = (o: string | number) => String(o),
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required={name !== 'keyInvestors'}
          label={label(name)}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={onboardingMessage(fieldState.error?.message)}
        >
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {optionLabel(o)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const money = (name: Path<OnboardingCompanyInput> & KeysUnder<'onboarding.company'>) => (
    <TextField label={label(name)} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...f(name)} />
  );

  return (
    <Box component="form" ref={root} noValidate onSubmit={submit} aria-label={t('onboarding.steps.company')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField label={label('companyName')} required autoFocus {...f('companyName')} />
          <TextField label={label('legalName')} required {...f('legalName')} />
        </Stack>
        <TextField
          label={label('description')}
          required
          multiline
          minRows={2}
          {...f('description')}
          helperText={f('description').helperText ?? `${String(description).length}/${DESCRIPTION_MAX}`}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField label={label('url')} required slotProps={{ htmlInput: { inputMode: 'url' } }} {...f('url')} />
          <TextField
            label={label('telephone')}
            required
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
            {...f('telephone')}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Controller
              control={form.control}
              name="country"
              render={({ field, fieldState }) => (
                <CountrySelect
                  name={field.name}
                  value={(field.value as string) || null}
                  onChange={(iso2) => {
                    field.onChange(iso2 ?? '');
                    // Changing the country clears the state (spec 1 §5).
                    form.setValue('state', '');
                  }}
                  onBlur={field.onBlur}
                  error={onboardingMessage(fieldState.error?.message)}
                />
              )}
            />
          </Box>
          <Box sx={{ flex: 1 }}>
            <Controller
              control={form.control}
              name="state"
              render={({ field, fieldState }) => (
                <StateSelectOrText
                  country={(country as string) || null}
                  name={field.name}
                  value={(field.value as string) ?? ''}
                  onChange={field.onChange}
                  label={label('state')}
                  error={onboardingMessage(fieldState.error?.message)}
                />
              )}
            />
          </Box>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField label={label('city')} required {...f('city')} />
          <TextField
            label={label('zipCode')}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...f('zipCode')}
          />
        </Stack>
        <TextField label={label('streetAddress')} required {...f('streetAddress')} />
        {select('industry', INDUSTRIES)}
        {industry === OTHER_INDUSTRY && <TextField label={label('otherIndustry')} required {...f('otherIndustry')} />}
        <CheckField control={form.control} name="delawareCCorp" label={label('delawareCCorp')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          {select('startupStage', FUNDING_STAGES)}
          {select('yearFounded', yearFoundedOptions())}
          {select('numberOfEmployees', EMPLOYEE_RANGES)}
        </Stack>
        <TextField label={label('keyInvestors')} {...f('keyInvestors')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          {money('ebitda')}
          {money('cashOnHand')}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          {money('monthlyRevenue')}
          {money('totalFundingReceived')}
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', pt: 1 }}>
          {onBack ? <Button onClick={onBack}>{t('onboarding.backToPersonal')}</Button> : <span />}
          <Button type="submit" variant="contained" loading={checking}>
            {t('onboarding.continue')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * The state is required by the onboarding form: a dropdown where the country has a list (US, KY, VG), free text
 * elsewhere (the shared StateSelect is disabled without options, which would make the field impossible to fill).
 */
function StateSelectOrText(props: {
  country: string | null;
  name: string;
  value: string;
  onChange: (v: string) => void;
  label: string;
  error?: string;
}) {
  const states = useStates(props.country);
  if (states.isLoading || (states.data?.states.length ?? 0) > 0)
    return (
      <StateSelect
        required
        country={props.country}
        name={props.name}
        value={props.value}
        onChange={props.onChange}
        label={props.label}
        error={props.error}
      />
    );
  return (
    <TextField
      fullWidth
      required
      name={props.name}
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={!!props.error}
      helperText={props.error}
    />
  );
}
