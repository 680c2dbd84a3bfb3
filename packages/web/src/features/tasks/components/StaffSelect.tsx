import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface StaffChoice {
  value: string;
  label: string;
}

/**
 * A preparer or reviewer picker: the staff by name after the leading choices (by default "Nobody", the empty value).
 * Shared by the flow dialogs, the task edit and bulk-assign dialogs and the task creation page.
 */
export function StaffSelect({
  id,
  label,
  value,
  onChange,
  staff,
  choices,
  slotProps,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  staff: { externalId: string; name: string }[];
  choices?: StaffChoice[];
  slotProps?: TextFieldProps['slotProps'];
}) {
  const { t } = useTranslation();
  const leading = choices ?? [{ value: '', label: t('tasks.flows.nobody') }];
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={slotProps}
      fullWidth
    >
      {leading.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
      {staff.map((p) => (
        <MenuItem key={p.externalId} value={p.externalId}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
