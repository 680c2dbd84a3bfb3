import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { validationMessage } from '../errors';

/** The e-mail input of the auth forms, wired to react-hook-form's register(). */
export function EmailField({
  registration,
  error,
  label,
  autoComplete = 'email',
  autoFocus = true,
  disabled,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  label: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      disabled={disabled}
      inputRef={registration.ref}
      name={registration.name}
      onChange={registration.onChange}
      onBlur={registration.onBlur}
      error={!!error}
      helperText={validationMessage(error)}
      slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
    />
  );
}
