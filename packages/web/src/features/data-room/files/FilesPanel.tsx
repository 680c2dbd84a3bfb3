import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { useTranslation } from 'react-i18next';
import {
  TAXONOMY_IDS,
  taxonomyEntry,
  type DataRoomFile,
  type DataRoomSection,
  type FileSortField,
  type TaxonomyEntry,
} from '@atrium/contract';
import { EmptyState } from '../../../components/EmptyState';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LinkDialog, type LinkValues } from '../../../components/LinkDialog';
import { notifyActionError } from '../../../lib/notify';
import { Pagination } from '../../../components/Pagination';
import { useFilesPage } from '../api/files-page';
import { useCustomFolderFiles } from '../api/custom-folder-queries';
import type { CustomTreeNode } from './custom-tree-counts';
import { FileList } from './FileList';
import { MoveDialog } from './MoveDialog';
import { moveDestinations } from './move-destinations';
import { pruneSelection, toggleAll, toggleOne } from './selection';
import { sortRows } from './format';
import { useFileActions } from './useFileActions';
import { UploadDialog } from '../upload/UploadDialog';
import { useImportModal } from '../import/useImportModal';
import type { UploadTarget } from '../api/upload';
import { linksApi } from '../api/links';
import { FileDetailsDrawer, RedFlagsPanel } from '../file-details';
import type { RowAction } from './FileRowMenu';
import type { TreeSelection } from './nav-state';
import type { TreeUpdate } from './useCustomTree';

export interface FilesPanelProps {
  tenant: string;
  selection: TreeSelection;
  section: DataRoomSection;
  onSection: (s: DataRoomSection) => void;
  onOpenFolder: (staticId: number) => void;
  customTree: CustomTreeNode[] | null;
  updateTree: (fn: TreeUpdate) => void;
  /** Takes the custom tree's counts from the server (after an upload into a custom folder). */
  syncTreeCounts: () => Promise<void>;
  labelOf: (e: TaxonomyEntry) => string;
  highlightId: string | null;
  cards: boolean;
}

/** The right side of the files screen (spec 3 §2.5, §2.6, §2.10). */
export function FilesPanel(props: FilesPanelProps) {
  const { t } = useTranslation();
  const { tenant, selection } = props;
  const staticId = selection.kind === 'taxonomy' ? selection.staticId : TAXONOMY_IDS.master;
  const isMasterView = selection.kind === 'master';
  const [tab, setTab] = useState<'documents' | 'redFlags'>('documents');
  const [sort, setSort] = useState<FileSortField>('type');
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [moving, setMoving] = useState<DataRoomFile[] | null>(null);
  const [deleting, setDeleting] = useState<DataRoomFile[] | null>(null);
  const [openFile, setOpenFile] = useState<string | null>(null);
  /** The link dialog: a new link (null row) or the link being edited. */
  const [linkDialog, setLinkDialog] = useState<{ row: DataRoomFile | null } | null>(null);
  const folderKey = selection.kind === 'custom' ? `c:${selection.externalId}` : `s:${staticId}`;

  useEffect(() => {
    setPage(0);
    setSelected(new Set());
    setTab('documents');
  }, [folderKey]);

  const paged = useFilesPage(
    tenant,
    { parentId: staticId, sort, direction, page },
    !!tenant && selection.kind !== 'custom',
  );
  const custom = useCustomFolderFiles(
    tenant,
    selection.kind === 'custom' ? selection.externalId : '',
    !!tenant && selection.kind === 'custom',
  );
  const query = selection.kind === 'custom' ? custom : paged;
  const rows = useMemo<DataRoomFile[]>(() => {
    if (selection.kind === 'custom') return sortRows(custom.data ?? [], sort, direction);
    return paged.data ? [...(paged.data.page.number === 0 ? paged.data.folders : []), ...paged.data.content] : [];
  }, [selection.kind, custom.data, paged.data, sort, direction]);

  useEffect(() => setSelected((s) => (s.size ? pruneSelection(rows, s) : s)), [rows]);

  const actions = useFileActions(tenant, props.updateTree);
  const chosen = rows.filter((r) => selected.has(r.externalId));
  const destinations = useMemo(
    () => moveDestinations(props.labelOf, t('dataRoomFiles.tree.processing'), props.customTree ?? []),
    [props.labelOf, props.customTree, t],
  );

  const title =
    selection.kind === 'master'
      ? t('dataRoomFiles.master.title')
      : selection.kind === 'taxonomy'
        ? props.labelOf(taxonomyEntry(selection.staticId)!)
        : selection.name || t('dataRoomFiles.custom.label');
  const uploadTarget: UploadTarget =
    selection.kind === 'custom' ? { customFolderExternalId: selection.externalId } : { parentStaticId: staticId };
  const [uploadOpen, setUploadOpen] = useState(false);
  // Imports land in the master room and are placed by the analysis, whatever folder is open (decision).
  const importer = useImportModal();
  const browse = (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'inherit' }}>
      <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setUploadOpen(true)}>
        {t('dataRoomFiles.empty.browse')}
      </Button>
      <Button variant="outlined" startIcon={<AddLinkIcon />} onClick={() => setLinkDialog({ row: null })}>
        {t('links.add')}
      </Button>
    </Stack>
  );
  const saveLink = async (values: LinkValues) => {
    const editing = linkDialog?.row;
    try {
      if (editing) await linksApi.update(editing.externalId, values.name, values.url);
      else await linksApi.create(values.name, values.url, uploadTarget);
    } catch (err) {
      notifyActionError(err);
      throw err;
    }
    if (!editing && selection.kind === 'custom') void props.syncTreeCounts().catch(() => undefined);
    await actions.refresh();
  };

  const onSort = (field: FileSortField, to?: 'asc' | 'desc') => {
    if (to) {
      setSort(field);
      setDirection(to);
    } else if (field === sort) setDirection((d) => (d === 'asc' ? 'desc' : 'asc'));
    else {
      setSort(field);
      setDirection(field === 'type' || field === 'createdAt' ? 'desc' : 'asc');
    }
    setPage(0);
  };
  const onOpen = (row: DataRoomFile) => {
    if (row.type === 'FOLDER' && row.staticId !== null) props.onOpenFolder(row.staticId);
    else if (row.type === 'URL' && row.fileUrl) window.open(row.fileUrl, '_blank', 'noopener,noreferrer');
    else if (row.type === 'FILE') setOpenFile(row.externalId);
  };
  const onAction = (action: RowAction, row: DataRoomFile) => {
    if (action === 'download') void actions.download([row]);
    else if (action === 'edit') setLinkDialog({ row });
    else if (action === 'move') setMoving([row]);
    else setDeleting([row]);
  };
  const requireSelection = (then: (files: DataRoomFile[]) => void) => () => {
    if (!chosen.length) return void actions.move([], { kind: 'static', staticId }); // warns 'No files selected'
    then(chosen);
  };
  const onUploaded = (files: DataRoomFile[]) => {
    if (selection.kind === 'custom' && files.length) void props.syncTreeCounts().catch(() => undefined);
    void actions.refresh();
  };

  const hasFiles = rows.some((r) => r.type !== 'FOLDER');
  const manage = (
    <>
      {hasFiles && (
        <Stack
          direction="row"
          role="toolbar"
          aria-label={t('dataRoomFiles.actions.label')}
          sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
        >
          <Button variant="outlined" size="small" onClick={requireSelection(setMoving)}>
            {t('dataRoomFiles.actions.move')}
          </Button>
          {isMasterView && (
            <Button
              variant="contained"
              size="small"
              onClick={() =>
                // The files left behind stay selected, so they can be moved by hand.
                void actions.approve(chosen).then((left) => setSelected(new Set(left.map((f) => f.externalId))))
              }
            >
              {t('dataRoomFiles.actions.approve')}
            </Button>
          )}
          <Button variant="outlined" size="small" onClick={() => void actions.download(chosen)}>
            {t('dataRoomFiles.actions.download')}
          </Button>
          <Button variant="outlined" size="small" color="error" onClick={requireSelection(setDeleting)}>
            {t('dataRoomFiles.actions.delete')}
          </Button>
          {chosen.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
              {t('dataRoomFiles.list.selected', { count: chosen.length })}
            </Typography>
          )}
        </Stack>
      )}
      {query.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('dataRoomFiles.list.loading')} />
        </Box>
      ) : query.isError ? (
        <Alert severity="error">{t('dataRoomFiles.list.loadError')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          title={t(isMasterView ? 'dataRoomFiles.empty.title' : 'dataRoomFiles.empty.folderTitle')}
          text={t(isMasterView ? 'dataRoomFiles.empty.description' : 'dataRoomFiles.empty.folderDescription')}
          action={browse}
        />
      ) : (
        <>
          <FileList
            rows={rows}
            selected={selected}
            onToggle={(row) => setSelected((s) => toggleOne(s, row))}
            onToggleAll={() => setSelected((s) => toggleAll(rows, s))}
            sort={sort}
            direction={direction}
            onSort={onSort}
            onOpen={onOpen}
            onAction={onAction}
            highlightId={props.highlightId}
            cards={props.cards}
            labelOf={(row) =>
              row.type === 'FOLDER' && row.staticId !== null && taxonomyEntry(row.staticId)
                ? props.labelOf(taxonomyEntry(row.staticId)!)
                : row.name
            }
          />
          {paged.data && selection.kind !== 'custom' && paged.data.page.totalPages > 1 && (
            <Pagination
              count={paged.data.page.totalElements}
              rowsPerPage={paged.data.page.size}
              page={page}
              onPageChange={(_, p) => setPage(p)}
            />
          )}
          <Box sx={{ mt: 2 }}>{browse}</Box>
        </>
      )}
    </>
  );

  return (
    <Stack sx={{ gap: 1, minWidth: 0 }}>
      <Tabs
        value={props.section}
        onChange={(_, v: DataRoomSection) => props.onSection(v)}
        aria-label={t('dataRoomFiles.sections.label')}
      >
        <Tab value="MANAGE" label={t('dataRoomFiles.sections.MANAGE')} />
        <Tab value="RED_FLAGS" label={t('dataRoomFiles.sections.RED_FLAGS')} />
      </Tabs>
      <Typography component="h1" variant="h5" sx={{ mt: 1 }} data-testid="folder-title">
        {title}
      </Typography>
      {isMasterView && props.section === 'MANAGE' && (
        <Typography sx={{ color: 'text.secondary' }}>{t('dataRoomFiles.master.description')}</Typography>
      )}
      {props.section === 'RED_FLAGS' ? (
        <RedFlagsPanel staticId={selection.kind === 'taxonomy' ? selection.staticId : TAXONOMY_IDS.root} />
      ) : isMasterView ? (
        manage
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_, v: 'documents' | 'redFlags') => setTab(v)}
            aria-label={t('dataRoomFiles.tabs.label')}
          >
            <Tab value="documents" label={t('dataRoomFiles.tabs.documents')} />
            <Tab value="redFlags" label={t('dataRoomFiles.tabs.redFlags')} />
          </Tabs>
          {tab === 'documents' ? (
            manage
          ) : (
            <RedFlagsPanel staticId={selection.kind === 'taxonomy' ? selection.staticId : TAXONOMY_IDS.root} />
          )}
        </>
      )}
      <MoveDialog
        open={!!moving}
        count={moving?.length ?? 0}
        destinations={destinations}
        onClose={() => setMoving(null)}
        onMove={async (d) => {
          if (await actions.move(moving ?? [], d.location)) {
            setMoving(null);
            setSelected(new Set());
          }
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        destructive
        title={t('dataRoomFiles.delete.title')}
        text={t('dataRoomFiles.delete.confirm', { count: deleting?.length ?? 0 })}
        confirmLabel={t('dataRoomFiles.actions.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (await actions.remove(deleting ?? [])) {
            setDeleting(null);
            setSelected(new Set());
          }
        }}
      />
      <UploadDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        target={uploadTarget}
        onUploaded={onUploaded}
        onImport={() => {
          setUploadOpen(false);
          importer.open();
        }}
      />
      {importer.element}
      <LinkDialog
        open={!!linkDialog}
        onClose={() => setLinkDialog(null)}
        initial={linkDialog?.row ? { name: linkDialog.row.name, url: linkDialog.row.fileUrl ?? '' } : null}
        onSave={saveLink}
      />
      <FileDetailsDrawer fileExternalId={openFile} open={!!openFile} onClose={() => setOpenFile(null)} />
    </Stack>
  );
}
