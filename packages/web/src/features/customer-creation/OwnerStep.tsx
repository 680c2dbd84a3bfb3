import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Autocomplete, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import {
  JOB_TITLES,
  MAX_CUSTOMER_INVITATIONS,
  assignableRoles,
  defaultViewerRole,
  type OwnerUser,
} from '@atrium/contract';
import { useCompanyRoles } from '../roles';
import type { OwnerFormValues } from './forms';
import { creationMessage } from './messages';
import { WorkspaceNameField } from './WorkspaceNameField';
import type { SlugState } from '../workspace';
import { roleText } from '../../lib/role-label';

type Form = UseFormReturn<
  OwnerFormValues,
  unknown,
  { workspaceName: string; owner: OwnerUser; invitations: { email: string; roleExternalId: string }[] }
>;
type OwnerField = keyof OwnerFormValues['owner'];

/** Step 3: the owner user (spec 1 §5 owner form), the workspace name and optional invitations. */
export function OwnerStep({ form, slugState }: { form: Form; slugState: SlugState }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const roles = useCompanyRoles();
  const inviteRoles = assignableRoles(roles.data ?? []);
  const invitations = useFieldArray({ control: form.control, name: 'invitations' });

  const text = (name: OwnerField, required = true) => {
    const r = form.register(`owner.${name}`);
    const message = errors.owner?.[name]?.message;
    return {
      inputRef: r.ref,
      name: r.name,
      onChange: r.onChange,
      onBlur: r.onBlur,
      error: !!message,
      helperText: creationMessage(message),
      fullWidth: true,
      required,
      label: t(`customerCreation.owner.${name}`),
    };
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Controller
        control={form.control}
        name="workspaceName"
        render={({ field, fieldState }) => (
          <WorkspaceNameField
            value={field.value}
            state={slugState}
            onChange={field.onChange}
            serverError={creationMessage(fieldState.error?.message)}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField {...text('firstName')} autoComplete="off" />
        <TextField {...text('lastName')} autoComplete="off" />
      </Stack>
      <Controller
        control={form.control}
        name="owner.title"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            options={JOB_TITLES.filter((j) => j !== 'Other')}
            value={field.value}
            onChange={(_, v) => field.onChange(v ?? '')}
            onInputChange={(_, v) => field.onChange(v)}
            renderInput={(params) => (
              <TextField
                {...params}
                name="owner.title"
                required
                label={t('customerCreation.owner.title')}
                error={!!fieldState.error}
                helperText={creationMessage(fieldState.error?.message)}
              />
            )}
          />
        )}
      />
      <TextField {...text('email')} type="email" autoComplete="off" />
      <Typography variant="body2" color="text.secondary">
        {t('customerCreation.owner.passwordHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField {...text('password', false)} type="password" autoComplete="new-password" />
        <TextField {...text('repeatedPassword', false)} type="password" autoComplete="new-password" />
      </Stack>

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        {t('customerCreation.invitations.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('customerCreation.invitations.hint')}
      </Typography>
      {invitations.fields.map((f, i) => (
        <Stack key={f.id} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
          <TextField
            {...form.register(`invitations.${i}.email`)}
            type="email"
            fullWidth
            label={t('customerCreation.invitations.email')}
            error={!!errors.invitations?.[i]?.email}
            helperText={creationMessage(errors.invitations?.[i]?.email?.message)}
          />
          <Controller
            control={form.control}
            name={`invitations.${i}.roleExternalId`}
            render={({ field, fieldState }) => (
              <TextField
                select
                sx={{ minWidth: 160 }}
                label={t('customerCreation.invitations.role')}
                {...field}
                error={!!fieldState.error}
                helperText={creationMessage(fieldState.error?.message)}
              >
                {inviteRoles.map((r) => (
                  <MenuItem key={r.externalId} value={r.externalId}>
                    {roleText(r.name)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <IconButton
            aria-label={t('customerCreation.invitations.remove')}
            onClick={() => invitations.remove(i)}
            sx={{ mt: { sm: 1 } }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {invitations.fields.length < MAX_CUSTOMER_INVITATIONS && (
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            invitations.append({ email: '', roleExternalId: defaultViewerRole(inviteRoles)?.externalId ?? '' })
          }
        >
          {t('customerCreation.invitations.add')}
        </Button>
      )}
    </Stack>
  );
}
