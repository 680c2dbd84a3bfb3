import { useSearchParams } from 'react-router';
import { Alert, Button, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { guestMay, SHARED_SPACES_ROUTES as ROUTES } from '@atrium/contract';
import { FilePreview } from '../../../components/FilePreview';
import { RouterAdapter } from '../../../components/RouterLink';
import { guestApi } from '../api/guest';
import { FileDetails } from '../components/FileDetails';
import { FileLayout } from '../components/FileLayout';
import { GuestFrame } from './GuestFrame';
import { GuestRoomWait } from './GuestRoomWait';
import { useGuestDownload } from './useGuestDownload';
import { useGuestRoom } from './useGuestRoom';
import { useViewTimer } from './useViewTimer';

/**
 * /spaces/shared/file?vr=&file=: the guest's page of one file — viewed in the browser; downloaded only with
 * CAN_DOWNLOAD; stamped with the watermark when the room has it (the server stamps, the page says so).
 */
export default function SharedFilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vr = params.get('vr') ?? '';
  const fileId = params.get('file') ?? '';
  const { room, ended } = useGuestRoom(vr);
  const timer = useViewTimer();
  const { error, download } = useGuestDownload();

  if (ended || !room.data) return <GuestRoomWait ended={ended} label={t('sharedSpaces.guest.open')} />;
  const r = room.data;
  const back = (
    <Button component={RouterAdapter} to={ROUTES.shared}>
      {t('sharedSpaces.file.backToRoom')}
    </Button>
  );
  const file = r.files.find((f) => f.externalId === fileId);
  if (!file)
    return (
      <GuestFrame wide>
        {back}
        <Alert severity="warning">{t('sharedSpaces.file.notFound')}</Alert>
      </GuestFrame>
    );
  const mayDownload = guestMay(r.permissionType, 'download');
  const downloadButton = mayDownload ? (
    <Button variant="contained" onClick={() => void download(file)}>
      {t('sharedSpaces.guest.download')}
    </Button>
  ) : undefined;
  return (
    <GuestFrame wide>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {r.watermark && file.contentType === 'application/pdf' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('sharedSpaces.file.watermarked', { email: r.email })}
        </Alert>
      )}
      <FileLayout
        title={file.name}
        back={back}
        actions={downloadButton ?? <Chip label={t('sharedSpaces.guest.viewOnly')} />}
        preview={
          <FilePreview
            key={file.externalId}
            name={file.name}
            contentType={file.contentType}
            download={downloadButton}
            loadUrl={async () => {
              const f = await guestApi.file(file.externalId, 'view');
              timer.start(f.viewId);
              return URL.createObjectURL(f.blob);
            }}
          />
        }
        details={<FileDetails file={file} />}
      />
    </GuestFrame>
  );
}
