import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Box, Button, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customerKeys } from '../customers';
import type { AccountType, CompanyOnboarding } from '@atrium/contract';
import { notify } from '../../lib/notify';
import { ApiError } from '../../lib/api-error';
import { authErrorMessage } from '../auth';
import { customerCreationApi } from './api';
import { AccountTypeStep } from './AccountTypeStep';
import { CompanyDetailsStep } from './CompanyDetailsStep';
import { OwnerStep } from './OwnerStep';
import {
  EMPTY_COMPANY,
  EMPTY_OWNER,
  companyResolver,
  ownerResolver,
  type CompanyFormValues,
  type OwnerFormValues,
} from './forms';
import { nextStep, previousStep, type WizardStep } from './steps';
import { useSlugCheck } from '../workspace';
import { workspaceNameUsable } from './WorkspaceNameField';

/**
 * The Create Company wizard (spec 1 §2.8, §4.6): account type → company details → owner user. An individual skips
 * step 2; Go back from step 3 returns to step 1 for an individual and to step 2 for a company. Submitting the owner
 * step creates everything in one request; success says 'Company created successfully' and starts over.
 */
export function CreateCompanyWizard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<WizardStep>(0);
  const [accountType, setAccountType] = useState<AccountType | null>(null);
  const [company, setCompany] = useState<CompanyOnboarding | null>(null);
  const companyForm = useForm<CompanyFormValues, unknown, CompanyOnboarding>({
    resolver: companyResolver,
    defaultValues: EMPTY_COMPANY,
  });
  const ownerForm = useForm({ resolver: ownerResolver, defaultValues: EMPTY_OWNER });
  const workspaceName = ownerForm.watch('workspaceName');
  const { state: slugState } = useSlugCheck(workspaceName);

  const continueFromType = () => accountType && setStep(nextStep(0, accountType));
  // The schema requires the state (spec 1 §5): a list where the country has one, else typed.
  const continueFromCompany = companyForm.handleSubmit((values) => {
    setCompany(values);
    setStep(2);
  });
  const goBack = () => accountType && setStep(previousStep(step, accountType));

  const reset = () => {
    companyForm.reset(EMPTY_COMPANY);
    ownerForm.reset(EMPTY_OWNER);
    setCompany(null);
    setAccountType(null);
    setStep(0);
  };

  /** Server field errors onto the step that owns the field (company fields send the user back to step 2). */
  const placeServerErrors = (err: ApiError) => {
    let companyError = false;
    for (const f of err.fields) {
      const path = f.path.replace(/^body\./, '');
      if (path.startsWith('companyOnboarding.')) {
        companyForm.setError(path.slice('companyOnboarding.'.length) as keyof CompanyFormValues, {
          type: 'server',
          message: f.message,
        });
        companyError = true;
      } else if (path.startsWith('userCreation.')) {
        ownerForm.setError(`owner.${path.slice('userCreation.'.length)}` as `owner.${keyof OwnerFormValues['owner']}`, {
          type: 'server',
          message: f.message,
        });
      } else if (path === 'workspaceName' || path.startsWith('invitations.')) {
        ownerForm.setError(path as 'workspaceName', { type: 'server', message: f.message });
      }
    }
    if (companyError && accountType === 'COMPANY') setStep(1);
  };

  const submit = ownerForm.handleSubmit(async (values) => {
    if (!accountType) return;
    if (!workspaceNameUsable(values.workspaceName, slugState)) {
      ownerForm.setFocus('workspaceName');
      return;
    }
    try {
      await customerCreationApi.create({
        accountType,
        workspaceName: values.workspaceName || undefined,
        companyOnboarding: accountType === 'COMPANY' ? company : null,
        userCreation: { ...values.owner, hasAcceptedTerms: true, accountType, isOAuthSignUp: false },
        invitations: values.invitations,
      });
      notify(t('customerCreation.created'), 'success');
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      reset();
    } catch (err) {
      // Create customer failure: the response message is shown (spec 1 §8), and each field error on its field.
      notify(authErrorMessage(err), 'error');
      if (err instanceof ApiError) placeServerErrors(err);
    }
  });

  const labels = [
    t('customerCreation.steps.accountType'),
    t('customerCreation.steps.company'),
    t('customerCreation.steps.owner'),
  ];
  const busy = ownerForm.formState.isSubmitting;

  return (
    <Stack sx={{ gap: 3 }}>
      <Stepper activeStep={step} alternativeLabel>
        {labels.map((label, i) => (
          <Step
            key={label}
            completed={step > i && !(i === 1 && accountType === 'INDIVIDUAL')}
            disabled={i === 1 && accountType === 'INDIVIDUAL'}
          >
            <StepLabel
              optional={
                i === 1 && accountType === 'INDIVIDUAL' ? (
                  <Typography variant="caption">{t('customerCreation.steps.skipped')}</Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>

      <Typography component="h3" variant="h6">
        {labels[step]}
      </Typography>

      {step === 0 && (
        <>
          <AccountTypeStep value={accountType} onChoose={setAccountType} />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button variant="contained" onClick={continueFromType} disabled={!accountType}>
              {t('customerCreation.continue')}
            </Button>
          </Stack>
        </>
      )}

      {step === 1 && (
        <Box component="form" noValidate onSubmit={continueFromCompany} aria-label={labels[1]}>
          <CompanyDetailsStep form={companyForm} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3 }}>
            <Button onClick={goBack}>{t('customerCreation.goBack')}</Button>
            <Button type="submit" variant="contained">
              {t('customerCreation.continue')}
            </Button>
          </Stack>
        </Box>
      )}

      {step === 2 && (
        <Box component="form" noValidate onSubmit={submit} aria-label={labels[2]}>
          <OwnerStep form={ownerForm} slugState={slugState} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3 }}>
            <Button onClick={goBack} disabled={busy}>
              {t('customerCreation.goBack')}
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              {t('customerCreation.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
