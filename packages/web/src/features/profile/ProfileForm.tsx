import { useEffect } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  JOB_TITLES,
  OTHER_JOB_TITLE,
  personalInfoUserSchema,
  type ProfileUpdateBody,
  type UserProfile,
} from '@atrium/contract';
import { loadCurrentUser } from '../../session/session';
import { notify, notifyActionError } from '../../lib/notify';
import { applyServerFieldErrors, fieldProps } from '../auth';
import { useUpdateProfile } from './api/update-profile';
import { PersonalFields } from './PersonalFields';

const text = (max: number) => z.string().trim().max(max);
const profileForm = personalInfoUserSchema
  .extend({
    phone: text(40),
    title: text(100),
    otherTitle: text(100),
    linkedIn: text(200),
    twitter: text(200),
    instagram: text(200),
    location: text(200),
    bio: text(1000),
  })
  .refine((v) => v.title !== OTHER_JOB_TITLE || v.otherTitle.length > 0, {
    path: ['otherTitle'],
    message: 'This field is required',
  });
export type ProfileFormValues = z.input<typeof profileForm>;
const FIELDS: Path<ProfileFormValues>[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'title',
  'linkedIn',
  'twitter',
  'instagram',
  'location',
  'bio',
];
const LISTED = JOB_TITLES.filter((j) => j !== OTHER_JOB_TITLE) as readonly string[];

/** The form's values for a profile: a title not on the list shows as 'Other' with the title typed in. */
export function valuesOf(p: UserProfile): ProfileFormValues {
  const listed = p.title && LISTED.includes(p.title);
  return {
    firstName: p.user.firstName,
    lastName: p.user.lastName,
    email: p.user.email,
    phone: p.user.phone ?? '',
    title: listed ? p.title! : p.title ? OTHER_JOB_TITLE : '',
    otherTitle: listed ? '' : (p.title ?? ''),
    linkedIn: p.linkedIn ?? '',
    twitter: p.twitter ?? '',
    instagram: p.instagram ?? '',
    location: p.location ?? '',
    bio: p.bio ?? '',
  };
}

/** The update body for the form's values (empty fields clear theirs). */
export function bodyOf(externalId: string, v: z.output<typeof profileForm>): ProfileUpdateBody {
  return {
    externalId,
    user: { firstName: v.firstName, lastName: v.lastName, email: v.email, phone: v.phone || null },
    title: v.title === OTHER_JOB_TITLE ? v.otherTitle : v.title || null,
    linkedIn: v.linkedIn || null,
    twitter: v.twitter || null,
    instagram: v.instagram || null,
    location: v.location || null,
    bio: v.bio || null,
  };
}

/** The editable fields of the own profile (spec 1 §3): name, e-mail, phone, job title, links, location and bio. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, z.output<typeof profileForm>>({
    resolver: zodResolver(profileForm),
    defaultValues: valuesOf(profile),
  });
  useEffect(() => {
    form.reset(valuesOf(profile));
  }, [profile, form]);
  const field = (name: Path<ProfileFormValues>) => fieldProps(form, name);
  const title = form.watch('title');

  const submit = form.handleSubmit(async (v) => {
    try {
      await updateProfile(bodyOf(profile.externalId, v));
      // The shell shows the name from the session's user.
      await loadCurrentUser();
      notify(t('profile.page.saved'), 'success');
    } catch (err) {
      if (!applyServerFieldErrors(err, form.setError, FIELDS)) notifyActionError(err);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2} aria-label={t('profile.page.form')}>
      <PersonalFields field={field} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={form.control}
          name="title"
          render={({ field: f }) => (
            <TextField
              select
              fullWidth
              label={t('profile.fields.title')}
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              inputRef={f.ref}
            >
              <MenuItem value="">{t('profile.page.noTitle')}</MenuItem>
              {JOB_TITLES.map((j) => (
                <MenuItem key={j} value={j}>
                  {j === OTHER_JOB_TITLE ? t('profile.page.otherTitle') : j}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {title === OTHER_JOB_TITLE && (
          <TextField label={t('profile.fields.otherTitle')} required fullWidth {...field('otherTitle')} />
        )}
      </Stack>
      <TextField label={t('profile.fields.location')} autoComplete="address-level2" fullWidth {...field('location')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField label={t('profile.fields.linkedIn')} fullWidth {...field('linkedIn')} />
        <TextField label={t('profile.fields.twitter')} fullWidth {...field('twitter')} />
        <TextField label={t('profile.fields.instagram')} fullWidth {...field('instagram')} />
      </Stack>
      <TextField label={t('profile.fields.bio')} multiline minRows={3} fullWidth {...field('bio')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('profile.page.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
