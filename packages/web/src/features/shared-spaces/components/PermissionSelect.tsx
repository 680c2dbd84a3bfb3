import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_GUEST_PERMISSIONS, type AssignableGuestPermission } from '@atrium/contract';

/** A permission picker: NO_ACCESS, CAN_VIEW, CAN_DOWNLOAD — never CAN_EDIT (spec 3 §2.13). */
export function PermissionSelect({
  value,
  onChange,
  label,
  size = 'small',
}: {
  value: AssignableGuestPermission;
  onChange: (p: AssignableGuestPermission) => void;
  label: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as AssignableGuestPermission)}
      sx={{ minWidth: 170 }}
    >
      {ASSIGNABLE_GUEST_PERMISSIONS.map((p) => (
        <MenuItem key={p} value={p}>
          {t(`sharedSpaces.permissions.${p}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
