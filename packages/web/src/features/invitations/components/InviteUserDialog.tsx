import { useEffect, useMemo } from 'react';
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PRODUCT, assignableRoles, defaultViewerRole, emailSchema, type Role } from '@atrium/contract';
import { FormDialog } from '../../../components/FormDialog';
import { useApiQuery } from '../../../components/useApi';
import { useSession } from '../../../session/session';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { companyRolesQuery, portalRolesQuery } from '../../roles';
import { validationMessage } from '../../auth';
import { inviteUserApi } from '../api/invite-user';
import { invitationKeys } from '../keys';
import { invitationMessage, notifyInvitationError } from '../messages';
import { roleText } from '../../../lib/role-label';

const inviteForm = z
  .object({
    email: emailSchema,
    roleExternalId: z.string().min(1, 'Required'),
    allowOne: z.boolean(),
    oneRoleExternalId: z.string(),
  })
  .refine((v) => !v.allowOne || v.oneRoleExternalId !== '', { message: 'Required', path: ['oneRoleExternalId'] });
type InviteForm = z.infer<typeof inviteForm>;
const EMPTY: InviteForm = { email: '', roleExternalId: '', allowOne: false, oneRoleExternalId: '' };

export interface InviteTenant {
  externalId: string;
  name: string;
  isInternal: boolean;
}

/**
 * Invite user dialog (spec 1 §2.8, §6): e-mail and role. Roles come from /api/atrium-roles/company, or /portal for
 * the internal tenant, labelled by the last word of their name, without KAM roles; the default is the viewer role.
 * The internal tenant may also grant the customer view ({product} One) with a company role, viewer by default.
 */
export function InviteUserDialog({
  open,
  onClose,
  tenant,
}: {
  open: boolean;
  onClose: () => void;
  tenant: InviteTenant;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initiatorEmail = useSession().user?.user.email ?? '';
  const roles = useApiQuery({ ...(tenant.isInternal ? portalRolesQuery() : companyRolesQuery()), enabled: open });
  // The second-product roles: failure shows 'atriumOneRolesError' plus the detail (spec 1 §8).
  const oneRoles = useApiQuery({ ...companyRolesQuery(), enabled: open && tenant.isInternal, silent: true });
  useEffect(() => {
    if (oneRoles.isError) notify(`${invitationMessage('atriumOneRolesError')}: ${oneRoles.error.message}`, 'error');
  }, [oneRoles.isError, oneRoles.error]);

  const choices = useMemo(() => assignableRoles(roles.data ?? []), [roles.data]);
  const oneChoices = useMemo(() => assignableRoles(oneRoles.data ?? []), [oneRoles.data]);
  const form = useForm<InviteForm>({ resolver: zodResolver(inviteForm), defaultValues: EMPTY });
  const allowOne = form.watch('allowOne');

  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);
  useEffect(() => {
    if (open && choices.length && !form.getValues('roleExternalId'))
      form.setValue('roleExternalId', (defaultViewerRole(choices) ?? choices[0]).externalId);
  }, [open, choices, form]);
  useEffect(() => {
    if (allowOne && oneChoices.length && !form.getValues('oneRoleExternalId'))
      form.setValue('oneRoleExternalId', (defaultViewerRole(oneChoices) ?? oneChoices[0]).externalId);
  }, [allowOne, oneChoices, form]);

  const save = () =>
    new Promise<void>((resolve, reject) => {
      void form.handleSubmit(
        async (v) => {
          try {
            await inviteUserApi.invite({
              content: {
                tenantExternalId: tenant.externalId,
                roleExternalId: v.roleExternalId,
                ...(tenant.isInternal && v.allowOne ? { atriumOneRoleExternalId: v.oneRoleExternalId } : {}),
              },
              type: 'USER_TO_COMPANY',
              email: v.email,
              initiatorEmail,
            });
            await queryClient.invalidateQueries({ queryKey: invitationKeys.list(tenant.externalId) });
            resolve();
          } catch (err) {
            if (err instanceof ApiError && err.message === 'userAlreadyMember') {
              form.setError(
                'email',
                { type: 'server', message: invitationMessage(err.message) },
                { shouldFocus: true },
              );
            } else notifyInvitationError(err);
            reject(err);
          }
        },
        () => reject(new Error('invalid')),
      )();
    });

  const roleOptions = (list: Role[]) =>
    list.map((r) => (
      <MenuItem key={r.externalId} value={r.externalId}>
        {roleText(r.name)}
      </MenuItem>
    ));
  const err = form.formState.errors;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('invitations.dialog.title', { company: tenant.name })}
      onSave={save}
      saveLabel={t('invitations.dialog.send')}
      closeOnSave
      savedMessage={invitationMessage('invitationSent')}
    >
      <Stack spacing={2}>
        <TextField
          label={t('invitations.dialog.email')}
          type="email"
          required
          autoFocus
          fullWidth
          {...form.register('email')}
          error={!!err.email}
          helperText={validationMessage(err.email?.message)}
          slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
        />
        <Controller
          control={form.control}
          name="roleExternalId"
          render={({ field }) => (
            <TextField
              select
              label={t('invitations.dialog.role')}
              required
              fullWidth
              {...field}
              disabled={!choices.length}
              error={!!err.roleExternalId}
              helperText={validationMessage(err.roleExternalId?.message)}
            >
              {roleOptions(choices)}
            </TextField>
          )}
        />
        {tenant.isInternal && (
          <>
            <Controller
              control={form.control}
              name="allowOne"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={t('invitations.dialog.allowOne', { product: PRODUCT.customerViewName })}
                />
              )}
            />
            {allowOne && (
              <Controller
                control={form.control}
                name="oneRoleExternalId"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('invitations.dialog.oneRole', { product: PRODUCT.customerViewName })}
                    required
                    fullWidth
                    {...field}
                    disabled={!oneChoices.length}
                    error={!!err.oneRoleExternalId}
                    helperText={validationMessage(err.oneRoleExternalId?.message)}
                  >
                    {roleOptions(oneChoices)}
                  </TextField>
                )}
              />
            )}
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
