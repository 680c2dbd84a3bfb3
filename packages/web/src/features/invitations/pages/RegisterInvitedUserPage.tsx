import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LIMITS, STORAGE_KEYS, invitationLinks, passwordSchema } from '@atrium/contract';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { RouterAdapter } from '../../../components/RouterLink';
import { startSession } from '../../../session/session';
import { landingPath } from '../../../session/landing';
import { AuthLayout, FormAlert, PasswordField, showSubmitError, validationMessage, fieldProps } from '../../auth';
import { useInvitationStatus } from '../api/invitation-status';
import { registerInvitedUser } from '../api/register-invited-user';
import { InvitationUnavailable } from '../components/InvitationState';
import { roleText } from '../../../lib/role-label';

const registerForm = z
  .object({
    firstName: z.string().trim().min(1, 'First name required').max(100),
    lastName: z.string().trim().min(1, 'Last name required').max(100),
    phone: z.string().trim().max(40),
    password: passwordSchema,
    passwordConfirmation: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'Passwords do not match',
    path: ['passwordConfirmation'],
  });
type RegisterForm = z.infer<typeof registerForm>;
const FIELDS: Path<RegisterForm>[] = ['firstName', 'lastName', 'phone', 'password', 'passwordConfirmation'];

/**
 * /company/invitation/register-user/:userEmail/:invitationExternalId — a person without an account registers and
 * joins the inviting company in one step, then lands in it signed in.
 */
export default function RegisterInvitedUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userEmail = '', invitationExternalId = '' } = useParams();
  const [error, setError] = useState<string | null>(null);
  const status = useInvitationStatus(invitationExternalId, userEmail);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    defaultValues: { firstName: '', lastName: '', phone: '', password: '', passwordConfirmation: '' },
  });
  const field = (name: Path<RegisterForm>) => fieldProps(form, name);
  const title = t('invitations.register.title');

  if (status.isPending) return <FullPageLoader />;
  if (status.isError || status.data.blocked) {
    return (
      <AuthLayout title={title}>
        <InvitationUnavailable status={status.data} error={status.error} />
      </AuthLayout>
    );
  }
  const inv = status.data;
  if (inv.userExists) {
    return (
      <AuthLayout title={title}>
        <Stack spacing={2}>
          <Alert severity="info">{t('invitations.register.hasAccount', { email: inv.email })}</Alert>
          <Button
            component={RouterAdapter}
            to={invitationLinks.existingUser(inv.email, inv.externalId)}
            variant="contained"
          >
            {t('invitations.register.openInvitation')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const submit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      const reply = await registerInvitedUser({
        invitationExternalId,
        email: inv.email,
        ...v,
        phone: v.phone || undefined,
      });
      // The session opens on the company just joined.
      sessionStorage.setItem(STORAGE_KEYS.pendingTenant, inv.tenant.externalId);
      const user = await startSession(reply);
      await navigate(landingPath(user), { replace: true });
    } catch (err) {
      showSubmitError(err, form.setError, FIELDS, setError);
    }
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthLayout
      title={title}
      subtitle={t('invitations.page.text', {
        inviter: inv.initiatorName,
        company: inv.tenant.name,
        role: roleText(inv.roleName),
      })}
      wide
    >
      <form noValidate onSubmit={submit}>
        <FormAlert message={error} />
        <Stack spacing={2}>
          <TextField
            label={t('invitations.register.email')}
            value={inv.email}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText={t('invitations.register.emailHint')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('invitations.register.firstName')}
              autoComplete="given-name"
              autoFocus
              required
              fullWidth
              {...field('firstName')}
            />
            <TextField
              label={t('invitations.register.lastName')}
              autoComplete="family-name"
              required
              fullWidth
              {...field('lastName')}
            />
          </Stack>
          <TextField
            label={t('invitations.register.phone')}
            type="tel"
            autoComplete="tel"
            fullWidth
            {...field('phone')}
          />
          <PasswordField
            label={t('invitations.register.password')}
            autoComplete="new-password"
            required
            {...field('password')}
            helperText={
              validationMessage(errors.password?.message) ??
              t('auth.signup.passwordHint', { count: LIMITS.passwordMinLength })
            }
          />
          <PasswordField
            label={t('invitations.register.passwordConfirmation')}
            autoComplete="new-password"
            required
            {...field('passwordConfirmation')}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
            {t('invitations.register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
