import { useRef, useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  ONBOARDING_COMPANY_FIELDS,
  onboardingCompanySchema,
  type OnboardingCompany,
  type OnboardingCompanyInput,
} from '@atrium/contract';
import { ApiError } from '../../../lib/api-error';
import { onboardingMessage } from '../messages';
import { onboardingApi } from '../api';
import { CompanyFields } from './CompanyFields';
import { scrollToFirstInvalid } from '../scroll';
import type { KeysUnder } from '../../../lib/i18n-keys';

export interface CompanyFormProps {
  defaultValues?: Partial<OnboardingCompanyInput>;
  /**
   * May return a promise: the submit button shows it is busy until it settles. A rejection with the server's 409 (the
   * name was taken meanwhile) puts its message on the company name; the caller reports any other failure itself.
   */
  onSubmit: (values: OnboardingCompany, raw: OnboardingCompanyInput) => unknown;
  onBack?: () => void;
  /** The submit button's label (Continue by default). */
  submitLabel?: string;
  /** The company's own name when editing it: keeping it needs no availability check. */
  currentName?: string;
}

// Every field but the key investors (spec 1 §5); the state where the country has a list, else as typed.
const REQUIRED = ONBOARDING_COMPANY_FIELDS.filter((f) => f !== 'keyInvestors' && f !== 'delawareCCorp');

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
export function CompanyForm({ defaultValues, onSubmit, onBack, submitLabel, currentName }: CompanyFormProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLFormElement>(null);
  const [checking, setChecking] = useState(false);
  const form = useForm<OnboardingCompanyInput, unknown, OnboardingCompany>({
    resolver: zodResolver(onboardingCompanySchema),
    defaultValues: { ...EMPTY, ...defaultValues } as OnboardingCompanyInput,
  });
  const label = (key: KeysUnder<'onboarding.company'>) => t(`onboarding.company.${key}`);
  const unchangedName = (name: string) =>
    currentName !== undefined && name.trim().toLowerCase() === currentName.trim().toLowerCase();

  const submit = form.handleSubmit(
    async (values) => {
      setChecking(true);
      try {
        if (!unchangedName(values.companyName)) await onboardingApi.validateCompanyName(values.companyName);
      } catch (err) {
        // Spec 1 §8: the server's message.
        const message = err instanceof ApiError ? err.message : t('onboarding.errors.registration');
        form.setError('companyName', { type: 'server', message }, { shouldFocus: true });
        scrollToFirstInvalid({ companyName: { type: 'server' } }, ['companyName'], root.current ?? document);
        setChecking(false);
        return;
      }
      try {
        await onSubmit(values, form.getValues());
      } catch (err) {
        if (err instanceof ApiError && err.status === 409)
          form.setError('companyName', { type: 'server', message: err.message }, { shouldFocus: true });
      } finally {
        setChecking(false);
      }
    },
    (errors) => scrollToFirstInvalid(errors, ONBOARDING_COMPANY_FIELDS, root.current ?? document),
  );

  return (
    <Box component="form" ref={root} noValidate onSubmit={submit} aria-label={t('onboarding.steps.company')}>
      <Stack spacing={2}>
        <CompanyFields
          form={form}
          fields={ONBOARDING_COMPANY_FIELDS}
          label={(field) => (field === 'country' ? undefined : label(field))}
          message={onboardingMessage}
          required={REQUIRED}
          autoFocus
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', pt: 1 }}>
          {onBack ? <Button onClick={onBack}>{t('onboarding.backToPersonal')}</Button> : <span />}
          <Button type="submit" variant="contained" loading={checking}>
            {submitLabel ?? t('onboarding.continue')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
