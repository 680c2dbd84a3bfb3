import type { ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';

/**
 * The file row of the ledger and trial-balance imports: choose (or change) the file, its name, a progress bar while
 * it is read and the reason it was refused. The hidden file input stays with the caller, which owns the file.
 */
export function CsvFileChooser({
  fileName,
  chooseLabel,
  primary,
  busy,
  reading,
  failure,
  onChoose,
}: {
  fileName: string | null;
  chooseLabel: string;
  /** A contained button while no file is chosen. */
  primary?: boolean;
  busy: boolean;
  reading: boolean;
  failure: ReactNode;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Button
          variant={primary && !fileName ? 'contained' : 'outlined'}
          startIcon={<UploadFileIcon />}
          onClick={onChoose}
          disabled={busy}
        >
          {fileName ? t('accounting.integrations.changeFile') : chooseLabel}
        </Button>
        {fileName && <Typography>{t('accounting.integrations.file', { name: fileName })}</Typography>}
      </Stack>
      {reading && (
        <Box sx={{ mt: 2 }} role="status">
          <Typography variant="body2">{t('accounting.integrations.checking')}</Typography>
          <LinearProgress />
        </Box>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </>
  );
}
