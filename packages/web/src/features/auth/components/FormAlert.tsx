import { Alert, type AlertColor } from '@mui/material';

/** A message for the whole form, announced by screen readers (role=alert). Renders nothing when empty. */
export function FormAlert({
  message,
  severity = 'error',
}: {
  message: string | null | undefined;
  severity?: AlertColor;
}) {
  if (!message) return null;
  return (
    <Alert severity={severity} role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
