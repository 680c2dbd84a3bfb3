import { useEffect } from 'react';
import { Stack, TextField } from '@mui/material';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { personalInfoUserSchema, type UserProfile } from '@atrium/contract';
import { FormDialog } from '../../components/FormDialog';
import { loadCurrentUser } from '../../session/session';
import { notifyActionError } from '../../lib/notify';
import { applyServerFieldErrors, fieldProps } from '../auth';
import { useUpdateProfile } from './api/update-profile';
import { PersonalFields } from './PersonalFields';

const personalForm = personalInfoUserSchema.extend({
  phone: z.string().trim().max(40),
  title: z.string().trim().max(100),
});
type PersonalForm = z.input<typeof personalForm>;
const FIELDS: Path<PersonalForm>[] = ['firstName', 'lastName', 'email', 'phone', 'title'];

const valuesOf = (p: UserProfile): PersonalForm => ({
  firstName: p.user.firstName,
  lastName: p.user.lastName,
  email: p.user.email,
  phone: p.user.phone ?? '',
  title: p.title ?? '',
});

/**
 * Personal information edit modal (spec 1 §5): first name, last name and e-mail required, phone optional; the job
 * title field appears only when the user already has a title. Saves the whole profile and returns the updated user.
 */
export function PersonalInfoModal({
  open,
  onClose,
  profile,
}: {
  open: boolean;
  onClose: () => void;
  profile: UserProfile;
}) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const form = useForm<PersonalForm, unknown, z.output<typeof personalForm>>({
    resolver: zodResolver(personalForm),
    defaultValues: valuesOf(profile),
  });
  useEffect(() => {
    if (open) form.reset(valuesOf(profile));
  }, [open, profile, form]);
  const hasTitle = !!profile.title;
  const field = (name: Path<PersonalForm>) => fieldProps(form, name);

  const save = () =>
    new Promise<void>((resolve, reject) => {
      void form.handleSubmit(
        async (v) => {
          try {
            await updateProfile({
              externalId: profile.externalId,
              user: { firstName: v.firstName, lastName: v.lastName, email: v.email, phone: v.phone || null },
              title: hasTitle ? v.title || null : profile.title,
              instagram: profile.instagram,
              linkedIn: profile.linkedIn,
              twitter: profile.twitter,
              location: profile.location,
              bio: profile.bio,
            });
            // The shell shows the name from the session's user.
            await loadCurrentUser();
            resolve();
          } catch (err) {
            // Field errors (a taken e-mail) on their fields; anything else through the status-code handler (spec 1 §8).
            if (!applyServerFieldErrors(err, form.setError, FIELDS)) notifyActionError(err);
            reject(err);
          }
        },
        () => reject(new Error('invalid')),
      )();
    });

  return (
    <FormDialog open={open} onClose={onClose} title={t('profile.modal.title')} onSave={save} closeOnSave>
      <Stack spacing={2}>
        <PersonalFields field={field} />
        {hasTitle && (
          <TextField
            label={t('profile.fields.title')}
            autoComplete="organization-title"
            fullWidth
            {...field('title')}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
