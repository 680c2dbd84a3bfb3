import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { GuestFrame } from './GuestFrame';

/** /room-expired: the room (or the guest's access) has passed its expiry. */
export default function RoomExpiredPage() {
  const { t } = useTranslation();
  return (
    <GuestFrame>
      <Stack sx={{ gap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('sharedSpaces.guest.expiredTitle')}
        </Typography>
        <Typography>{t('sharedSpaces.guest.expiredText')}</Typography>
      </Stack>
    </GuestFrame>
  );
}
