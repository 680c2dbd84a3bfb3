import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { forgotPasswordBody } from '@atrium/contract';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { showSubmitError } from '../errors';
import { EmailField } from '../components/EmailField';
import { BackToLoginLink } from '../components/BackToLoginLink';

/** /forgot-password: e-mail → a 6-digit reset code is e-mailed → /forgot-password/email-sent. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const prefill = (location.state as { email?: string } | null)?.email ?? params.get('email') ?? '';
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotPasswordBody>, unknown, z.output<typeof forgotPasswordBody>>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: prefill },
  });
  const { errors, isSubmitting } = form.formState;
  const email = form.register('email');

  const submit = form.handleSubmit(async ({ email: address }) => {
    setError(null);
    try {
      await authApi.forgotPassword(address);
      await navigate('/forgot-password/email-sent', { state: { email: address } });
    } catch (err) {
      showSubmitError(err, form.setError, ['email'], setError);
    }
  });

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert message={error} />
        <Stack spacing={2}>
          <EmailField registration={email} label={t('auth.fields.email')} error={errors.email?.message} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </Box>
      <BackToLoginLink sx={{ mt: 3 }} />
    </AuthLayout>
  );
}
