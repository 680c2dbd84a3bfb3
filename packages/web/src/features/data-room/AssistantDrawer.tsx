import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from '@atrium/contract';

/**
 * The AI panel opened from the app bar. The assistant conversation about the room belongs to a later release; until
 * then the panel says so and points at what the analysis already gives (summaries and red flags per file).
 */
export function AssistantDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'data-testid': 'assistant-drawer',
          sx: { width: { xs: '100%', sm: 380 } },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <AutoAwesomeIcon color="primary" aria-hidden />
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {PRODUCT.assistantName}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 3 }}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('dataRoom.assistant.comingTitle')}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('dataRoom.assistant.comingText', { ai: PRODUCT.assistantName })}
        </Typography>
      </Box>
    </Drawer>
  );
}
