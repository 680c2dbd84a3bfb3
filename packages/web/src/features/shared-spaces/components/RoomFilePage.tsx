import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { enqueueSnackbar } from 'notistack';
import { SHARED_SPACES_ROUTES as ROUTES } from '@atrium/contract';
import { FilePreview } from '../../../components/FilePreview';
import { AssistantButton } from '../../assistant';
import { RouterAdapter } from '../../../components/RouterLink';
import { roomsApi } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';
import { FileDetails } from './FileDetails';
import { FileLayout } from './FileLayout';
import { openDownload } from './open-url';

/** /one/virtual-data-rooms/file?vr=&file=: the owner's page of one room file — preview, download, details. */
export default function RoomFilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vr = params.get('vr') ?? '';
  const fileId = params.get('file') ?? '';
  const tenant = useSharedTenant();
  const tree = useQuery({
    queryKey: sharedSpacesKeys.tree(tenant, vr),
    queryFn: () => roomsApi.tree(vr),
    enabled: !!vr,
  });
  const back = (
    <Button component={RouterAdapter} to={`${ROUTES.inside}?id=${encodeURIComponent(vr)}`}>
      {t('sharedSpaces.file.backToRoom')}
    </Button>
  );
  if (!vr || !fileId) return <Alert severity="warning">{t('sharedSpaces.file.notFound')}</Alert>;
  if (tree.isPending) return <CircularProgress aria-label={t('sharedSpaces.title')} />;
  if (tree.isError) return <Alert severity="error">{tree.error.message}</Alert>;
  const file = tree.data.files.find((f) => f.externalId === fileId);
  if (!file)
    return (
      <>
        {back}
        <Alert severity="warning">{t('sharedSpaces.file.notFound')}</Alert>
      </>
    );
  const download = async () => {
    try {
      openDownload((await roomsApi.downloadUrl(vr, file.externalId)).url);
    } catch (e) {
      enqueueSnackbar((e as Error).message, { variant: 'error' });
    }
  };
  const downloadButton = (
    <Button variant="contained" onClick={() => void download()}>
      {t('sharedSpaces.guest.download')}
    </Button>
  );
  return (
    <FileLayout
      title={file.name}
      back={back}
      actions={
        <Stack direction="row" spacing={1}>
          <AssistantButton
            withText
            testId="file-ai-button"
            scope={{ context: 'SINGLE_DOCUMENT', entity: file.externalId }}
          />
          {downloadButton}
        </Stack>
      }
      preview={
        <FilePreview
          key={file.externalId}
          name={file.name}
          contentType={file.contentType}
          loadUrl={async () => (await roomsApi.viewUrl(vr, file.externalId)).url}
          download={downloadButton}
        />
      }
      details={<FileDetails file={file} />}
    />
  );
}
