import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface FailedQuery {
  isError: boolean;
  data: unknown;
  refetch: () => unknown;
}

/**
 * The error a list shows when its first load fails, with Retry. Once data has loaded, a failed refresh keeps the
 * data on screen instead.
 */
export function QueryErrorAlert({
  query,
  message,
  sx = { mb: 2 },
}: {
  query: FailedQuery;
  message: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  if (!query.isError || query.data) return null;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
