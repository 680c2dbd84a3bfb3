import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  FROM_CHECKOUT_PAGE,
  JOB_TITLES,
  personalInformationSchema,
  type PersonalInformation,
  type PersonalInformationInput,
} from '@atrium/contract';
import { supportedLanguage } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-error';
import { PasswordField } from '../../auth';
import { onboardingApi } from '../api';
import { onboardingStore } from '../storage';
import { OnboardingLayout } from '../components/OnboardingLayout';
import { PhoneVerification } from '../components/PhoneVerification';
import { bind } from '../field';
import { onboardingMessage } from '../messages';
import { scrollToFirstInvalid } from '../scroll';

const FIELDS = ['firstName', 'lastName', 'email', 'title', 'phone', 'password', 'passwordConfirmation'] as const;

/** /personal-information: step 1 of onboarding; the server checks the address, the phone is verified by code. */
export default function PersonalInformationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const stored = onboardingStore.storedUser();
  const [phoneVerified, setPhoneVerified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PersonalInformationInput, unknown, PersonalInformation>({
    resolver: zodResolver(personalInformationSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      title: '',
      phone: '',
      password: '',
      passwordConfirmation: '',
      ...stored,
    } as PersonalInformationInput,
  });
  const f = (name: Path<PersonalInformationInput>) => bind(form, name);

  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      if (values.phone && !phoneVerified) {
        form.setError(
          'phone',
          { type: 'server', message: onboardingMessage('Verify your phone number first') },
          { shouldFocus: true },
        );
        return;
      }
      const user = { ...values, language: supportedLanguage(i18n.language) };
      try {
        await onboardingApi.validatePersonalInformation(user);
      } catch (err) {
        const field = err instanceof ApiError ? err.fields[0] : undefined;
        const name = field?.path.split('.').pop() as (typeof FIELDS)[number] | undefined;
        if (name && (FIELDS as readonly string[]).includes(name))
          form.setError(name, { type: 'server', message: onboardingMessage(field!.message) }, { shouldFocus: true });
        else setError(err instanceof ApiError ? err.message : t('onboarding.errors.registration'));
        return;
      }
      onboardingStore.setUser(user);
      const code = onboardingStore.comesFromProductPage() ? FROM_CHECKOUT_PAGE : crypto.randomUUID();
      await navigate(`/onboarding/${code}`);
    },
    (errors) => scrollToFirstInvalid(errors, FIELDS),
  );

  return (
    <OnboardingLayout step="personal">
      <Box component="form" noValidate onSubmit={submit} aria-label={t('onboarding.steps.personal')}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label={t('onboarding.personal.firstName')}
              required
              autoFocus
              autoComplete="given-name"
              {...f('firstName')}
            />
            <TextField
              label={t('onboarding.personal.lastName')}
              required
              autoComplete="family-name"
              {...f('lastName')}
            />
          </Stack>
          <TextField
            label={t('onboarding.personal.email')}
            type="email"
            required
            autoComplete="email"
            {...f('email')}
          />
          <Controller
            control={form.control}
            name="title"
            render={({ field }) => (
              <TextField
                select
                fullWidth
                label={t('onboarding.personal.title')}
                name={field.name}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
              >
                {JOB_TITLES.map((j) => (
                  <MenuItem key={j} value={j}>
                    {j}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="phone"
            render={({ field, fieldState }) => (
              <PhoneVerification
                phone={(field.value as string) ?? ''}
                onPhoneChange={(v) => {
                  field.onChange(v);
                  setPhoneVerified(false);
                }}
                verified={phoneVerified}
                onVerified={() => setPhoneVerified(true)}
                error={onboardingMessage(fieldState.error?.message)}
              />
            )}
          />
          <PasswordField
            label={t('onboarding.personal.password')}
            autoComplete="new-password"
            required
            {...f('password')}
          />
          <PasswordField
            label={t('onboarding.personal.passwordConfirmation')}
            autoComplete="new-password"
            required
            {...f('passwordConfirmation')}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Button onClick={() => void navigate('/signup')}>{t('onboarding.back')}</Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('onboarding.continue')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </OnboardingLayout>
  );
}
