import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Breadcrumbs, Button, Link, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, useTheme } from '@mui/material';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { DOC_CENTER_LIMITS, type DocCenterItem, type DocCenterOwnership, type DocCenterPathItem } from '@atrium/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { SearchBox } from '../../components/SearchBox';
import { useApiMutation } from '../../components/useApi';
import { notify } from '../../lib/notify';
import { documentCenterKeys } from '../data-room/keys';
import { documentCenterApi, downloadMany, downloadOne } from './api';
import { useFolderItems, useFolderPath, useSearchItems, type BrowserSource } from './hooks';
import { ItemList, type RowAction } from './ItemList';
import { CreateFolderDialog, RenameDialog } from './FolderDialogs';
import { MoveDialog } from './MoveDialog';
import { useUploadFlow } from './UploadFlow';

const OWNERSHIPS: DocCenterOwnership[] = ['ALL', 'PERSONAL', 'PROVIDER'];
const ALL_ACTIONS: RowAction[] = ['download', 'rename', 'move', 'delete'];

export interface BrowserState {
  folder: string | null;
  term: string;
  ownership: DocCenterOwnership;
}

export interface DocumentBrowserProps {
  source: BrowserSource;
  state: BrowserState;
  onState: (next: Partial<BrowserState>) => void;
  /** Breadcrumbs kept by the caller (staff view, which has no path call); otherwise GET path. */
  trail?: DocCenterPathItem[];
  onOpenFolder?: (item: DocCenterItem) => void;
  onCrumb?: (index: number) => void;
}

/** The document center's browser: breadcrumbs, ownership filter, search, the list, and its actions. */
export function DocumentBrowser({ source, state, onState, trail: givenTrail, onOpenFolder, onCrumb }: DocumentBrowserProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const editable = source.kind === 'one';
  const searching = editable && state.term.length >= DOC_CENTER_LIMITS.termMin;

  const listQuery = useFolderItems(source, state.folder, state.ownership, !searching);
  const searchQuery = useSearchItems(source, searching ? state.term : '');
  const pathQuery = useFolderPath(source, state.folder);
  const query = searching ? searchQuery : listQuery;
  const items = useMemo(() => sortItems(query.data ?? []), [query.data]);

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const selectedItems = items.filter((i) => selected.has(i.externalId));
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<DocCenterItem | null>(null);
  const [moving, setMoving] = useState<DocCenterItem[] | null>(null);
  const [deleting, setDeleting] = useState<DocCenterItem[] | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadFlow({ parentId: state.folder, tenant: source.tenant });

  const remove = useApiMutation({
    mutationFn: (ids: string[]) => documentCenterApi.remove(ids),
    invalidate: [documentCenterKeys.all(source.tenant)],
    successMessage: t('documentCenter.delete.done'),
    onSuccess: () => setSelected(new Set()),
  });

  const trail: DocCenterPathItem[] = givenTrail ?? (state.folder ? (pathQuery.data ?? []) : []);
  const openFolder = (item: DocCenterItem) => {
    setSelected(new Set());
    if (onOpenFolder) onOpenFolder(item);
    else onState({ folder: item.externalId, term: '' });
  };
  const crumb = (index: number) => {
    setSelected(new Set());
    if (onCrumb) onCrumb(index);
    else onState({ folder: index < 0 ? null : trail[index]!.externalId, term: '' });
  };
  const download = async (list: DocCenterItem[]) => {
    const files = list.filter((i) => i.kind === 'FILE');
    if (files.length === 0) return;
    try {
      if (files.length === 1) await downloadOne(files[0]!);
      else await downloadMany(files.map((f) => f.externalId));
    } catch {
      notify(t('documentCenter.download.failed'), 'error');
    }
  };
  const onAction = (action: RowAction, item: DocCenterItem) => {
    if (action === 'rename') setRenaming(item);
    else if (action === 'move') setMoving([item]);
    else if (action === 'delete') setDeleting([item]);
    else void download([item]);
  };
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(items.every((i) => selected.has(i.externalId)) ? new Set() : new Set(items.map((i) => i.externalId)));

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        {editable && <SearchBox value={state.term} onSearch={(term) => onState({ term })} label={t('documentCenter.search')} fullWidth={mobile} />}
        {editable && !searching && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={state.ownership}
            onChange={(_, v: DocCenterOwnership | null) => v && onState({ ownership: v })}
            aria-label={t('documentCenter.ownership.label')}
          >
            {OWNERSHIPS.map((o) => (
              <ToggleButton key={o} value={o}>
                {t(`documentCenter.ownership.${o}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <Box sx={{ flex: 1 }} />
        {editable && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<CreateNewFolderOutlinedIcon />} onClick={() => setCreating(true)} disabled={searching}>
              {t('documentCenter.actions.newFolder')}
            </Button>
            <Button variant="contained" startIcon={<UploadFileOutlinedIcon />} onClick={() => fileInput.current?.click()} disabled={searching || upload.busy}>
              {t('documentCenter.actions.upload')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              data-testid="document-center-file-input"
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = '';
                if (files.length) void upload.start(files);
              }}
            />
          </Stack>
        )}
      </Stack>

      {searching ? (
        <Typography component="h2" variant="subtitle1" role="status">
          {t('documentCenter.searchResults', { term: state.term })}
        </Typography>
      ) : (
        <Breadcrumbs aria-label={t('documentCenter.breadcrumbs')}>
          {[{ externalId: 'root', name: t('documentCenter.root') }, ...trail].map((c, i, all) =>
            i === all.length - 1 ? (
              <Typography key={c.externalId} aria-current="page" sx={{ color: 'text.primary', fontWeight: 600 }}>
                {c.name}
              </Typography>
            ) : (
              <Link key={c.externalId} component="button" type="button" onClick={() => crumb(i - 1)}>
                {c.name}
              </Link>
            ),
          )}
        </Breadcrumbs>
      )}

      {editable && selectedItems.length > 0 && (
        <Paper variant="outlined" sx={{ p: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} role="region" aria-label={t('documentCenter.selectionBar')}>
          <Typography sx={{ px: 1, mr: 'auto' }}>{t('documentCenter.actions.selected', { count: selectedItems.length })}</Typography>
          <Button size="small" onClick={() => void download(selectedItems)} disabled={!selectedItems.some((i) => i.kind === 'FILE')}>
            {t('documentCenter.actions.download')}
          </Button>
          <Button size="small" onClick={() => setMoving(selectedItems)}>
            {t('documentCenter.actions.move')}
          </Button>
          <Button size="small" color="error" onClick={() => setDeleting(selectedItems)}>
            {t('documentCenter.actions.delete')}
          </Button>
          <Button size="small" color="inherit" onClick={() => setSelected(new Set())}>
            {t('documentCenter.actions.clearSelection')}
          </Button>
        </Paper>
      )}

      {query.isError && !query.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('documentCenter.error.title')}
        </Alert>
      ) : query.isLoading ? (
        <Stack sx={{ gap: 1 }} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={mobile ? 72 : 40} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        searching ? (
          <EmptyState icon={<SearchOffIcon />} title={t('documentCenter.empty.searchTitle', { term: state.term })} text={t('documentCenter.empty.searchText')} />
        ) : (
          <EmptyState
            icon={<FolderOpenOutlinedIcon />}
            title={t('documentCenter.empty.title')}
            text={editable ? t('documentCenter.empty.text') : t('documentCenter.empty.portalText')}
          />
        )
      ) : (
        <ItemList
          items={items}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onOpen={(item) => (item.kind === 'FOLDER' ? openFolder(item) : void download([item]))}
          onAction={onAction}
          actions={editable ? ALL_ACTIONS : []}
          selectable={editable}
          mobile={mobile}
        />
      )}

      {editable && (
        <>
          <CreateFolderDialog open={creating} onClose={() => setCreating(false)} parentId={state.folder} tenant={source.tenant} />
          <RenameDialog item={renaming} onClose={() => setRenaming(null)} tenant={source.tenant} />
          <MoveDialog items={moving} onClose={() => setMoving(null)} onMoved={() => setSelected(new Set())} tenant={source.tenant} />
          <ConfirmDialog
            open={deleting !== null}
            onCancel={() => setDeleting(null)}
            destructive
            title={t('documentCenter.delete.title')}
            text={t('documentCenter.delete.text', { count: deleting?.length ?? 0, name: deleting?.[0]?.name ?? '' })}
            confirmLabel={t('documentCenter.actions.delete')}
            onConfirm={async () => {
              const ids = (deleting ?? []).map((i) => i.externalId);
              setDeleting(null);
              await remove.mutateAsync(ids).catch(() => undefined);
            }}
          />
          {upload.element}
        </>
      )}
    </Stack>
  );
}

/** Folders first, then by name. */
export function sortItems(items: DocCenterItem[]): DocCenterItem[] {
  return [...items].sort((a, b) => (a.kind === 'FOLDER') === (b.kind === 'FOLDER') ? a.name.localeCompare(b.name) : a.kind === 'FOLDER' ? -1 : 1);
}
