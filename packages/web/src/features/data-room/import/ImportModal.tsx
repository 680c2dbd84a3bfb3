import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  IconButton,
  InputAdornment,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslation } from 'react-i18next';
import { DATA_ROOM_LIMITS } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { notify } from '../../../lib/notify';
import { useWorkspace } from '../../../workspace/workspace';
import { useDocumentTree } from '../../document-center';
import { useImportFromDocumentCenter } from '../api/import-from-document-center';
import {
  buildImportTree,
  checkState,
  indexTree,
  searchTree,
  selectedFileCount,
  selectedFileIds,
  toggle,
  type ImportNode,
  type SearchResult,
} from './import-tree';

/** The path segment of shared rooms; outside them the modal explains that imports are analysed (spec 3 §2.9). */
const VIRTUAL_ROOMS_SEGMENT = 'virtual-data-rooms';

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** Called once the import call has been sent (the modal then closes); e.g. to refresh a list. */
  onImported?: () => void;
  /** A taxonomy entry to import into; by default the master room (unplaced, the AI suggests a folder). */
  parentStaticId?: number;
}

/**
 * Import from the document center (spec 3 §2.9, §4): a searchable checkbox tree with tri-state folders, a
 * selected-files counter, Cancel and Import. Import marks the button busy, posts the file ids and, about 750 ms
 * later, closes with the info notice 'Importing n files…'; the call's result is ignored (a failure is logged).
 */
export function ImportModal({ open, onClose, onImported, parentStaticId }: ImportModalProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const tenant = useWorkspace().selectedTenantMembership?.tenant.externalId ?? '';
  // Spec §8: a tree failure is only logged.
  const treeQuery = useDocumentTree(tenant, open);
  const importFiles = useImportFromDocumentCenter(tenant);
  useEffect(() => {
    if (treeQuery.isError) console.error('document-center tree failed', treeQuery.error);
  }, [treeQuery.isError, treeQuery.error]);

  const tree = useMemo(() => buildImportTree(treeQuery.data ?? []), [treeQuery.data]);
  const index = useMemo(() => indexTree(tree), [tree]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [term, setTerm] = useState('');
  const [busy, setBusy] = useState(false);
  const debounced = useDebouncedValue(term, DATA_ROOM_LIMITS.debounce.importTreeSearch);
  const search = useMemo(() => searchTree(tree, debounced), [tree, debounced]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (open) {
      setSelected(new Set());
      setExpanded(new Set());
      setTerm('');
      setBusy(false);
    }
  }, [open]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  // Matches' parents open as the search changes.
  useEffect(() => {
    if (search) setExpanded((prev) => new Set([...prev, ...search.expanded]));
  }, [search]);

  const count = selectedFileCount(tree, selected);
  const startImport = () => {
    const ids = selectedFileIds(tree, selected);
    if (busy || ids.length === 0) return;
    setBusy(true);
    // The reply is not used (spec §4); the data room's lists refresh once the files exist.
    importFiles(ids, parentStaticId);
    timer.current = setTimeout(() => {
      notify(t('dataRoomImport.inProgress', { count: ids.length }), 'info');
      onImported?.();
      onClose();
    }, DATA_ROOM_LIMITS.importCloseDelayMs);
  };
  const showHint = !location.pathname.includes(VIRTUAL_ROOMS_SEGMENT);

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      maxWidth="sm"
      title={t('dataRoomImport.title')}
      footerStart={
        <Typography role="status" aria-live="polite" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('dataRoomImport.selected', { count })}
        </Typography>
      }
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={startImport}
            disabled={busy || count === 0}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('dataRoomImport.import')}
          </Button>
        </>
      }
    >
      <TextField
        type="search"
        size="small"
        fullWidth
        label={t('dataRoomImport.search')}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        sx={{ mt: 1, mb: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ minHeight: 200, maxHeight: 400, overflow: 'auto' }}>
        {treeQuery.isLoading && <Skeleton variant="rounded" height={160} />}
        {treeQuery.isError && <Alert severity="error">{t('dataRoomImport.loadFailed')}</Alert>}
        {treeQuery.data && tree.length === 0 && (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('dataRoomImport.empty')}</Typography>
        )}
        {search && search.visible.size === 0 && tree.length > 0 && (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>
            {t('dataRoomImport.noMatches', { term: debounced.trim() })}
          </Typography>
        )}
        {tree.length > 0 && (
          <Box
            component="ul"
            role="tree"
            aria-label={t('dataRoomImport.treeLabel')}
            aria-multiselectable
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {tree.map((n) => (
              <TreeRow
                key={n.externalId}
                node={n}
                level={1}
                selected={selected}
                expanded={expanded}
                search={search}
                onToggle={(id) => setSelected((prev) => toggle(tree, prev, id, index))}
                onExpand={(id) =>
                  setExpanded((prev) => {
                    const next = new Set(prev);
                    if (next.has(id)) next.delete(id);
                    else next.add(id);
                    return next;
                  })
                }
              />
            ))}
          </Box>
        )}
      </Box>
      {showHint && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('dataRoomImport.hint')}
        </Typography>
      )}
    </Modal>
  );
}

interface TreeRowProps {
  node: ImportNode;
  level: number;
  selected: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  search: SearchResult | null;
  onToggle: (id: string) => void;
  onExpand: (id: string) => void;
}

function TreeRow({ node, level, selected, expanded, search, onToggle, onExpand }: TreeRowProps) {
  const { t } = useTranslation();
  if (search && !search.visible.has(node.externalId)) return null;
  const folder = node.type === 'FOLDER';
  const open = folder && expanded.has(node.externalId);
  const state = checkState(node, selected);
  const highlighted = search?.highlighted.has(node.externalId) ?? false;
  return (
    <Box
      component="li"
      role="treeitem"
      aria-level={level}
      aria-expanded={folder ? open : undefined}
      aria-selected={state === 'checked'}
    >
      <Stack direction="row" sx={{ alignItems: 'center', pl: (level - 1) * 2.5, minHeight: 40 }}>
        {folder ? (
          <IconButton
            size="small"
            onClick={() => onExpand(node.externalId)}
            aria-label={t(open ? 'dataRoomImport.collapse' : 'dataRoomImport.expand', { name: node.name })}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <Checkbox
          size="small"
          checked={state === 'checked'}
          indeterminate={state === 'indeterminate'}
          onChange={() => onToggle(node.externalId)}
          slotProps={{ input: { 'aria-label': node.name } }}
        />
        <Box aria-hidden sx={{ display: 'flex', color: folder ? 'primary.main' : 'text.secondary', mr: 1 }}>
          {folder ? <FolderOutlinedIcon fontSize="small" /> : <InsertDriveFileOutlinedIcon fontSize="small" />}
        </Box>
        <Typography
          variant="body2"
          sx={{
            wordBreak: 'break-word',
            fontWeight: highlighted ? 700 : 400,
            bgcolor: search?.matches.has(node.externalId) ? 'action.selected' : undefined,
            borderRadius: 0.5,
            px: 0.5,
          }}
        >
          {node.name}
          {folder && (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {' '}
              ({node.fileCount})
            </Box>
          )}
        </Typography>
      </Stack>
      {open && (
        <Box component="ul" role="group" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {node.children.map((c) => (
            <TreeRow
              key={c.externalId}
              node={c}
              level={level + 1}
              selected={selected}
              expanded={expanded}
              search={search}
              onToggle={onToggle}
              onExpand={onExpand}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
