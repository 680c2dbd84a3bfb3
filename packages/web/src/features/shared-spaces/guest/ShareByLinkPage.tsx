import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SHARED_SPACES_ROUTES as ROUTES } from '@atrium/contract';
import { guestApi, guestSession } from '../api/guest';
import { sharedSpacesKeys } from '../keys';
import { GuestFrame } from './GuestFrame';

/** /share-by-link?vr=: the link carries only the room id; it leads to the e-mail check (or the open session). */
export default function ShareByLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vr = useSearchParams()[0].get('vr') ?? '';
  const room = useQuery({
    queryKey: sharedSpacesKeys.publicRoom(vr),
    queryFn: () => guestApi.publicRoom(vr),
    enabled: !!vr,
    retry: false,
  });
  useEffect(() => {
    if (!room.data) return;
    if (room.data.expired) navigate(ROUTES.expired, { replace: true });
    else if (guestSession.get()?.roomExternalId === vr) navigate(ROUTES.shared, { replace: true });
    else navigate(`${ROUTES.checkEmail}?vr=${vr}`, { replace: true });
  }, [room.data, vr, navigate]);
  return (
    <GuestFrame>
      {(room.isError || !vr) && <Alert severity="error">{t('sharedSpaces.guest.notFound')}</Alert>}
      {room.isPending && !!vr && <CircularProgress aria-label={t('sharedSpaces.guest.open')} />}
    </GuestFrame>
  );
}
