import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomFoldersDeleted } from '@atrium/contract';
import { notify, notifyActionError } from '../../../lib/notify';
import { customFoldersApi } from '../api/custom-folders';
import { dataRoomKeys } from '../keys';
import { folderDeleted, fromServer, type CustomTreeNode } from './custom-tree-counts';
import { undoToast } from './useFileActions';
import type { TreeUpdate } from './useCustomTree';

/**
 * Deleting a custom folder (spec 3 §2.4): the server moves its files (and its subfolders' files) back to Processing
 * instead of deleting them; the toast says how many and offers Undo, which recreates the folders and puts the files
 * back. Errors go to the caller (the confirm dialog stays open).
 */
export function useFolderDelete(tenant: string, update: (fn: TreeUpdate) => void, onDeleted: (id: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const undo = useCallback(
    async (restore: CustomFoldersDeleted['restore']) => {
      try {
        await customFoldersApi.restore(restore);
        // The whole tree, so restored subfolders show under parents whose children were already loaded.
        const tree = await customFoldersApi.tree();
        update(() => tree.map(fromServer));
        notify(t('dataRoomFiles.custom.restored'), 'info');
      } catch (err) {
        notifyActionError(err);
      } finally {
        await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(tenant) });
      }
    },
    [queryClient, t, tenant, update],
  );

  return useCallback(
    async (folder: CustomTreeNode) => {
      const r = await customFoldersApi.remove([folder.externalId]);
      update((tree) => folderDeleted(tree, folder.externalId));
      onDeleted(folder.externalId);
      const message = r.movedFiles
        ? t('dataRoomFiles.custom.deletedMoved', { count: r.movedFiles })
        : t('dataRoomFiles.custom.deleted');
      undoToast(message, () => void undo(r.restore), {
        undo: t('dataRoomFiles.actions.undo'),
        close: t('dataRoomFiles.actions.close'),
      });
    },
    [onDeleted, t, undo, update],
  );
}
