import { Alert, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { GuestFrame } from './GuestFrame';

/** What a guest page shows until its room is read: that the session ended, or that it is loading. */
export function GuestRoomWait({ ended, label }: { ended: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <GuestFrame>
      {ended ? (
        <Alert severity="warning">{t('sharedSpaces.guest.sessionEnded')}</Alert>
      ) : (
        <CircularProgress aria-label={label} />
      )}
    </GuestFrame>
  );
}
