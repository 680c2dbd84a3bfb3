import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fromLocalInput, toLocalInput } from './datetime';

/** A guest's own expiry in the sharing dialog: empty means as long as the room is open. */
export function GuestExpiryField({
  email,
  value,
  onChange,
}: {
  email: string;
  value: string | null;
  onChange: (iso: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      type="datetime-local"
      size="small"
      label={t('sharedSpaces.sharing.until')}
      value={toLocalInput(value)}
      onChange={(e) => onChange(fromLocalInput(e.target.value))}
      helperText={value ? undefined : t('sharedSpaces.sharing.noExpiry')}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': t('sharedSpaces.sharing.untilFor', { email }) },
      }}
      sx={{ minWidth: 200 }}
    />
  );
}
