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
  onSubmit: (values: OnboardingCompany, raw: OnboardingCompanyInput) => void;
  onBack?: () => void;
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
export function CompanyForm({ defaultValues, onSubmit, onBack }: CompanyFormProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLFormElement>(null);
  const [checking, setChecking] = useState(false);
  const form = useForm<OnboardingCompanyInput, unknown, OnboardingCompany>({
    resolver: zodResolver(onboardingCompanySchema),
    defaultValues: { ...EMPTY, ...defaultValues } as OnboardingCompanyInput,
  });
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
            {t('onboarding.continue')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
