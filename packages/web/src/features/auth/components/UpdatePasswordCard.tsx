import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LIMITS, passwordSchema } from '@atrium/contract';
import { useSession } from '../../../session/session';
import { notify } from '../../../lib/notify';
import { authApi } from '../api';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { validationMessage, showSubmitError } from '../errors';
import { fieldProps } from '../field-props';

export const updatePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Password required'),
    password: passwordSchema,
    passwordConfirmation: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'Passwords do not match',
    path: ['passwordConfirmation'],
  });
type UpdatePasswordForm = z.input<typeof updatePasswordForm>;
const FIELDS: Path<UpdatePasswordForm>[] = ['currentPassword', 'password', 'passwordConfirmation'];
const EMPTY: UpdatePasswordForm = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * Change password for the signed-in user (settings page of both views): current password, new password
 * and its confirmation → PUT /auth/update-password; 'Password updated successfully' on success.
 */
export function UpdatePasswordCard() {
  const { t } = useTranslation();
  const session = useSession();
  const email = session.user?.user.email ?? '';
  const [error, setError] = useState<string | null>(null);
  const form = useForm<UpdatePasswordForm>({ resolver: zodResolver(updatePasswordForm), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    setError(null);
    try {
      await authApi.updatePassword({ email, password, currentPassword });
      notify(t('auth.updatePassword.success'), 'success');
      form.reset(EMPTY);
    } catch (err) {
      // A wrong current password belongs on that field.
      showSubmitError(err, form.setError, FIELDS, setError, { code: 'INVALID_CREDENTIALS', field: 'currentPassword' });
    }
  });

  const field = (name: Path<UpdatePasswordForm>) => fieldProps(form, name);

  return (
    <Card variant="outlined" component="section" aria-labelledby="update-password-title">
      <CardContent>
        <Typography id="update-password-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
          {t('auth.updatePassword.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('auth.updatePassword.subtitle')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
          <FormAlert message={error} />
          {/* Lets password managers pair the new password with the account. */}
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          <Stack spacing={2}>
            <PasswordField
              label={t('auth.fields.currentPassword')}
              autoComplete="current-password"
              required
              {...field('currentPassword')}
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
            <Box>
              <Button type="submit" variant="contained" loading={isSubmitting} disabled={!email}>
                {t('auth.updatePassword.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
