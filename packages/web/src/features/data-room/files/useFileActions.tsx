import { useCallback } from 'react';
import { Button } from '@mui/material';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataRoomFile } from '@atrium/contract';
import { ApiError } from '../../../lib/api-error';
import { notify, notifyActionError } from '../../../lib/notify';
import { dataRoomKeys } from '../keys';
import { downloadName, filesApi, saveBlob } from '../api/files';
import { customFoldersApi } from '../api/custom-folders';
import { filesDeleted, filesMoved } from './custom-tree-counts';
import { countByCustomFolder, undoSteps, type FileLocation } from './move-undo';
import type { TreeUpdate } from './useCustomTree';

/** Moves files to one location with the call that location takes. */
export function moveTo(ids: string[], to: FileLocation) {
  return to.kind === 'static' ? filesApi.move(ids, to.staticId) : customFoldersApi.moveFiles(ids, to.externalId);
}

/** The undo toast lasts longer than the 3 s default so there is time to reach Undo. */
const UNDO_TOAST_MS = 8000;

/** The Close/Undo toast of spec 3 §2.10 (a move, or a folder delete): Undo closes it and runs `onUndo`. */
export function undoToast(message: string, onUndo: () => void, labels: { undo: string; close: string }) {
  enqueueSnackbar(message, {
    variant: 'default',
    autoHideDuration: UNDO_TOAST_MS,
    action: (key) => (
      <>
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            closeSnackbar(key);
            onUndo();
          }}
        >
          {labels.undo}
        </Button>
        <Button color="inherit" size="small" onClick={() => closeSnackbar(key)}>
          {labels.close}
        </Button>
      </>
    ),
  });
}

/** Move (with the Close/Undo toast), approve, delete and download of spec 3 §2.10, with the §8 notices. */
export function useFileActions(tenant: string, updateTree: (fn: TreeUpdate) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(tenant) }),
    [queryClient, tenant],
  );

  /** Custom tree counts (§4): files leave their custom folders and arrive in the target (null = outside the custom tree). */
  const countMove = useCallback(
    (files: readonly DataRoomFile[], to: FileLocation) => {
      const target = to.kind === 'custom' ? to.externalId : null;
      updateTree((tree) => {
        let next = tree;
        for (const [folder, n] of countByCustomFolder(files)) next = filesMoved(next, folder, target, n);
        const outside = files.filter((f) => !f.customFolderExternalId).length;
        return target && outside ? filesMoved(next, null, target, outside) : next;
      });
    },
    [updateTree],
  );

  const undo = useCallback(
    async (before: DataRoomFile[], destination: FileLocation) => {
      try {
        for (const step of undoSteps(before, destination)) {
          const moved = before.filter((f) => step.fileExternalIds.includes(f.externalId));
          await moveTo(step.fileExternalIds, step.to);
          // Reverse of the move: from the destination back to each file's own folder.
          countMove(
            moved.map((f) => ({
              ...f,
              customFolderExternalId: destination.kind === 'custom' ? destination.externalId : null,
            })),
            step.to,
          );
        }
        notify(t('dataRoomFiles.move.undone'), 'info');
      } catch {
        notify(t('dataRoomFiles.notices.errorMoving'), 'error');
      } finally {
        await refresh();
      }
    },
    [countMove, refresh, t],
  );

  const move = useCallback(
    async (files: DataRoomFile[], to: FileLocation): Promise<boolean> => {
      if (!files.length) {
        notify(t('dataRoomFiles.notices.noFilesSelected'), 'warning');
        return false;
      }
      try {
        await moveTo(
          files.map((f) => f.externalId),
          to,
        );
      } catch (err) {
        notify(
          t(
            err instanceof ApiError && err.status < 500
              ? 'dataRoomFiles.notices.couldNotMove'
              : 'dataRoomFiles.notices.errorMoving',
          ),
          'error',
        );
        return false;
      }
      countMove(files, to);
      await refresh();
      const before = files.map((f) => ({ ...f }));
      undoToast(t('dataRoomFiles.move.moved', { count: files.length }), () => void undo(before, to), {
        undo: t('dataRoomFiles.actions.undo'),
        close: t('dataRoomFiles.actions.close'),
      });
      return true;
    },
    [countMove, refresh, t, undo],
  );

  /** The files approve left behind, named with their reason ('scan.pdf could not be analysed'). */
  const notMovedText = useCallback(
    (left: readonly DataRoomFile[]) =>
      t('dataRoomFiles.notices.notMoved', {
        count: left.length,
        files: left
          .map((f) =>
            t(
              f.processingState === 'CANNOT_BE_ANALYZED'
                ? 'dataRoomFiles.notices.notMovedCannotAnalyze'
                : 'dataRoomFiles.notices.notMovedNoSuggestion',
              { name: f.name },
            ),
          )
          .join('; '),
      }),
    [t],
  );

  /** Approve (§2.10): says which files were not moved and why; answers the files left in place. */
  const approve = useCallback(
    async (files: DataRoomFile[]): Promise<DataRoomFile[]> => {
      if (!files.length) {
        notify(t('dataRoomFiles.notices.selectToApprove'), 'warning');
        return [];
      }
      try {
        const moved = new Set((await filesApi.approve(files.map((f) => f.externalId))).map((f) => f.externalId));
        const left = files.filter((f) => !moved.has(f.externalId));
        if (!left.length) notify(t('dataRoomFiles.notices.movedToSuggested'), 'success');
        else notify(`${t('dataRoomFiles.notices.movedSome', { count: moved.size })} ${notMovedText(left)}`, 'warning');
        return left;
      } catch (err) {
        if (err instanceof ApiError && err.status === 400) {
          notify(`${t('dataRoomFiles.notices.nothingToApprove')} ${notMovedText(files)}`, 'warning');
          return files;
        }
        notifyActionError(err);
        return files;
      } finally {
        await refresh();
      }
    },
    [notMovedText, refresh, t],
  );

  const remove = useCallback(
    async (files: DataRoomFile[]) => {
      try {
        await filesApi.remove(files.map((f) => f.externalId));
      } catch {
        notify(t('dataRoomFiles.notices.deleteError'), 'error');
        return false;
      }
      updateTree((tree) =>
        [...countByCustomFolder(files)].reduce((acc, [folder, n]) => filesDeleted(acc, folder, n), tree),
      );
      notify(t('dataRoomFiles.notices.deleteSuccess'), 'success');
      await refresh();
      return true;
    },
    [refresh, t, updateTree],
  );

  const download = useCallback(
    async (files: DataRoomFile[]) => {
      const list = files.filter((f) => f.type === 'FILE');
      if (!list.length) return notify(t('dataRoomFiles.notices.noFilesSelected'), 'warning');
      try {
        const { blob, disposition } = await filesApi.download(list.map((f) => f.externalId));
        saveBlob(
          blob,
          downloadName(
            list.map((f) => f.name),
            disposition,
          ),
        );
      } catch {
        notify(
          t(list.length === 1 ? 'dataRoomFiles.notices.downloadError' : 'dataRoomFiles.notices.downloadFilesError'),
          'error',
        );
      }
    },
    [t],
  );

  return { move, approve, remove, download, refresh };
}
