import { Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './useSummaryAutosave';

/** Unsaved changes… / Saving… / All changes saved, announced politely to screen readers (errors show as an alert). */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      role="status"
      aria-live="polite"
      sx={{ alignItems: 'center', gap: 0.5, color: 'text.secondary', flexShrink: 0 }}
      data-testid="summary-save-status"
    >
      {status === 'saved' && <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />}
      <Typography variant="body2">
        {status === 'pending' && t('dataRoomFile.summary.status.pending')}
        {status === 'saving' && t('dataRoomFile.summary.status.saving')}
        {status === 'saved' && t('dataRoomFile.summary.status.saved')}
      </Typography>
    </Stack>
  );
}
