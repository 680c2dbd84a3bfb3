import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, IconButton, Stack, TextField } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { PIPELINE_LIMITS, type PipelineBoard, type PipelineStage } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { pipelineApi as api } from './api';
import { usePipelineWrite } from './queries';
import { RemoveStageDialog } from './RemoveStageDialog';
import { stageName } from './stage-label';

/** Manage a pipeline's stages: rename (on leaving the field or Enter), move up and down, remove, add at the end. */
export function StagesDialog({ board, open, onClose }: { board: PipelineBoard; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = board.list.externalId;
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [added, setAdded] = useState('');
  const [removing, setRemoving] = useState<PipelineStage | null>(null);
  const rename = usePipelineWrite(id, (v: { stage: string; name: string }) => api.renameStage(id, v.stage, v.name));
  const reorder = usePipelineWrite(id, (ids: string[]) => api.reorderStages(id, ids));
  const add = usePipelineWrite(id, (name: string) => api.addStage(id, name));
  const stages = board.stages;

  const commit = (s: PipelineStage) => {
    const value = draft[s.externalId];
    if (value === undefined) return;
    setDraft(({ [s.externalId]: _, ...rest }) => rest);
    if (value.trim() && value.trim() !== stageName(t, s)) rename.mutate({ stage: s.externalId, name: value.trim() });
  };
  const swap = (i: number, j: number) => {
    const ids = stages.map((s) => s.externalId);
    [ids[i], ids[j]] = [ids[j], ids[i]];
    reorder.mutate(ids);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('pipeline.stages.title')}>
      <Stack sx={{ gap: 1.5, pt: 1 }}>
        {stages.map((s, i) => {
          const name = stageName(t, s);
          return (
            <Stack key={s.externalId} direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
              <TextField
                size="small"
                fullWidth
                label={t('pipeline.stages.nameOf', { n: i + 1 })}
                value={draft[s.externalId] ?? name}
                onChange={(e) => setDraft((d) => ({ ...d, [s.externalId]: e.target.value }))}
                onBlur={() => commit(s)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') commit(s);
                }}
                slotProps={{ htmlInput: { maxLength: PIPELINE_LIMITS.stageNameMax } }}
              />
              <IconButton
                aria-label={t('pipeline.stages.up', { name })}
                disabled={i === 0}
                onClick={() => swap(i, i - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={t('pipeline.stages.down', { name })}
                disabled={i === stages.length - 1}
                onClick={() => swap(i, i + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={t('pipeline.stages.remove', { name })}
                disabled={stages.length === 1}
                onClick={() => setRemoving(s)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
        {stages.length < PIPELINE_LIMITS.stagesMax ? (
          <Stack
            component="form"
            direction="row"
            sx={{ gap: 1, alignItems: 'center' }}
            onSubmit={(e) => {
              e.preventDefault();
              if (added.trim()) add.mutate(added.trim(), { onSuccess: () => setAdded('') });
            }}
          >
            <TextField
              size="small"
              fullWidth
              label={t('pipeline.stages.newStage')}
              value={added}
              onChange={(e) => setAdded(e.target.value)}
              slotProps={{ htmlInput: { maxLength: PIPELINE_LIMITS.stageNameMax } }}
            />
            <Button type="submit" variant="contained" disabled={!added.trim() || add.isPending} sx={{ flexShrink: 0 }}>
              {t('pipeline.stages.add')}
            </Button>
          </Stack>
        ) : (
          <Alert severity="info">{t('pipeline.stages.full', { max: PIPELINE_LIMITS.stagesMax })}</Alert>
        )}
      </Stack>
      <RemoveStageDialog board={board} stage={removing} onClose={() => setRemoving(null)} />
    </Modal>
  );
}
