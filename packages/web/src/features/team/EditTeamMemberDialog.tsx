import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Autocomplete, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  JOB_TITLES,
  JOB_TITLES_B,
  TEAM_MESSAGES,
  TEAM_STATUSES,
  updateTeamMemberBody,
  type TeamMember,
  type UpdateTeamMemberBody,
} from '@atrium/contract';
import { Modal } from '../../components/Modal';
import { notify } from '../../lib/notify';
import { ApiError } from '../../lib/api-error';
import { usePortalRoles } from '../roles';
import { authErrorMessage } from '../auth';
import { useUpdateTeamMember } from './api/update-team-member';
import { teamFieldMessage } from './messages';
import { RoleSelectField } from './RoleSelectField';

const TITLES = [...new Set([...JOB_TITLES, ...JOB_TITLES_B])].filter((x) => x !== 'Other');

/** PUT employee/{id}/update: name, job title, portal role and status of a team member (team admins). */
export function EditTeamMemberDialog({
  open,
  onClose,
  member,
}: {
  open: boolean;
  onClose: () => void;
  member: TeamMember;
}) {
  const { t } = useTranslation();
  const update = useUpdateTeamMember(member.externalId);
  const portalRoles = usePortalRoles(TEAM_MESSAGES.rolesError);
  const [formError, setFormError] = useState<string | null>(null);
  const currentRole = portalRoles.data?.find((r) => member.roles.includes(r.name))?.externalId ?? '';
  const values = (): UpdateTeamMemberBody => ({
    firstName: member.firstName,
    lastName: member.lastName,
    jobTitle: member.jobTitle ?? '',
    roleExternalId: currentRole,
    status: member.status,
  });
  const form = useForm<UpdateTeamMemberBody>({ resolver: zodResolver(updateTeamMemberBody), defaultValues: values() });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset(values());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on opening or a role change only, not on every render of values()
  }, [open, currentRole]);

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await update.mutateAsync(body);
      notify(t('team.member.updated'), 'success');
      onClose();
    } catch (err) {
      let placed = false;
      if (err instanceof ApiError) {
        for (const f of err.fields) {
          const name = f.path.split('.').pop() as keyof UpdateTeamMemberBody;
          if (!(name in form.getValues())) continue;
          form.setError(name, { type: 'server', message: f.message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setFormError(authErrorMessage(err));
    }
  });

  const text = (name: 'firstName' | 'lastName') => {
    const r = form.register(name);
    return {
      inputRef: r.ref,
      name: r.name,
      onChange: r.onChange,
      onBlur: r.onBlur,
      error: !!errors[name],
      helperText: teamFieldMessage(errors[name]?.message),
      fullWidth: true,
      required: true,
    };
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={isSubmitting}
      title={t('team.member.editTitle')}
      actions={
        <>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" form="edit-team-member" variant="contained" loading={isSubmitting}>
            {t('team.member.save')}
          </Button>
        </>
      }
    >
      <Box component="form" id="edit-team-member" noValidate onSubmit={submit}>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField {...text('firstName')} label={t('team.fields.firstName')} />
            <TextField {...text('lastName')} label={t('team.fields.lastName')} />
          </Stack>
          <Controller
            control={form.control}
            name="jobTitle"
            render={({ field, fieldState }) => (
              <Autocomplete
                freeSolo
                options={TITLES}
                value={field.value}
                onChange={(_, v) => field.onChange(v ?? '')}
                onInputChange={(_, v) => field.onChange(v)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    required
                    label={t('team.fields.jobTitle')}
                    error={!!fieldState.error}
                    helperText={teamFieldMessage(fieldState.error?.message)}
                  />
                )}
              />
            )}
          />
          <RoleSelectField
            control={form.control}
            name="roleExternalId"
            label={t('team.fields.role')}
            roles={portalRoles.data ?? []}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                required
                label={t('team.columns.status')}
                {...field}
                error={!!fieldState.error}
                helperText={teamFieldMessage(fieldState.error?.message)}
              >
                {TEAM_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`team.status.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      </Box>
    </Modal>
  );
}
