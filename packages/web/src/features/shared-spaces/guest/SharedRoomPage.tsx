import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { guestMay, SHARED_SPACES_MESSAGES as M, SHARED_SPACES_ROUTES as ROUTES, type RoomFile } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { FilePreview } from '../../../components/FilePreview';
import { saveBlob } from '../../../lib/http';
import { ApiError } from '../../../lib/api-error';
import { guestApi, guestSession } from '../api/guest';
import { sharedSpacesKeys } from '../keys';
import { RoomFilesTable } from '../components/RoomFilesTable';
import { GuestFrame } from './GuestFrame';

/** /virtual-data-rooms/shared: the guest's room — view always, download only with CAN_DOWNLOAD. */
export default function SharedRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = guestSession.get();
  const room = useQuery({
    queryKey: sharedSpacesKeys.sharedRoom(session?.token ?? ''),
    queryFn: guestApi.room,
    enabled: !!session,
    retry: false,
  });
  const [viewing, setViewing] = useState<RoomFile | null>(null);
  const opened = useRef<{ viewId: string | null; at: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const e = room.error;
    if (e instanceof ApiError && e.message === M.roomExpired) navigate(ROUTES.expired, { replace: true });
  }, [room.error, navigate]);

  const endView = () => {
    const o = opened.current;
    opened.current = null;
    if (o?.viewId) void guestApi.viewEnd(o.viewId, Math.round((Date.now() - o.at) / 1000)).catch(() => undefined);
  };
  useEffect(() => endView, []);
  const download = async (f: RoomFile) => {
    try {
      saveBlob((await guestApi.file(f.externalId, 'download')).blob, f.name);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  if (!session || (room.isError && !(room.error instanceof ApiError && room.error.message === M.roomExpired)))
    return (
      <GuestFrame>
        <Alert severity="warning">{t('sharedSpaces.guest.sessionEnded')}</Alert>
      </GuestFrame>
    );
  if (!room.data)
    return (
      <GuestFrame>
        <CircularProgress aria-label={t('sharedSpaces.guest.open')} />
      </GuestFrame>
    );
  const r = room.data;
  const mayDownload = guestMay(r.permissionType, 'download');
  return (
    <GuestFrame wide>
      <Stack sx={{ gap: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {r.room.name}
          </Typography>
          {!mayDownload && <Chip label={t('sharedSpaces.guest.viewOnly')} />}
          <Button
            onClick={() => {
              void guestApi.logout().catch(() => undefined);
              guestSession.clear();
              navigate(`${ROUTES.checkEmail}?vr=${r.room.externalId}`);
            }}
          >
            {t('sharedSpaces.guest.leave')}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('sharedSpaces.guest.sharedWith', { email: r.email })}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <RoomFilesTable
          files={r.files}
          actions={(f) => (
            <>
              <Button size="small" onClick={() => setViewing(f)}>
                {t('sharedSpaces.guest.view')}
              </Button>
              {mayDownload && (
                <Button size="small" onClick={() => void download(f)}>
                  {t('sharedSpaces.guest.download')}
                </Button>
              )}
            </>
          )}
        />
      </Stack>
      {viewing && (
        <Modal
          open
          maxWidth="lg"
          title={viewing.name}
          onClose={() => {
            endView();
            setViewing(null);
          }}
        >
          <FilePreview
            name={viewing.name}
            contentType={viewing.contentType}
            loadUrl={async () => {
              const f = await guestApi.file(viewing.externalId, 'view');
              opened.current = { viewId: f.viewId, at: Date.now() };
              return URL.createObjectURL(f.blob);
            }}
          />
        </Modal>
      )}
    </GuestFrame>
  );
}
