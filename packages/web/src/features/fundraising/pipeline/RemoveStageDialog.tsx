import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MenuItem, TextField, Typography } from '@mui/material';
import type { PipelineBoard, PipelineStage } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { pipelineApi as api } from './api';
import { usePipelineWrite } from './queries';
import { stageName } from './stage-label';

/** Removing a stage: says how many investors it holds and asks where they go (the first other stage by default). */
export function RemoveStageDialog({
  board,
  stage,
  onClose,
}: {
  board: PipelineBoard;
  stage: PipelineStage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = board.list.externalId;
  const others = board.stages.filter((s) => s.externalId !== stage?.externalId);
  const [moveTo, setMoveTo] = useState('');
  useEffect(() => {
    if (stage) setMoveTo(board.stages.find((s) => s.externalId !== stage.externalId)?.externalId ?? '');
  }, [stage, board.stages]);
  const remove = usePipelineWrite(
    id,
    (v: { stage: string; moveTo?: string }) => api.removeStage(id, v.stage, v.moveTo),
    t('pipeline.remove.done'),
  );
  const count = stage?.count ?? 0;
  return (
    <Modal
      open={!!stage}
      onClose={onClose}
      busy={remove.isPending}
      maxWidth="xs"
      title={t('pipeline.remove.title', { name: stage ? stageName(t, stage) : '' })}
      actions={
        <>
          <Button onClick={onClose} disabled={remove.isPending} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={remove.isPending || (count > 0 && !moveTo)}
            onClick={() =>
              remove.mutate(
                { stage: stage!.externalId, moveTo: count > 0 ? moveTo : undefined },
                { onSuccess: onClose },
              )
            }
          >
            {t('pipeline.remove.confirm')}
          </Button>
        </>
      }
    >
      <Typography>{count === 0 ? t('pipeline.remove.empty') : t('pipeline.remove.holds', { count })}</Typography>
      {count > 0 && (
        <TextField
          select
          fullWidth
          size="small"
          label={t('pipeline.remove.moveTo')}
          value={moveTo}
          onChange={(e) => setMoveTo(e.target.value)}
          sx={{ mt: 2 }}
        >
          {others.map((s) => (
            <MenuItem key={s.externalId} value={s.externalId}>
              {stageName(t, s)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Modal>
  );
}
