import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterDomLink, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Chip, Link, Skeleton, Stack } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { FunderListEntry } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyState } from '../../../components/EmptyState';
import { Pagination } from '../../../components/Pagination';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify, notifyActionError } from '../../../lib/notify';
import { fundraisingApi as api } from '../api';
import { useListMutation, useSmartlist, useSmartlistEntries } from '../queries';
import { EntriesTable } from './EntriesTable';
import { NoteDialog } from './NoteDialog';
import { ShareDialog } from './ShareDialog';
import { ListSettingsDialog } from './ListSettingsDialog';
import { SharedWithLinks } from './SharedWithLinks';
import { useSharedWith } from '../recommended-api';
import { useSession } from '../../../session/session';
import { useSubscription } from '../../subscriptions';

/** /one/fundraising/smart-list/:externalId: a smartlist's investors with notes and next contacts, export, delete. */
export default function SmartListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { externalId = '' } = useParams();
  const [page, setPage] = useState(0);
  const [noteOf, setNoteOf] = useState<FunderListEntry | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [editing, setEditing] = useState(false);
  const me = useSession().user?.externalId ?? null;
  // The board is offered only where the plan holds the pipelines add-on.
  const pipelines = useSubscription().data?.access.pipelines ?? false;
  const list = useSmartlist(externalId);
  const entries = useSmartlistEntries(externalId, page);
  const sharedWith = useSharedWith(externalId);
  const note = useListMutation((v: { funder: string; note: string }) =>
    v.note ? api.setNote(externalId, v.funder, v.note) : api.clearNote(externalId, v.funder),
  );
  const next = useListMutation(
    (v: { funder: string; date: string }) =>
      v.date ? api.setNextContact(externalId, v.funder, v.date) : api.clearNextContact(externalId, v.funder),
    t('fundraising.list.nextContactSaved'),
  );
  const disable = useListMutation((v: { funder: string; disabled: boolean }) =>
    api.disableFunder(externalId, v.funder, v.disabled),
  );
  const remove = useListMutation(
    (funder: string) => api.removeFunder(externalId, funder),
    t('fundraising.list.removed'),
  );

  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;
  if (!list.data) return <Skeleton variant="rounded" height={320} />;
  const l = list.data;
  return (
    <Box>
      <Link component={RouterDomLink} to="/one/fundraising" sx={{ display: 'inline-block', mb: 1 }}>
        {t('fundraising.list.back')}
      </Link>
      <PageHeader
        title={l.name}
        subtitle={
          <Stack component="span" direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <span>{t('fundraising.funderCount', { count: l.funderCount })}</span>
            <Chip size="small" label={t(`fundraising.list.visibility.${l.visibility}`)} />
            {l.collaborators.length > 0 && (
              <span>{t('fundraising.share.with', { names: l.collaborators.map((c) => c.name).join(', ') })}</span>
            )}
          </Stack>
        }
        actions={
          <>
            {pipelines && (
              <Button
                component={RouterDomLink}
                to={`/one/fundraising/pipeline/${externalId}`}
                startIcon={<ViewKanbanIcon />}
                title={t('pipeline.openHint')}
              >
                {t('pipeline.open')}
              </Button>
            )}
            <Button
              startIcon={<FileDownloadIcon />}
              disabled={l.funderCount === 0}
              onClick={() => api.exportXlsx(externalId, l.name).catch(notifyActionError)}
            >
              {t('fundraising.list.export')}
            </Button>
            {l.owner?.externalId === me && (
              <>
                <Button onClick={() => setEditing(true)}>{t('smartlists.settings.button')}</Button>
                <Button onClick={() => setSharing(true)}>{t('fundraising.share.button')}</Button>
                <Button color="error" onClick={() => setDeleting(true)}>
                  {t('fundraising.list.delete')}
                </Button>
              </>
            )}
          </>
        }
      />
      {entries.data && entries.data.total === 0 ? (
        <EmptyState title={t('fundraising.list.empty')} text={t('fundraising.list.emptyText')} />
      ) : entries.data ? (
        <>
          <EntriesTable
            items={entries.data.items}
            onEditNote={setNoteOf}
            onNextContact={(e, date) => next.mutate({ funder: e.funder.externalId, date })}
            onRemove={(e) => remove.mutate(e.funder.externalId)}
            onToggleDisabled={(e) => disable.mutate({ funder: e.funder.externalId, disabled: !e.disabled })}
            below={(e) => (
              <SharedWithLinks item={sharedWith.data?.find((s) => s.funderExternalId === e.funder.externalId)} />
            )}
          />
          <Pagination
            count={entries.data.total}
            page={page}
            rowsPerPage={entries.data.pageSize}
            onPageChange={(_, p) => setPage(p)}
          />
        </>
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
      <NoteDialog
        open={!!noteOf}
        name={noteOf?.funder.name ?? ''}
        note={noteOf?.note ?? null}
        onClose={() => setNoteOf(null)}
        onSave={(text) => note.mutateAsync({ funder: noteOf!.funder.externalId, note: text })}
      />
      <ShareDialog open={sharing} onClose={() => setSharing(false)} list={l} me={me} />
      <ListSettingsDialog open={editing} onClose={() => setEditing(false)} list={l} />
      <ConfirmDialog
        open={deleting}
        title={t('fundraising.list.delete')}
        text={t('fundraising.list.deleteConfirm', { name: l.name })}
        destructive
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await api.remove(externalId);
          } catch (e) {
            notifyActionError(e);
            return;
          }
          notify(t('fundraising.list.deleted'), 'success');
          navigate('/one/fundraising');
        }}
      />
    </Box>
  );
}
