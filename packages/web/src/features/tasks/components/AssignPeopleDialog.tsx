import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TaskUpdateBody } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { useApiMutation } from '../../../components/useApi';
import { flowKeys, taskKeys } from '../keys';
import { tasksApi } from '../api/tasks-api';
import { useFlowFilterData } from '../api/queries';

const KEEP = 'keep';
const NOBODY = 'nobody';

/** Managers give the checked tasks a preparer and/or a reviewer at once (each change is the task edit call). */
export function AssignPeopleDialog({
  taskIds,
  open,
  onClose,
  onDone,
}: {
  taskIds: string[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const staff = useFlowFilterData(open).data?.staff ?? [];
  const [preparer, setPreparer] = useState(KEEP);
  const [reviewer, setReviewer] = useState(KEEP);
  const value = (v: string) => (v === NOBODY ? null : v);
  const save = useApiMutation({
    mutationFn: async () => {
      const body: TaskUpdateBody = {};
      if (preparer !== KEEP) body.preparerExternalId = value(preparer);
      if (reviewer !== KEEP) body.reviewerExternalId = value(reviewer);
      for (const id of taskIds) await tasksApi.update(id, body);
    },
    invalidate: [taskKeys.all, flowKeys.all],
    successMessage: t('taskCreate.assign.done', { count: taskIds.length }),
    onSuccess: () => {
      setPreparer(KEEP);
      setReviewer(KEEP);
      onDone();
    },
  });
  const select = (id: string, label: string, v: string, set: (v: string) => void) => (
    <TextField select id={id} label={label} value={v} onChange={(e) => set(e.target.value)} fullWidth>
      <MenuItem value={KEEP}>{t('taskCreate.assign.keep')}</MenuItem>
      <MenuItem value={NOBODY}>{t('taskCreate.nobody')}</MenuItem>
      {staff.map((p) => (
        <MenuItem key={p.externalId} value={p.externalId}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('taskCreate.assign.title')}
      busy={save.isPending}
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('taskCreate.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => save.mutate()}
            disabled={save.isPending || (preparer === KEEP && reviewer === KEEP)}
          >
            {t('taskCreate.assign.save', { count: taskIds.length })}
          </Button>
        </>
      }
    >
      <Stack sx={{ gap: 2, pt: 1 }}>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('taskCreate.assign.text', { count: taskIds.length })}
        </Typography>
        {select('assign-preparer', t('taskCreate.preparer'), preparer, setPreparer)}
        {select('assign-reviewer', t('taskCreate.reviewer'), reviewer, setReviewer)}
      </Stack>
    </Modal>
  );
}
