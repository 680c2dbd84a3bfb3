import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { fieldProps } from '../auth';

type PersonalField = 'firstName' | 'lastName' | 'email' | 'phone';

/** Name, e-mail and phone: the personal fields the profile page and the personal-information modal share. */
export function PersonalFields({ field }: { field: (name: PersonalField) => ReturnType<typeof fieldProps> }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('profile.fields.firstName')}
          autoComplete="given-name"
          required
          fullWidth
          {...field('firstName')}
        />
        <TextField
          label={t('profile.fields.lastName')}
          autoComplete="family-name"
          required
          fullWidth
          {...field('lastName')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('profile.fields.email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
          {...field('email')}
        />
        <TextField label={t('profile.fields.phone')} type="tel" autoComplete="tel" fullWidth {...field('phone')} />
      </Stack>
    </>
  );
}
