import { Fragment, useState, type MouseEvent } from 'react';
import { Box, Button, CircularProgress, List, ListItem, Menu, MenuItem, Typography } from '@mui/material';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import { useTranslation } from 'react-i18next';
import { DATA_ROOM_LIMITS } from '@atrium/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ApiError } from '../../../lib/api-error';
import { notify, notifyActionError } from '../../../lib/notify';
import { customFoldersApi } from '../api/custom-folders';
import { folderCreated, fromServer, type CustomTreeNode } from './custom-tree-counts';
import { useFolderDelete } from './useFolderDelete';
import { useDataRoomTenant } from '../useTenant';
import { CreateFolderRow } from './CreateFolderRow';
import { TreeRow } from './TreeRow';
import type { TreeSelection } from './nav-state';
import type { TreeUpdate } from './useCustomTree';

export interface CustomTreeProps {
  tree: CustomTreeNode[] | null;
  loading: boolean;
  update: (fn: TreeUpdate) => void;
  loadChildren: (externalId: string) => Promise<void>;
  expanded: ReadonlySet<string>;
  setExpanded: (key: string, open: boolean) => void;
  selection: TreeSelection;
  touch: boolean;
  onSelect: (folder: CustomTreeNode | null) => void;
  onEnter: (folder: CustomTreeNode) => void;
  /** After a folder was deleted (the content may show it). */
  onDeleted: (externalId: string) => void;
}

/** Where the 'Create Folder' input shows: undefined nowhere, null at the root, else under that folder. */
type CreatingAt = string | null | undefined;

/** The custom folder tree of spec 3 §2.4. */
export function CustomTree(props: CustomTreeProps) {
  const { t } = useTranslation();
  const [creatingAt, setCreatingAt] = useState<CreatingAt>(undefined);
  const [menu, setMenu] = useState<{
    anchor: HTMLElement | { top: number; left: number };
    folder: CustomTreeNode;
  } | null>(null);
  const [deleting, setDeleting] = useState<CustomTreeNode | null>(null);
  const { tree, update } = props;
  const deleteFolder = useFolderDelete(useDataRoomTenant(), update, props.onDeleted);

  const create = async (name: string) => {
    try {
      const created = await customFoldersApi.create(name, creatingAt ?? null);
      update((t) => folderCreated(t, fromServer({ ...created, parentExternalId: creatingAt ?? null })));
      if (creatingAt) props.setExpanded(`c:${creatingAt}`, true);
      setCreatingAt(undefined);
    } catch (err) {
      // A sibling already has the name: say so, and keep the row open to change it.
      if (err instanceof ApiError && err.status === 409) notify(t('dataRoomFiles.custom.nameTaken'), 'warning');
      else notifyActionError(err);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteFolder(deleting);
      setDeleting(null);
    } catch (err) {
      notifyActionError(err);
    }
  };

  const createUnder = async (folder: CustomTreeNode) => {
    if (!folder.loaded) await props.loadChildren(folder.externalId).catch(notifyActionError);
    props.setExpanded(`c:${folder.externalId}`, true);
    setCreatingAt(folder.externalId);
  };

  const openMenu = (e: MouseEvent<HTMLElement>, folder: CustomTreeNode) => {
    e.preventDefault();
    setMenu({ anchor: e.clientX || e.clientY ? { top: e.clientY, left: e.clientX } : e.currentTarget, folder });
  };

  const optionItems = (folder: CustomTreeNode, close: () => void) => [
    <MenuItem
      key="create"
      onClick={() => {
        close();
        void createUnder(folder);
      }}
    >
      {t('dataRoomFiles.custom.createFolder')}
    </MenuItem>,
    <MenuItem
      key="delete"
      onClick={() => {
        close();
        setDeleting(folder);
      }}
    >
      {t('dataRoomFiles.custom.delete')}
    </MenuItem>,
  ];

  const renderNodes = (nodes: CustomTreeNode[], level: number, parentId: string | null) => (
    <List dense disablePadding aria-label={level === 0 ? t('dataRoomFiles.custom.label') : undefined}>
      {nodes.map((n) => renderNode(n, level))}
      {creatingAt !== undefined && creatingAt === parentId && (
        <CreateFolderRow level={level} onCreate={create} onCancel={() => setCreatingAt(undefined)} />
      )}
    </List>
  );

  function renderNode(node: CustomTreeNode, level: number) {
    const key = `c:${node.externalId}`;
    const open = props.expanded.has(key);
    const selected = props.selection.kind === 'custom' && props.selection.externalId === node.externalId;
    const toggle = async (next = !open) => {
      if (next && !node.loaded) await props.loadChildren(node.externalId).catch(notifyActionError);
      props.setExpanded(key, next);
    };
    return (
      <Fragment key={node.externalId}>
        <TreeRow
          testId={`custom-${node.externalId}`}
          label={node.name}
          level={level}
          count={node.nodeCount}
          expandable
          expanded={open}
          selected={selected}
          touch={props.touch}
          onClick={() => {
            if (selected) {
              props.onSelect(null);
              void toggle(false);
            } else {
              props.onSelect(node);
              void toggle(true);
            }
          }}
          onEnter={() => props.onEnter(node)}
          onToggle={() => void toggle()}
          onContextMenu={(e) => openMenu(e, node)}
          extraMenu={(close) => optionItems(node, close)}
        />
        {open && (
          <Box component="li" sx={{ listStyle: 'none' }}>
            {node.loaded && node.nodes.length === 0 && creatingAt !== node.externalId ? (
              <Typography variant="body2" sx={{ pl: 1 + (level + 1) * 2 + 3, py: 0.5, color: 'text.secondary' }}>
                {t('dataRoomFiles.custom.noFolders')}
              </Typography>
            ) : (
              renderNodes(node.nodes, level + 1, node.externalId)
            )}
          </Box>
        )}
      </Fragment>
    );
  }

  const top = tree?.length ?? 0;
  const { min, max } = DATA_ROOM_LIMITS.customTreeHint;
  return (
    <Box data-testid="custom-tree">
      {props.loading || !tree ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={t('dataRoomFiles.custom.loading')} />
        </Box>
      ) : top === 0 && creatingAt !== null ? (
        <Typography variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
          {t('dataRoomFiles.custom.noFolders')}
        </Typography>
      ) : (
        renderNodes(tree, 0, null)
      )}
      {top >= min && top <= max && (
        <Typography variant="caption" component="p" sx={{ px: 2, py: 0.5, color: 'text.secondary' }}>
          {t('dataRoomFiles.custom.hint')}
        </Typography>
      )}
      {creatingAt !== null && (
        <ListItem component="div" sx={{ px: 1 }}>
          <Button size="small" startIcon={<CreateNewFolderIcon />} onClick={() => setCreatingAt(null)} disabled={!tree}>
            {t('dataRoomFiles.custom.createFolder')}
          </Button>
        </ListItem>
      )}
      <Menu
        open={!!menu}
        onClose={() => setMenu(null)}
        anchorReference={menu && 'top' in menu.anchor ? 'anchorPosition' : 'anchorEl'}
        anchorPosition={menu && 'top' in menu.anchor ? menu.anchor : undefined}
        anchorEl={menu && !('top' in menu.anchor) ? menu.anchor : undefined}
        slotProps={{ list: { 'aria-label': t('dataRoomFiles.custom.options') } }}
      >
        <MenuItem disabled sx={{ typography: 'overline' }}>
          {t('dataRoomFiles.custom.options')}
        </MenuItem>
        {menu && optionItems(menu.folder, () => setMenu(null))}
      </Menu>
      <ConfirmDialog
        open={!!deleting}
        destructive
        title={t('dataRoomFiles.custom.deleteTitle')}
        text={
          deleting?.nodeCount
            ? t('dataRoomFiles.custom.deleteConfirmFiles', { count: deleting.nodeCount })
            : t('dataRoomFiles.custom.deleteConfirm')
        }
        confirmLabel={t('dataRoomFiles.custom.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </Box>
  );
}
