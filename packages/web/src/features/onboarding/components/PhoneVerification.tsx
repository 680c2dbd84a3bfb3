import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN } from '@atrium/contract';
import { ApiError } from '../../../lib/api-error';
import { onboardingApi } from '../api';
import { onboardingMessage } from '../messages';

/** Optional phone, verified by a 6-digit code sent by SMS (spec 1 §5, §7.6). */
export function PhoneVerification({
  phone,
  onPhoneChange,
  verified,
  onVerified,
  error,
}: {
  phone: string;
  onPhoneChange: (v: string) => void;
  verified: boolean;
  onVerified: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await fn();
    } catch (err) {
      setMessage(
        err instanceof ApiError
          ? onboardingMessage(err.fields[0]?.message ?? err.message)!
          : t('onboarding.errors.registration'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('onboarding.personal.phone')}
          name="phone"
          value={phone}
          onChange={(e) => {
            onPhoneChange(e.target.value);
            setSent(false);
          }}
          fullWidth
          error={!!error || !!message}
          helperText={error ?? message ?? t('onboarding.personal.phoneHint')}
          slotProps={{
            htmlInput: { inputMode: 'tel' },
            input: {
              endAdornment: verified ? (
                <CheckCircleIcon color="success" aria-label={t('onboarding.personal.phoneVerified')} />
              ) : undefined,
            },
          }}
        />
        {!verified && (
          <Button
            variant="outlined"
            sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap' }}
            disabled={!PHONE_PATTERN.test(phone.trim()) || busy}
            onClick={() =>
              void run(async () => {
                await onboardingApi.sendPhoneCode(phone);
                setSent(true);
              })
            }
          >
            {sent ? t('onboarding.personal.resendCode') : t('onboarding.personal.sendCode')}
          </Button>
        )}
      </Stack>
      {sent && !verified && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={t('onboarding.personal.code')}
            name="phoneCode"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
          />
          <Button
            variant="contained"
            sx={{ mt: 1 }}
            disabled={code.length !== 6 || busy}
            onClick={() =>
              void run(async () => {
                await onboardingApi.verifyPhoneCode(phone, code);
                onVerified();
              })
            }
          >
            {t('onboarding.personal.verify')}
          </Button>
        </Stack>
      )}
      {verified && (
        <Typography variant="body2" color="success.main">
          {t('onboarding.personal.phoneVerified')}
        </Typography>
      )}
    </Stack>
  );
}
