import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailSchema } from '@atrium/contract';
import { FormAlert } from './FormAlert';
import { useLoginAs } from '../hooks/useLoginAs';
import { showSubmitError } from '../errors';
import { EmailField } from './EmailField';

const loginAsForm = z.object({ email: emailSchema });

/** SUPERADMIN tool of /tools/admin: sign in as another user (asks for confirmation, then ends this session). */
export function LoginAsCard() {
  const { t } = useTranslation();
  const loginAs = useLoginAs();
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const form = useForm<z.input<typeof loginAsForm>, unknown, z.output<typeof loginAsForm>>({
    resolver: zodResolver(loginAsForm),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const email = form.register('email');

  // Step 1: a valid address opens the confirmation.
  const ask = form.handleSubmit(({ email: address }) => {
    setError(null);
    setTarget(address);
  });

  // Step 2: confirmed — sign in as that user, ending this session, and open their landing page.
  const confirm = async () => {
    if (!target) return;
    setWorking(true);
    setError(null);
    try {
      await loginAs(target);
    } catch (err) {
      setTarget(null);
      setWorking(false);
      showSubmitError(err, form.setError, ['email'], setError);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="login-as-title">
      <CardContent>
        <Typography id="login-as-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
          {t('auth.admin.loginAsTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('auth.admin.loginAsHint')}
        </Typography>
        <Box component="form" noValidate onSubmit={ask}>
          <FormAlert message={error} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <EmailField
              registration={email}
              label={t('auth.admin.userEmail')}
              autoComplete="off"
              error={errors.email?.message}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              sx={{ flexShrink: 0, minHeight: 56 }}
              disabled={working}
            >
              {t('auth.admin.loginAs')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
      <Dialog
        open={!!target}
        onClose={() => !working && setTarget(null)}
        aria-labelledby="login-as-confirm-title"
        aria-describedby="login-as-confirm-text"
      >
        <DialogTitle id="login-as-confirm-title">{t('auth.admin.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="login-as-confirm-text">
            {t('auth.admin.confirmText', { email: target ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTarget(null)} disabled={working}>
            {t('auth.common.cancel')}
          </Button>
          <Button variant="contained" onClick={confirm} loading={working} autoFocus>
            {t('auth.common.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
