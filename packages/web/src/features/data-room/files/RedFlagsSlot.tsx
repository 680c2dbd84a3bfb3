import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * SLOT (lead: replace with w-detail's `RedFlagsPanel({ staticId })` from features/data-room/file-details/ and delete
 * this file). `staticId` is the folder's static id; 9999 (root) is the whole room.
 */
export function RedFlagsPanel({ staticId }: { staticId: number }) {
  const { t } = useTranslation();
  return (
    <Typography data-testid="red-flags-slot" data-static-id={staticId} sx={{ color: 'text.secondary', py: 2 }}>
      {t('dataRoomFiles.redFlagsSlot')}
    </Typography>
  );
}
