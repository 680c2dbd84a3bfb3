import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Chip, CircularProgress, Paper, Stack, TextField } from '@mui/material';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import { useTranslation } from 'react-i18next';
import { enqueueSnackbar } from 'notistack';
import { SHARED_SPACES_ROUTES as ROUTES, type RoomFile } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { RouterAdapter } from '../../../components/RouterLink';
import { Modal } from '../../../components/Modal';
import { FilePreview } from '../../../components/FilePreview';
import { roomsApi, uploadToRoom } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';
import { AddFromMasterDialog } from './AddFromMasterDialog';
import { useSubscription } from '../../subscriptions';
import { AssistantButton } from '../../assistant';
import { AddFounderUpdateDialog } from './AddFounderUpdateDialog';
import { RoomFilesTable } from './RoomFilesTable';
import { ShareDialog } from './ShareDialog';

/** /one/virtual-data-rooms/inside?id=: the room's folders and files, add from master, upload, share. */
export default function RoomInsidePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const tenant = useSharedTenant();
  const qc = useQueryClient();
  const tree = useQuery({
    queryKey: sharedSpacesKeys.tree(tenant, id),
    queryFn: () => roomsApi.tree(id),
    enabled: !!id,
  });
  const [adding, setAdding] = useState(false);
  const [addingUpdate, setAddingUpdate] = useState(false);
  // The founder update is made from the books: offered when the plan has the accounting dashboards.
  const hasBooks = !!useSubscription().data?.access.dashboard;
  const [sharing, setSharing] = useState(false);
  const [previewing, setPreviewing] = useState<RoomFile | null>(null);
  const [term, setTerm] = useState('');
  // ?file= (a link from the assistant's citations) opens that file's preview once the room is read.
  const linkedFile = params.get('file');
  const [openedLink, setOpenedLink] = useState<string | null>(null);
  if (linkedFile && linkedFile !== openedLink && tree.data) {
    setOpenedLink(linkedFile);
    const f = tree.data.files.find((x) => x.externalId === linkedFile);
    if (f) setPreviewing(f);
  }
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: sharedSpacesKeys.all(tenant) });

  const upload = async (files: File[]) => {
    if (!files.length) return;
    try {
      await uploadToRoom(id, files);
      enqueueSnackbar(t('sharedSpaces.uploaded'), { variant: 'success' });
      await refresh();
    } catch (e) {
      enqueueSnackbar((e as Error).message, { variant: 'error' });
    }
  };
  const removeFile = async (f: RoomFile) => {
    await roomsApi.removeFile(id, f.externalId);
    await refresh();
  };

  if (tree.isPending) return <CircularProgress aria-label={t('sharedSpaces.title')} />;
  if (tree.isError) return <Alert severity="error">{tree.error.message}</Alert>;
  const { room, files, folders } = tree.data;
  const shown = term.trim() ? files.filter((f) => f.name.toLowerCase().includes(term.trim().toLowerCase())) : files;
  return (
    <Stack>
      <Button component={RouterAdapter} to={ROUTES.rooms} sx={{ alignSelf: 'flex-start', mb: 1 }}>
        {t('sharedSpaces.back')}
      </Button>
      <PageHeader
        title={room.name}
        subtitle={room.description ?? undefined}
        actions={
          <>
            <Button variant="contained" onClick={() => setSharing(true)}>
              {t('sharedSpaces.share')}
            </Button>
            <Button variant="outlined" onClick={() => setAdding(true)}>
              {t('sharedSpaces.addFromMaster')}
            </Button>
            {hasBooks && (
              <Button variant="outlined" onClick={() => setAddingUpdate(true)}>
                {t('sharedSpaces.founderUpdate.open')}
              </Button>
            )}
            <Button variant="outlined" onClick={() => fileInput.current?.click()}>
              {t('sharedSpaces.upload')}
            </Button>
            <input
              ref={fileInput}
              hidden
              type="file"
              multiple
              accept=".pdf,.doc,.docx,.xls,.xlsx"
              data-testid="room-upload"
              onChange={(e) => {
                void upload([...(e.target.files ?? [])]);
                e.target.value = '';
              }}
            />
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <TextField
          size="small"
          label={t('sharedSpaces.search')}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          sx={{ mb: 1, maxWidth: 360 }}
          fullWidth
        />
        {folders.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
            {folders.map((f) => (
              <Chip key={f.externalId} icon={<FolderIcon />} label={`${f.name} (${f.fileCount})`} variant="outlined" />
            ))}
          </Stack>
        )}
        <RoomFilesTable
          files={shown}
          actions={(f) => (
            <>
              <Button size="small" onClick={() => setPreviewing(f)}>
                {t('sharedSpaces.preview')}
              </Button>
              <Button size="small" color="error" onClick={() => void removeFile(f)}>
                {t('sharedSpaces.remove')}
              </Button>
            </>
          )}
        />
      </Paper>
      {adding && <AddFromMasterDialog roomExternalId={id} onClose={() => setAdding(false)} />}
      {addingUpdate && <AddFounderUpdateDialog roomExternalId={id} onClose={() => setAddingUpdate(false)} />}
      {sharing && <ShareDialog room={room} onClose={() => setSharing(false)} />}
      {previewing && (
        <Modal
          open
          maxWidth="lg"
          onClose={() => setPreviewing(null)}
          title={previewing.name}
          actions={
            <AssistantButton
              withText
              testId="file-ai-button"
              scope={{ context: 'SINGLE_DOCUMENT', entity: previewing.externalId }}
              onOpen={() => setPreviewing(null)}
            />
          }
        >
          <FilePreview
            name={previewing.name}
            contentType={previewing.contentType}
            loadUrl={async () => (await roomsApi.viewUrl(id, previewing.externalId)).url}
          />
        </Modal>
      )}
    </Stack>
  );
}
