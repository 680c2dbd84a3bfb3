import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

/**
 * SLOT (lead: delete this file): stands in for w-detail's `FileDetailsDrawer({ fileExternalId, open, onClose })` from
 * features/data-room/file-details/ until dr-w-detail is merged. Same props, so the swap is one import in FilesPanel.
 */
export function FileDetailsDrawer({ fileExternalId, open, onClose }: { fileExternalId: string | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: { xs: '100vw', sm: 420 }, p: 2 }} data-testid="file-details" data-file={fileExternalId ?? ''}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
            {t('dataRoomFiles.details.title')}
          </Typography>
          <IconButton aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Typography sx={{ color: 'text.secondary', mt: 2 }}>{t('dataRoomFiles.details.placeholder')}</Typography>
      </Box>
    </Drawer>
  );
}
