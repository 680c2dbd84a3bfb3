import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LIMITS, signUpBody } from '@atrium/contract';
import { supportedLanguage } from '../../../lib/i18n';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { RouterLink } from '../components/RouterLink';
import { validationMessage, showSubmitError } from '../errors';
import { fieldProps } from '../field-props';
import { SsoButtons } from '../components/SsoButtons';

type SignUpForm = z.input<typeof signUpBody>;
const FIELDS: Path<SignUpForm>[] = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation'];

/** /signup and /register: create an account, then check the inbox for the verification link. */
export default function SignupPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignUpForm, unknown, z.output<typeof signUpBody>>({
    resolver: zodResolver(signUpBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', passwordConfirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      // The account (and its e-mails) start in the language the page is shown in.
      const { userExternalId, email } = await authApi.signUp({ ...values, language: supportedLanguage(i18n.language) });
      await navigate(`/verify-email/${encodeURIComponent(userExternalId)}`, { state: { email } });
    } catch (err) {
      showSubmitError(err, form.setError, FIELDS, setError, { code: 'EMAIL_TAKEN', field: 'email' });
    }
  });

  const field = (name: Path<SignUpForm>) => fieldProps(form, name);

  return (
    <AuthLayout title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')} wide>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert message={error} />
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('auth.fields.firstName')}
              autoComplete="given-name"
              autoFocus
              required
              fullWidth
              {...field('firstName')}
            />
            <TextField
              label={t('auth.fields.lastName')}
              autoComplete="family-name"
              required
              fullWidth
              {...field('lastName')}
            />
          </Stack>
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
            {...field('email')}
            slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
          />
          <PasswordField
            label={t('auth.fields.password')}
            autoComplete="new-password"
            required
            {...field('password')}
            helperText={
              validationMessage(errors.password?.message) ??
              t('auth.signup.passwordHint', { count: LIMITS.passwordMinLength })
            }
          />
          <PasswordField
            label={t('auth.fields.passwordConfirmation')}
            autoComplete="new-password"
            required
            {...field('passwordConfirmation')}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
            {t('auth.signup.submit')}
          </Button>
        </Stack>
      </Box>
      <SsoButtons />
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth.signup.haveAccount')} <RouterLink to="/login">{t('auth.signup.logIn')}</RouterLink>
      </Typography>
    </AuthLayout>
  );
}
