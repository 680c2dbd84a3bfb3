import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LIMITS, validateForgotPasswordBody } from '@atrium/contract';
import { notify } from '../../../lib/notify';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { RouterLink } from '../components/RouterLink';
import { validationMessage, showSubmitError } from '../errors';
import { codeInputProps, digitsOnly } from '../code-input';
import { fieldProps } from '../field-props';
import { BackToLoginLink } from '../components/BackToLoginLink';

/** The contract's reset body plus the confirmation the form asks for. */
export const resetPasswordForm = validateForgotPasswordBody
  .extend({ passwordConfirmation: z.string() })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'Passwords do not match',
    path: ['passwordConfirmation'],
  });
type ResetForm = z.input<typeof resetPasswordForm>;
const FIELDS: Path<ResetForm>[] = ['email', 'validationCode', 'password', 'passwordConfirmation'];

/** /reset-password?email=: the e-mailed code and a new password; then sign in with it. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prefill = params.get('email') ?? '';
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetForm, unknown, z.output<typeof resetPasswordForm>>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { email: prefill, validationCode: '', password: '', passwordConfirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, validationCode, password }) => {
    setError(null);
    try {
      await authApi.resetPassword({ email, validationCode, password });
      notify(t('auth.reset.success'), 'success');
      await navigate('/login', { state: { email }, replace: true });
    } catch (err) {
      showSubmitError(err, form.setError, FIELDS, setError, { code: 'INVALID_CODE', field: 'validationCode' });
    }
  });

  const field = (name: Path<ResetForm>) => fieldProps(form, name);
  const code = field('validationCode');

  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert message={error} />
        <Stack spacing={2}>
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="username"
            autoFocus={!prefill}
            required
            fullWidth
            {...field('email')}
            slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
          />
          <TextField
            label={t('auth.fields.code')}
            autoComplete="one-time-code"
            autoFocus={!!prefill}
            required
            fullWidth
            {...code}
            onChange={(e) => {
              e.target.value = digitsOnly(e.target.value);
              return code.onChange(e);
            }}
            slotProps={{ htmlInput: codeInputProps }}
          />
          <PasswordField
            label={t('auth.fields.newPassword')}
            autoComplete="new-password"
            required
            {...field('password')}
            helperText={
              validationMessage(errors.password?.message) ??
              t('auth.signup.passwordHint', { count: LIMITS.passwordMinLength })
            }
          />
          <PasswordField
            label={t('auth.fields.newPasswordConfirmation')}
            autoComplete="new-password"
            required
            {...field('passwordConfirmation')}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
        <RouterLink to="/forgot-password" state={prefill ? { email: prefill } : undefined}>
          {t('auth.reset.newCode')}
        </RouterLink>
      </Typography>
      <BackToLoginLink sx={{ mt: 1 }} />
    </AuthLayout>
  );
}
