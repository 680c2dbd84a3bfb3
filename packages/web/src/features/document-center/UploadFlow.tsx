import { useState } from 'react';
import { Box, Button, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATA_ROOM_LIMITS, DOC_CENTER_LIMITS, wholeMb } from '@atrium/contract';
import { Modal, ModalText } from '../../components/Modal';
import { notify, errorMessage } from '../../lib/notify';
import { documentCenterKeys } from './keys';
import { documentCenterApi, uploadFiles } from './api/document-center-api';
import { tenantParam, type BrowserSource } from './browser-source';
import { acceptFiles, perFileProgress, planUpload, type UploadPlan } from './upload-plan';

interface Pending {
  files: File[];
  duplicates: string[];
}

/** The duplicate check's answer: the names already in the folder, with Overwrite, Skip them or Cancel. */
export function DuplicatesDialog({
  pending,
  onChoose,
  onCancel,
}: {
  pending: Pending | null;
  onChoose: (choice: 'overwrite' | 'skip') => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={pending !== null}
      onClose={onCancel}
      title={t('documentCenter.upload.duplicatesTitle')}
      actions={
        <>
          <Button color="inherit" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="outlined" onClick={() => onChoose('skip')}>
            {t('documentCenter.upload.skip')}
          </Button>
          <Button variant="contained" onClick={() => onChoose('overwrite')} autoFocus>
            {t('documentCenter.upload.overwrite')}
          </Button>
        </>
      }
    >
      <ModalText>{t('documentCenter.upload.duplicatesText', { count: pending?.duplicates.length ?? 0 })}</ModalText>
      <List dense sx={{ maxHeight: DATA_ROOM_LIMITS.uploadListMaxHeight, overflow: 'auto' }}>
        {(pending?.duplicates ?? []).map((n) => (
          <ListItem key={n} disableGutters>
            <ListItemText primary={n} slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }} />
          </ListItem>
        ))}
      </List>
    </Modal>
  );
}

function ProgressDialog({ files, progress }: { files: File[] | null; progress: number[] }) {
  const { t } = useTranslation();
  return (
    <Modal open={files !== null} onClose={() => {}} busy title={t('documentCenter.upload.progressTitle')}>
      <Stack
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          gap: 1.5,
          maxHeight: DATA_ROOM_LIMITS.uploadListMaxHeight,
          overflow: 'auto',
        }}
      >
        {(files ?? []).map((f, i) => {
          const p = progress[i] ?? 0;
          return (
            <Box component="li" key={f.name}>
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {f.name}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round(p * 100)}
                color={p >= 0.99 ? 'success' : 'primary'}
                aria-label={t('documentCenter.upload.fileProgress', { name: f.name })}
              />
            </Box>
          );
        })}
      </Stack>
    </Modal>
  );
}

/**
 * Upload into a folder (spec 3 §7.5): files at or above the limit are dropped with a message; the names are
 * checked first (POST files/check-duplicates) and, when some already exist, the user chooses Overwrite (sent as
 * overwrittenFiles) or Skip them; then one multipart upload with per-file progress.
 */
export function useUploadFlow({ parentId, source }: { parentId: string | null; source: BrowserSource }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [running, setRunning] = useState<File[] | null>(null);
  const [progress, setProgress] = useState<number[]>([]);

  const run = async (plan: UploadPlan) => {
    if (plan.files.length === 0) {
      notify(t('documentCenter.upload.nothingLeft'), 'info');
      return;
    }
    setRunning(plan.files);
    setProgress(plan.files.map(() => 0));
    try {
      await uploadFiles(
        plan.files,
        { parentId, overwrittenFiles: plan.overwrittenFiles, tenantExternalId: tenantParam(source) },
        (loaded, total) => setProgress(perFileProgress(plan.files, loaded, total)),
      ).promise;
      notify(t('documentCenter.upload.done', { count: plan.files.length }), 'success');
    } catch (err) {
      notify(errorMessage(err, 'documentCenter.upload.failed'), 'error');
    } finally {
      setRunning(null);
      await queryClient.invalidateQueries({ queryKey: documentCenterKeys.all(source.tenant) });
    }
  };

  const start = async (picked: File[]) => {
    const { files, tooLarge } = acceptFiles(picked);
    for (const f of tooLarge)
      notify(
        t('documentCenter.upload.tooLarge', { name: f.name, mb: wholeMb(DOC_CENTER_LIMITS.maxFileBytes) }),
        'warning',
      );
    if (files.length === 0) return;
    let duplicates: string[];
    try {
      duplicates = (
        await documentCenterApi.checkDuplicates(
          files.map((f) => f.name),
          parentId,
          tenantParam(source),
        )
      ).duplicates;
    } catch (err) {
      notify(errorMessage(err, 'documentCenter.upload.failed'), 'error');
      return;
    }
    if (duplicates.length > 0) setPending({ files, duplicates });
    else await run(planUpload(files, [], 'skip'));
  };

  const element = (
    <>
      <DuplicatesDialog
        pending={pending}
        onCancel={() => setPending(null)}
        onChoose={(choice) => {
          const p = pending!;
          setPending(null);
          void run(planUpload(p.files, p.duplicates, choice));
        }}
      />
      <ProgressDialog files={running} progress={progress} />
    </>
  );
  return { start, element, busy: running !== null };
}
