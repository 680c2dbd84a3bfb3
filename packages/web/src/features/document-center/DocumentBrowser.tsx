import { useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Link,
  Paper,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import AddLinkIcon from '@mui/icons-material/AddLink';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import {
  DOC_CENTER_LIMITS,
  type DocCenterItem,
  type DocCenterOwnership,
  type DocCenterPathItem,
} from '@atrium/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { LinkDialog, type LinkValues } from '../../components/LinkDialog';
import { SearchBox } from '../../components/SearchBox';
import { useApiMutation } from '../../components/useApi';
import { notify } from '../../lib/notify';
import { documentCenterKeys } from './keys';
import { documentCenterApi, downloadMany, downloadOne } from './api/document-center-api';
import { tenantParam, type BrowserSource } from './browser-source';
import { useFolderItems } from './api/folder-items';
import { useFolderPath } from './api/folder-path';
import { useSearchItems } from './api/search-items';
import { ItemList, type RowAction } from './ItemList';
import { CreateFolderDialog, RenameDialog } from './FolderDialogs';
import { MoveDialog } from './MoveDialog';
import { useUploadFlow } from './UploadFlow';

/** Staff never see anybody's PERSONAL items, so their filter has two choices. */
const OWNERSHIPS: Record<BrowserSource['kind'], DocCenterOwnership[]> = {
  one: ['ALL', 'PERSONAL', 'PROVIDER'],
  portal: ['ALL', 'PROVIDER'],
};
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
}

/** The document center's browser: breadcrumbs, ownership filter, search, the list, and its actions. */
export function DocumentBrowser({ source, state, onState }: DocumentBrowserProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const searching = state.term.length >= DOC_CENTER_LIMITS.termMin;
  const ownerships = OWNERSHIPS[source.kind];
  const ownership = ownerships.includes(state.ownership) ? state.ownership : 'ALL';

  const listQuery = useFolderItems(source, state.folder, ownership, !searching);
  const searchQuery = useSearchItems(source, searching ? state.term : '');
  const pathQuery = useFolderPath(source, state.folder);
  const query = searching ? searchQuery : listQuery;
  const items = useMemo(() => sortItems(query.data ?? []), [query.data]);

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const selectedItems = items.filter((i) => selected.has(i.externalId));
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<DocCenterItem | null>(null);
  /** The link dialog: a new link (null item) or the link being edited. */
  const [linking, setLinking] = useState<{ item: DocCenterItem | null } | null>(null);
  const [moving, setMoving] = useState<DocCenterItem[] | null>(null);
  const [deleting, setDeleting] = useState<DocCenterItem[] | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadFlow({ parentId: state.folder, source });

  const remove = useApiMutation({
    mutationFn: (ids: string[]) => documentCenterApi.remove(ids),
    invalidate: [documentCenterKeys.all(source.tenant)],
    successMessage: t('documentCenter.delete.done'),
    onSuccess: () => setSelected(new Set()),
  });

  const saveLink = useApiMutation({
    mutationFn: ({ values, item }: { values: LinkValues; item: DocCenterItem | null }) =>
      item
        ? documentCenterApi.updateLink(item.externalId, values.name, values.url)
        : documentCenterApi.createLink(values.name, values.url, state.folder, tenantParam(source)),
    invalidate: [documentCenterKeys.all(source.tenant)],
  });

  const trail: DocCenterPathItem[] = state.folder ? (pathQuery.data ?? []) : [];
  const openFolder = (item: DocCenterItem) => {
    setSelected(new Set());
    onState({ folder: item.externalId, term: '' });
  };
  const crumb = (index: number) => {
    setSelected(new Set());
    onState({ folder: index < 0 ? null : trail[index]!.externalId, term: '' });
  };
  const download = async (list: DocCenterItem[]) => {
    // One file under its own name; several items, or a folder with what is beneath it, as files.zip.
    const wanted = list.filter((i) => i.kind !== 'URL');
    if (wanted.length === 0) return;
    try {
      if (wanted.length === 1 && wanted[0]!.kind === 'FILE') await downloadOne(wanted[0]!);
      else await downloadMany(wanted.map((f) => f.externalId));
    } catch {
      notify(t('documentCenter.download.failed'), 'error');
    }
  };
  const onAction = (action: RowAction, item: DocCenterItem) => {
    if (action === 'rename') setRenaming(item);
    else if (action === 'editLink') setLinking({ item });
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
  const toggleAll = () =>
    setSelected(items.every((i) => selected.has(i.externalId)) ? new Set() : new Set(items.map((i) => i.externalId)));

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        <SearchBox
          value={state.term}
          onSearch={(term) => onState({ term })}
          label={t('documentCenter.search')}
          fullWidth={mobile}
        />
        {!searching && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={ownership}
            onChange={(_, v: DocCenterOwnership | null) => v && onState({ ownership: v })}
            aria-label={t('documentCenter.ownership.label')}
            // The default unselected grey is 4.49:1 on the page background; full text colour, the choice in bold.
            sx={{
              alignSelf: { xs: 'flex-start', md: 'center' },
              bgcolor: 'background.paper',
              '& .MuiToggleButton-root': { color: 'text.primary', px: 1.5 },
              '& .Mui-selected': { fontWeight: 700 },
            }}
          >
            {ownerships.map((o) => (
              <ToggleButton key={o} value={o}>
                {t(`documentCenter.ownership.${o}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<CreateNewFolderOutlinedIcon />}
            onClick={() => setCreating(true)}
            disabled={searching}
          >
            {t('documentCenter.actions.newFolder')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<AddLinkIcon />}
            onClick={() => setLinking({ item: null })}
            disabled={searching}
          >
            {t('links.add')}
          </Button>
          <Button
            variant="contained"
            startIcon={<UploadFileOutlinedIcon />}
            onClick={() => fileInput.current?.click()}
            disabled={searching || upload.busy}
          >
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

      {selectedItems.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ p: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          role="region"
          aria-label={t('documentCenter.selectionBar')}
        >
          <Typography sx={{ px: 1, mr: 'auto' }}>
            {t('documentCenter.actions.selected', { count: selectedItems.length })}
          </Typography>
          <Button
            size="small"
            onClick={() => void download(selectedItems)}
            disabled={!selectedItems.some((i) => i.kind !== 'URL')}
          >
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
          <EmptyState
            icon={<SearchOffIcon />}
            title={t('documentCenter.empty.searchTitle', { term: state.term })}
            text={t('documentCenter.empty.searchText')}
          />
        ) : (
          <EmptyState
            icon={<FolderOpenOutlinedIcon />}
            title={t('documentCenter.empty.title')}
            text={t('documentCenter.empty.text')}
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
          actions={ALL_ACTIONS}
          selectable
          mobile={mobile}
        />
      )}

      <CreateFolderDialog open={creating} onClose={() => setCreating(false)} parentId={state.folder} source={source} />
      <LinkDialog
        open={linking !== null}
        onClose={() => setLinking(null)}
        initial={linking?.item ? { name: linking.item.name, url: linking.item.url ?? '' } : null}
        onSave={(values) => saveLink.mutateAsync({ values, item: linking?.item ?? null })}
      />
      <RenameDialog item={renaming} onClose={() => setRenaming(null)} source={source} />
      <MoveDialog
        items={moving}
        onClose={() => setMoving(null)}
        onMoved={() => setSelected(new Set())}
        source={source}
      />
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
    </Stack>
  );
}

/** Folders first, then by name. */
export function sortItems(items: DocCenterItem[]): DocCenterItem[] {
  return [...items].sort((a, b) =>
    (a.kind === 'FOLDER') === (b.kind === 'FOLDER') ? a.name.localeCompare(b.name) : a.kind === 'FOLDER' ? -1 : 1,
  );
}
