import { Paper, Stack, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTopOutlined';
import { useTranslation } from 'react-i18next';

/**
 * Spec 3 §2.16: the placeholder shown while a generated document (a report, a statement, a summary) is being
 * prepared — 'Your {title} is being generated.' / 'You'll be notified via email once the {type} is ready.'
 */
export function GeneratingPlaceholder({ title, type }: { title: string; type: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" role="status" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <HourglassTopIcon color="primary" aria-hidden />
        <Stack>
          <Typography sx={{ fontWeight: 600 }}>{t('generating.title', { title })}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('generating.notice', { type })}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
