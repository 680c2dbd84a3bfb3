import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  JOB_TITLES,
  OTHER_JOB_TITLE,
  TEAM_MESSAGES,
  assignableRoles,
  createTeamMemberForm,
  defaultViewerRole,
  toCreateTeamUserBody,
  type CreateTeamMemberForm,
} from '@atrium/contract';
import { Modal } from '../../components/Modal';
import { notify } from '../../lib/notify';
import { ApiError } from '../../lib/api-error';
import { useCompanyRoles, usePortalRoles } from '../roles';
import { authErrorMessage } from '../auth';
import { useCreateTeamUser } from './api/create-team-user';
import { teamFieldMessage } from './messages';
import { RoleSelectField } from './RoleSelectField';

const EMPTY: CreateTeamMemberForm = {
  firstName: '',
  lastName: '',
  jobTitle: '',
  otherJobTitle: '',
  email: '',
  password: '',
  roleExternalId: '',
  allowOneAccess: false,
  oneRoleExternalId: '',
};

/** Server field paths of the create-user payload → this form's fields. */
const SERVER_FIELDS: Record<string, keyof CreateTeamMemberForm> = {
  title: 'jobTitle',
  email: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
  password: 'password',
  roleExternalId: 'roleExternalId',
  atriumOneRoleExternalId: 'oneRoleExternalId',
};

/** Create User (spec 1 §5 "Create team member"): a team admin adds a staff member. */
export function CreateTeamUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const createUser = useCreateTeamUser();
  const portalRoles = usePortalRoles(TEAM_MESSAGES.rolesError);
  const companyRoles = useCompanyRoles(TEAM_MESSAGES.oneRolesError);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateTeamMemberForm>({ resolver: zodResolver(createTeamMemberForm), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const jobTitle = form.watch('jobTitle');
  const allowOneAccess = form.watch('allowOneAccess');
  const oneRoles = assignableRoles(companyRoles.data ?? []);

  // The portal role defaults to the first role returned; the company role to the viewer role (spec 1 §5).
  useEffect(() => {
    if (open && portalRoles.data?.length && !form.getValues('roleExternalId'))
      form.setValue('roleExternalId', portalRoles.data[0].externalId);
  }, [open, portalRoles.data, form]);
  useEffect(() => {
    if (allowOneAccess && !form.getValues('oneRoleExternalId'))
      form.setValue('oneRoleExternalId', defaultViewerRole(oneRoles)?.externalId ?? oneRoles[0]?.externalId ?? '');
  }, [allowOneAccess, oneRoles, form]);

  const close = () => {
    form.reset(EMPTY);
    setFormError(null);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await createUser.mutateAsync(toCreateTeamUserBody(values));
      notify(t('team.userCreated'), 'success');
      close();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'EMAIL_TAKEN') {
        form.setError('email', { type: 'server', message: authErrorMessage(err) }, { shouldFocus: true });
        return;
      }
      let placed = false;
      if (err instanceof ApiError) {
        for (const f of err.fields) {
          const name = SERVER_FIELDS[f.path.split('.').pop() ?? ''];
          if (!name) continue;
          form.setError(name, { type: 'server', message: f.message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setFormError(authErrorMessage(err));
    }
  });

  const text = (name: keyof CreateTeamMemberForm) => {
    const r = form.register(name);
    const message = errors[name]?.message;
    return {
      inputRef: r.ref,
      name: r.name,
      onChange: r.onChange,
      onBlur: r.onBlur,
      error: !!message,
      helperText: teamFieldMessage(message),
      fullWidth: true,
    };
  };

  return (
    <Modal
      open={open}
      onClose={close}
      busy={isSubmitting}
      title={t('team.create.title')}
      actions={
        <>
          <Button onClick={close} disabled={isSubmitting}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" form="create-team-user" variant="contained" loading={isSubmitting}>
            {t('team.create.submit')}
          </Button>
        </>
      }
    >
      <Box component="form" id="create-team-user" noValidate onSubmit={submit}>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          {(portalRoles.isError || companyRoles.isError) && (
            <Alert severity="warning">{portalRoles.isError ? t('team.rolesError') : t('team.oneRolesError')}</Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              {...text('firstName')}
              label={t('team.fields.firstName')}
              placeholder={t('team.validation.firstName')}
              required
              autoComplete="off"
            />
            <TextField
              {...text('lastName')}
              label={t('team.fields.lastName')}
              placeholder={t('team.validation.lastName')}
              required
              autoComplete="off"
            />
          </Stack>
          <Controller
            control={form.control}
            name="jobTitle"
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                required
                label={t('team.fields.jobTitle')}
                {...field}
                error={!!fieldState.error}
                helperText={teamFieldMessage(fieldState.error?.message)}
              >
                {JOB_TITLES.map((j) => (
                  <MenuItem key={j} value={j}>
                    {j === OTHER_JOB_TITLE ? t('team.otherJobTitle') : j}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {jobTitle === OTHER_JOB_TITLE && (
            <TextField {...text('otherJobTitle')} label={t('team.fields.otherJobTitle')} required />
          )}
          <TextField
            {...text('email')}
            type="email"
            label={t('team.fields.email')}
            placeholder={t('team.validation.email')}
            required
            autoComplete="off"
          />
          <TextField
            {...text('password')}
            type="password"
            label={t('team.fields.password')}
            placeholder={t('team.validation.password')}
            required
            autoComplete="new-password"
          />
          <RoleSelectField
            control={form.control}
            name="roleExternalId"
            label={t('team.fields.role')}
            roles={portalRoles.data ?? []}
          />
          <Controller
            control={form.control}
            name="allowOneAccess"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('team.fields.allowOneAccess')}
              />
            )}
          />
          {allowOneAccess && (
            <RoleSelectField
              control={form.control}
              name="oneRoleExternalId"
              label={t('team.fields.oneRole')}
              roles={oneRoles}
            />
          )}
        </Stack>
      </Box>
    </Modal>
  );
}
