import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Box, Fab, Paper, useMediaQuery, useTheme } from '@mui/material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DescriptionIcon from '@mui/icons-material/Description';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TAXONOMY_IDS, type DataRoomSection, type TaxonomyEntry, type TreeFilter } from '@atrium/contract';
import { useDataRoomTenant } from '../useTenant';
import { taxonomyLabel } from '../taxonomy-label';
import { dataRoomKeys } from '../keys';
import { useLinkedDataRoomFile } from '../api/file-by-external';
import { useDataRoomStatsReply } from '../api/stats-query';
import { DirectoryTree } from './DirectoryTree';
import { FilesPanel } from './FilesPanel';
import { countsFromStats, visibleTaxonomy } from './tree-filter';
import { useCustomTree } from './useCustomTree';
import {
  ancestorKeys,
  MASTER_SELECTION,
  sectionFromState,
  selectionFromEntry,
  type FilesNavState,
  type TreeSelection,
} from './nav-state';
import type { CustomTreeNode } from './custom-tree-counts';

/**
 * /one/data-room/files — the files screen of spec 3 §2.6: the directory tree (§2.3, §2.4) on the left, the folder's
 * content on the right; on phones and tablets one or the other, switched by a floating button.
 */
export default function DataRoomFilesPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const location = useLocation();
  const [params] = useSearchParams();
  const documentId = params.get('documentId');
  const queryClient = useQueryClient();
  const tenant = useDataRoomTenant();
  const labelOf = useCallback((entry: TaxonomyEntry) => taxonomyLabel(t, entry), [t]);

  const navState = location.state as FilesNavState | null;
  const [selection, setSelection] = useState<TreeSelection>(() => selectionFromEntry(navState?.entry));
  const [section, setSection] = useState<DataRoomSection>(() => sectionFromState(navState));
  const [filter, setFilter] = useState<TreeFilter>(() =>
    selectionFromEntry(navState?.entry).kind === 'custom' ? 'CUSTOM' : 'COMMON',
  );
  const [expanded, setExpandedSet] = useState<Set<string>>(() => initialExpanded(selectionFromEntry(navState?.entry)));
  const [showTree, setShowTree] = useState(false);
  const [highlightId, setHighlightId] = useState<string | null>(null);

  // A new navigation to this screen (search result, landing card) carries a new { section, entry }.
  useEffect(() => {
    if (!navState) return;
    const next = selectionFromEntry(navState.entry);
    setSelection(next);
    setSection(sectionFromState(navState));
    if (next.kind === 'custom') setFilter('CUSTOM');
    setExpandedSet((s) => new Set([...s, ...initialExpanded(next)]));
    setShowTree(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply the navigation state once per navigation (location.key)
  }, [location.key]);

  // Another tenant: its folders are not this one's.
  const [shownTenant, setShownTenant] = useState(tenant);
  if (tenant !== shownTenant) {
    setShownTenant(tenant);
    setSelection(MASTER_SELECTION);
    setExpandedSet(new Set());
    setHighlightId(null);
  }

  // ?documentId opens that file's folder and highlights the file.
  const doc = useLinkedDataRoomFile(tenant, documentId);
  useEffect(() => {
    const file = doc.data;
    if (!file) return;
    const next: TreeSelection = file.customFolderExternalId
      ? { kind: 'custom', externalId: file.customFolderExternalId, name: '' }
      : selectionFromEntry(file.parentStaticId ?? TAXONOMY_IDS.master);
    setSelection(next);
    setSection('MANAGE');
    if (next.kind === 'custom') setFilter('CUSTOM');
    setExpandedSet((s) => new Set([...s, ...initialExpanded(next)]));
    setHighlightId(file.externalId);
    setShowTree(false);
  }, [doc.data]);

  const stats = useDataRoomStatsReply(tenant);
  const counts = useMemo(() => countsFromStats(stats.data), [stats.data]);
  const taxonomy = useMemo(() => visibleTaxonomy(filter, counts), [filter, counts]);
  const customTree = useCustomTree(tenant, !!tenant);

  // A custom folder selected by navigation gets its name from the tree once loaded.
  const selectedCustomName =
    selection.kind === 'custom' && !selection.name ? findName(customTree.tree, selection.externalId) : null;
  useEffect(() => {
    if (selectedCustomName) setSelection((s) => (s.kind === 'custom' ? { ...s, name: selectedCustomName } : s));
  }, [selectedCustomName]);

  const setExpanded = useCallback((key: string, open: boolean) => {
    setExpandedSet((s) => {
      const next = new Set(s);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const toggle = useCallback(
    (key: string) =>
      setExpandedSet((s) => {
        const next = new Set(s);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );

  /** Selecting anything resets the section to MANAGE (spec 3 §4). */
  const select = useCallback((next: TreeSelection) => {
    setSelection(next);
    setSection('MANAGE');
    setHighlightId(null);
  }, []);

  const clickEntry = (staticId: number) => {
    if (selection.kind === 'taxonomy' && selection.staticId === staticId) {
      select(MASTER_SELECTION);
      setExpanded(`s:${staticId}`, false);
    } else {
      select({ kind: 'taxonomy', staticId });
      setExpanded(`s:${staticId}`, true);
    }
  };
  const enterEntry = (staticId: number) => {
    select({ kind: 'taxonomy', staticId });
    setExpandedSet((s) => new Set([...s, ...ancestorKeys(staticId)]));
    setShowTree(false);
  };
  const openFolder = (staticId: number) => {
    select({ kind: 'taxonomy', staticId });
    setExpandedSet((s) => new Set([...s, ...ancestorKeys(staticId), `s:${staticId}`]));
  };

  const tree = (
    <DirectoryTree
      filter={filter}
      onFilter={setFilter}
      taxonomy={taxonomy}
      masterCount={counts.get(TAXONOMY_IDS.master)}
      expanded={expanded}
      onToggle={toggle}
      selection={selection}
      touch={!desktop}
      onClickEntry={clickEntry}
      onEnterEntry={enterEntry}
      onCloseAll={() => {
        setExpandedSet(new Set());
        select(MASTER_SELECTION);
      }}
      onProcessing={() => {
        select(MASTER_SELECTION);
        setShowTree(false);
      }}
      labelOf={labelOf}
      custom={{
        tree: customTree.tree,
        loading: customTree.loading,
        update: customTree.update,
        loadChildren: customTree.loadChildren,
        setExpanded,
        onSelect: (node) =>
          select(node ? { kind: 'custom', externalId: node.externalId, name: node.name } : MASTER_SELECTION),
        onEnter: (node) => {
          select({ kind: 'custom', externalId: node.externalId, name: node.name });
          setShowTree(false);
        },
        onDeleted: (externalId) => {
          if (selection.kind === 'custom' && selection.externalId === externalId) select(MASTER_SELECTION);
          void queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(tenant) });
        },
      }}
    />
  );
  const content = (
    <FilesPanel
      tenant={tenant}
      selection={selection}
      section={section}
      onSection={setSection}
      onOpenFolder={openFolder}
      customTree={customTree.tree}
      updateTree={customTree.update}
      syncTreeCounts={customTree.syncCounts}
      labelOf={labelOf}
      highlightId={highlightId}
      cards={!desktop}
    />
  );

  if (desktop) {
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 2 }}>
        <Paper
          variant="outlined"
          sx={{ width: 320, flexShrink: 0, position: 'sticky', top: 16, height: 'calc(100vh - 240px)', minHeight: 360 }}
        >
          {tree}
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0 }}>{content}</Box>
      </Box>
    );
  }
  return (
    <Box sx={{ p: 1.5, pb: 10 }}>
      {showTree ? (
        <Paper variant="outlined" sx={{ minHeight: '60vh' }}>
          {tree}
        </Paper>
      ) : (
        content
      )}
      <Fab
        color="primary"
        variant="extended"
        onClick={() => setShowTree((s) => !s)}
        sx={{ position: 'fixed', right: 16, bottom: 88 /* above the shell's 64 px bottom bar */ }}
        aria-label={showTree ? t('dataRoomFiles.mobile.showFiles') : t('dataRoomFiles.mobile.showTree')}
      >
        {showTree ? <DescriptionIcon sx={{ mr: 1 }} /> : <AccountTreeIcon sx={{ mr: 1 }} />}
        {showTree ? t('dataRoomFiles.mobile.showFiles') : t('dataRoomFiles.mobile.showTree')}
      </Fab>
    </Box>
  );
}

function initialExpanded(selection: TreeSelection): Set<string> {
  return selection.kind === 'taxonomy'
    ? new Set([...ancestorKeys(selection.staticId), `s:${selection.staticId}`])
    : new Set();
}

function findName(tree: CustomTreeNode[] | null, externalId: string): string | null {
  for (const node of tree ?? []) {
    if (node.externalId === externalId) return node.name;
    const below = findName(node.nodes, externalId);
    if (below) return below;
  }
  return null;
}
