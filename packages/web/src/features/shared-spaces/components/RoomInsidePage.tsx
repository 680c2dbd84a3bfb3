import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Chip, CircularProgress, Paper, Stack } from '@mui/material';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import { useTranslation } from 'react-i18next';
import { enqueueSnackbar } from 'notistack';
import { SHARED_SPACES_ROUTES as ROUTES, type RoomFile } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { RouterAdapter } from '../../../components/RouterLink';
import { roomsApi, uploadToRoom } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';
import { AddFromMasterDialog } from './AddFromMasterDialog';
import { useSubscription } from '../../subscriptions';
import { AddFounderUpdateDialog } from './AddFounderUpdateDialog';
import { RoomFilesTable } from './RoomFilesTable';
import { RoomSearch } from './RoomSearch';
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
  const [term, setTerm] = useState('');
  const found = useQuery({
    queryKey: sharedSpacesKeys.search(tenant, id, term),
    queryFn: async () => {
      const files = await roomsApi.search(id, term);
      void qc.invalidateQueries({ queryKey: sharedSpacesKeys.searchHistory(tenant) });
      return files;
    },
    enabled: !!id && !!term,
  });
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
  const shown = term ? (found.data ?? []) : files;
  const hasFinancials = files.some((f) => f.financialMonth);
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
            {(hasBooks || hasFinancials) && (
              <Button
                variant="outlined"
                component={RouterAdapter}
                to={`${ROUTES.financialReport}?vr=${encodeURIComponent(id)}`}
              >
                {t('sharedSpaces.financial.title')}
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
        <RoomSearch onSearch={setTerm} />
        {found.isError && <Alert severity="error">{found.error.message}</Alert>}
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
              <Button
                size="small"
                component={RouterAdapter}
                to={`${ROUTES.file}?vr=${encodeURIComponent(id)}&file=${encodeURIComponent(f.externalId)}`}
              >
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
    </Stack>
  );
}
