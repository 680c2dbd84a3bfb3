import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { type Role } from '@atrium/contract';
import { teamFieldMessage } from './messages';
import { roleText } from '../../lib/role-label';

/** A required role dropdown of a team form: labels are the roles' last word, errors in the team's messages. */
export function RoleSelectField<T extends FieldValues>({
  control,
  name,
  label,
  roles,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  roles: Role[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required
          label={label}
          {...field}
          error={!!fieldState.error}
          helperText={teamFieldMessage(fieldState.error?.message)}
        >
          {roles.map((r) => (
            <MenuItem key={r.externalId} value={r.externalId}>
              {roleText(r.name)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
