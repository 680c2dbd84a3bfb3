import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';
import { LIMITS, loginBody, loginMethodQuery, loginWithCodeBody, type LoginMethod } from '@atrium/contract';
import { authApi } from '../api';
import { RESEND_COOLDOWN_S, loginQueryErrorKey, stepForMethod, type LoginStep } from '../login-steps';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { RouterLink } from '../components/RouterLink';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { useCooldown } from '../hooks/useCooldown';
import { codeInputProps, digitsOnly } from '../code-input';
import { applyServerFieldErrors, authErrorMessage, isApiError, validationMessage, showSubmitError } from '../errors';
import { EmailField } from '../components/EmailField';
import { SsoButtons } from '../components/SsoButtons';

/** Sign-in at / and /login: e-mail first, then password or an e-mailed 6-digit code (spec 1 §2.1, §7.1). */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const prefill = (location.state as { email?: string } | null)?.email ?? params.get('email') ?? '';
  const [step, setStep] = useState<LoginStep>({ kind: 'email' });
  const [email, setEmail] = useState(prefill);
  const queryErrorKey = loginQueryErrorKey(params.get('error'));

  const subtitle =
    step.kind === 'email'
      ? t('auth.login.subtitle')
      : step.kind === 'password'
        ? t('auth.login.passwordSubtitle')
        : t('auth.login.codeSubtitle');

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={subtitle}>
      {step.kind === 'email' && queryErrorKey && <FormAlert severity="warning" message={t(queryErrorKey)} />}
      {step.kind === 'email' && (
        <EmailStep
          defaultEmail={email}
          onNext={(address, method) => {
            setEmail(address);
            setStep(stepForMethod(address, method));
          }}
        />
      )}
      {step.kind === 'password' && (
        <PasswordStep
          email={step.email}
          onChangeEmail={() => setStep({ kind: 'email' })}
          onUseCode={() => setStep({ kind: 'code', email: step.email, method: 'PASSWORD' })}
        />
      )}
      {step.kind === 'code' && (
        <CodeStep
          email={step.email}
          onChangeEmail={() => setStep({ kind: 'email' })}
          onUsePassword={
            step.method === 'PASSWORD' ? () => setStep({ kind: 'password', email: step.email }) : undefined
          }
        />
      )}
      {step.kind === 'email' && <SsoButtons redirect={params.get('redirect_uri')} />}
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth.login.noAccount')} <RouterLink to="/signup">{t('auth.login.createAccount')}</RouterLink>
      </Typography>
    </AuthLayout>
  );
}

const passwordSchema = loginBody.pick({ password: true });
const codeSchema = loginWithCodeBody.pick({ code: true });

/** Shared by the password and code steps: an unverified e-mail goes to the check-your-inbox page. */
function useSignInFailure(email: string) {
  const navigate = useNavigate();
  return (err: unknown): string | null => {
    if (isApiError(err, 'EMAIL_NOT_VERIFIED')) {
      const id = (err.content as { userExternalId?: string } | null)?.userExternalId;
      if (id) {
        void navigate(`/verify-email/${encodeURIComponent(id)}`, { state: { email } });
        return null;
      }
    }
    return authErrorMessage(err);
  };
}

function EmailStep({
  defaultEmail,
  onNext,
}: {
  defaultEmail: string;
  onNext: (email: string, method: LoginMethod) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginMethodQuery>, unknown, z.output<typeof loginMethodQuery>>({
    resolver: zodResolver(loginMethodQuery),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;
  const email = form.register('email');

  const submit = form.handleSubmit(async ({ email: address }) => {
    setError(null);
    try {
      const { method } = await authApi.loginMethod(address);
      // A code-only account gets its code now; the password step offers the code on request.
      if (method === 'CODE') await authApi.sendLoginCode(address);
      onNext(address, method);
    } catch (err) {
      showSubmitError(err, form.setError, ['email'], setError);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormAlert message={error} />
      <Stack spacing={2}>
        <EmailField
          registration={email}
          label={t('auth.fields.email')}
          autoComplete="username"
          error={errors.email?.message}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          {t('auth.login.continue')}
        </Button>
      </Stack>
    </Box>
  );
}

function SignedInAs({ email, onChange }: { email: string; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1, mb: 2, minWidth: 0 }}
    >
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, overflowWrap: 'break-word', minWidth: 0, maxWidth: '100%' }}
        data-testid="login-email"
      >
        {email}
      </Typography>
      <Button size="small" onClick={onChange} sx={{ flexShrink: 0 }}>
        {t('auth.login.changeEmail')}
      </Button>
    </Stack>
  );
}

function PasswordStep({
  email,
  onChangeEmail,
  onUseCode,
}: {
  email: string;
  onChangeEmail: () => void;
  onUseCode: () => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const failure = useSignInFailure(email);
  const [error, setError] = useState<string | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
  const form = useForm<z.input<typeof passwordSchema>>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.register('password');

  const submit = form.handleSubmit(async ({ password: value }) => {
    setError(null);
    try {
      const reply = await authApi.login(email, value);
      await completeSignIn(reply, params.get('redirect_uri'));
    } catch (err) {
      if (applyServerFieldErrors(err, form.setError, ['password'])) return;
      setError(failure(err));
    }
  });

  const sendCode = async () => {
    setError(null);
    setSendingCode(true);
    try {
      await authApi.sendLoginCode(email);
      onUseCode();
    } catch (err) {
      setError(authErrorMessage(err));
      setSendingCode(false);
    }
  };

  const busy = isSubmitting || sendingCode;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <SignedInAs email={email} onChange={onChangeEmail} />
      <FormAlert message={error} />
      {/* Lets password managers pair the password with the account. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <Stack spacing={2}>
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          autoFocus
          required
          inputRef={password.ref}
          name={password.name}
          onChange={password.onChange}
          onBlur={password.onBlur}
          error={!!errors.password}
          helperText={validationMessage(errors.password?.message)}
        />
        <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
          <RouterLink to="/forgot-password" state={{ email }} variant="body2">
            {t('auth.login.forgotPassword')}
          </RouterLink>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} disabled={busy}>
          {t('auth.login.submit')}
        </Button>
        <Button variant="text" fullWidth onClick={sendCode} loading={sendingCode} disabled={busy}>
          {t('auth.login.useCodeInstead')}
        </Button>
      </Stack>
    </Box>
  );
}

function CodeStep({
  email,
  onChangeEmail,
  onUsePassword,
}: {
  email: string;
  onChangeEmail: () => void;
  onUsePassword?: () => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const failure = useSignInFailure(email);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  // The code was just sent on the way into this step.
  const cooldown = useCooldown(RESEND_COOLDOWN_S, { startActive: true });
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const code = form.register('code');

  const submit = form.handleSubmit(async ({ code: value }) => {
    setError(null);
    setInfo(null);
    try {
      const reply = await authApi.loginWithCode(email, value);
      await completeSignIn(reply, params.get('redirect_uri'));
    } catch (err) {
      if (applyServerFieldErrors(err, form.setError, ['code'])) return;
      setError(failure(err));
    }
  });

  const resend = async () => {
    setError(null);
    setInfo(null);
    setResending(true);
    try {
      await authApi.sendLoginCode(email);
      cooldown.start();
      setInfo(t('auth.login.codeResent'));
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setResending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <SignedInAs email={email} onChange={onChangeEmail} />
      <FormAlert message={error} />
      <FormAlert severity="success" message={info} />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('auth.login.codeSent', { minutes: Math.round(LIMITS.loginCodeTtlMs / 60000) })}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('auth.fields.code')}
          autoComplete="one-time-code"
          autoFocus
          fullWidth
          required
          inputRef={code.ref}
          name={code.name}
          onChange={(e) => {
            e.target.value = digitsOnly(e.target.value);
            return code.onChange(e);
          }}
          onBlur={code.onBlur}
          error={!!errors.code}
          helperText={validationMessage(errors.code?.message)}
          slotProps={{ htmlInput: codeInputProps }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
        <Button
          variant="text"
          fullWidth
          onClick={resend}
          loading={resending}
          disabled={cooldown.active || resending || isSubmitting}
        >
          {cooldown.active ? t('auth.login.resendCodeIn', { seconds: cooldown.remaining }) : t('auth.login.resendCode')}
        </Button>
        {onUsePassword && (
          <Button variant="text" fullWidth onClick={onUsePassword} disabled={isSubmitting}>
            {t('auth.login.usePasswordInstead')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
