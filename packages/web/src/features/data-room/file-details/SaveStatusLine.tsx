import { Alert, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './useSummaryAutosave';

/** Saving… / All changes saved / the error, announced politely to screen readers. */
export function SaveStatusLine({ status, error }: { status: SaveStatus; error: string | null }) {
  const { t } = useTranslation();
  if (status === 'error')
    return (
      <Alert severity="error" role="alert">
        {t('dataRoomFile.summary.status.error', { message: error ?? '' })}
      </Alert>
    );
  return (
    <Stack direction="row" role="status" aria-live="polite" sx={{ alignItems: 'center', gap: 0.5, minHeight: 24, color: 'text.secondary' }} data-testid="summary-save-status">
      {status === 'saved' && <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />}
      <Typography variant="body2">
        {status === 'pending' && t('dataRoomFile.summary.status.pending')}
        {status === 'saving' && t('dataRoomFile.summary.status.saving')}
        {status === 'saved' && t('dataRoomFile.summary.status.saved')}
      </Typography>
    </Stack>
  );
}
