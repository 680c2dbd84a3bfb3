import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DATA_ROOM_LIMITS, PRODUCT, wholeMb, type DataRoomFile } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DATA_ROOM_PATHS, manageState } from '../navigation';
import type { UploadTarget } from '../api/upload';
import { DropZone } from './DropZone';
import { UploadProgressList } from './UploadProgressList';
import { filterUploads, type UploadRejection } from './upload-filter';
import { useUploads } from './useUploads';

export interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where the files go: a taxonomy entry (9997 = master, unplaced) or a custom folder. */
  target: UploadTarget;
  /** Renders the 'Import from document center' link; the caller opens its import modal. */
  onImport?: () => void;
  /** Shows the import link disabled. */
  importDisabled?: boolean;
  /** Files dropped elsewhere (the landing page) that go straight through the filter and the confirmation. */
  initialFiles?: File[] | null;
  onUploaded?: (files: DataRoomFile[]) => void;
  /** The confirmation's text; by default the file count ('3 files will be uploaded and analysed.'). */
  confirmText?: (count: number) => ReactNode;
}

/**
 * The upload dialog of spec 3 §2.8: drop zone and Browse, the upload filter (format, size, names already in the list),
 * a confirmation with the file count, per-file progress rows and a success message linking to the files view.
 */
export function UploadDialog({
  open,
  onClose,
  target,
  onImport,
  importDisabled,
  initialFiles,
  onUploaded,
  confirmText,
}: UploadDialogProps) {
  const { t } = useTranslation();
  const { rows, start, busy, batchDone, uploadedNames } = useUploads(target, onUploaded);
  const [pending, setPending] = useState<File[] | null>(null);
  const [rejections, setRejections] = useState<UploadRejection[]>([]);
  const maxMb = wholeMb(DATA_ROOM_LIMITS.maxDocumentBytes);

  const add = (files: File[]) => {
    const { accepted, rejected } = filterUploads(files, uploadedNames);
    setRejections(rejected);
    if (accepted.length) setPending(accepted);
  };
  const addRef = useRef(add);
  addRef.current = add;
  // Files dropped on the landing page enter once per drop.
  const seenInitial = useRef<File[] | null>(null);
  useEffect(() => {
    if (open && initialFiles && initialFiles !== seenInitial.current) {
      seenInitial.current = initialFiles;
      addRef.current(initialFiles);
    }
  }, [open, initialFiles]);

  const rejectionText = (r: UploadRejection) =>
    r.reason === 'invalidFormat'
      ? t('dataRoom.upload.invalidFormat', { name: r.name })
      : r.reason === 'empty'
        ? t('dataRoom.upload.empty', { name: r.name })
        : r.reason === 'tooLarge'
          ? t('dataRoom.upload.exceededMaxSize', { name: r.name, mb: r.maxMb })
          : t('dataRoom.upload.duplicate', { name: r.name });

  const filesState =
    'customFolderExternalId' in target
      ? manageState({ customFolderExternalId: target.customFolderExternalId })
      : manageState({ staticId: target.parentStaticId });

  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title={t('dataRoom.upload.title')}
        maxWidth="sm"
        actions={<Button onClick={onClose}>{t('common.close')}</Button>}
      >
        <Stack sx={{ gap: 2 }}>
          <DropZone onFiles={add} title={t('dataRoom.upload.dropTitle')} disabled={pending !== null}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('dataRoom.upload.aiInfo', { ai: PRODUCT.assistantName })}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('dataRoom.upload.formatInfo')}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('dataRoom.upload.maxSize', { mb: maxMb })}
            </Typography>
          </DropZone>
          {onImport && (
            <Box sx={{ textAlign: 'center' }}>
              <Button variant="text" onClick={onImport} disabled={importDisabled || busy}>
                {t('dataRoom.upload.importFromCenter')}
              </Button>
            </Box>
          )}
          {rejections.length > 0 && (
            <Alert severity="warning" onClose={() => setRejections([])} data-testid="upload-rejections">
              {rejections.map((r, i) => (
                <div key={`${r.name}-${i}`}>{rejectionText(r)}</div>
              ))}
            </Alert>
          )}
          <UploadProgressList rows={rows} />
          {batchDone && !busy && batchDone.uploaded > 0 && (
            <Alert severity="success" data-testid="upload-success">
              {t('dataRoom.upload.success', { count: batchDone.uploaded })}{' '}
              <Link component={RouterLink} to={DATA_ROOM_PATHS.files} state={filesState} onClick={onClose}>
                {t('dataRoom.upload.goToFiles')}
              </Link>
            </Alert>
          )}
          {batchDone && !busy && batchDone.failed > 0 && (
            <Alert severity="error">{t('dataRoom.upload.someFailed', { count: batchDone.failed })}</Alert>
          )}
        </Stack>
      </Modal>
      <ConfirmDialog
        open={pending !== null}
        title={t('dataRoom.upload.confirmTitle')}
        text={
          confirmText
            ? confirmText(pending?.length ?? 0)
            : t('dataRoom.upload.confirmText', { count: pending?.length ?? 0 })
        }
        confirmLabel={t('dataRoom.upload.confirm')}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const files = pending ?? [];
          setPending(null);
          start(files);
        }}
      />
    </>
  );
}
