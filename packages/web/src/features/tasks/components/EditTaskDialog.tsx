import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StaffSelect } from './StaffSelect';
import { TASK_DESCRIPTION_MAX, type TaskDetail } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { useApiMutation } from '../../../components/useApi';
import { flowKeys, taskKeys } from '../keys';
import { tasksApi } from '../api/tasks-api';
import { useFlowFilterData } from '../api/queries';

/** Managers edit a task: name, description, due date, preparer, reviewer and whether the customer sees it. */
export function EditTaskDialog({ task, open, onClose }: { task: TaskDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const staff = useFlowFilterData(open).data?.staff ?? [];
  const [name, setName] = useState(task.name);
  const [description, setDescription] = useState(task.description);
  const [dueDate, setDueDate] = useState(task.dueDate ?? '');
  const [preparer, setPreparer] = useState(task.preparer?.externalId ?? '');
  const [reviewer, setReviewer] = useState(task.reviewer?.externalId ?? '');
  const [internalOnly, setInternalOnly] = useState(task.internalOnly);
  const save = useApiMutation({
    mutationFn: () =>
      tasksApi.update(task.externalId, {
        name: name.trim(),
        description,
        dueDate: dueDate || null,
        preparerExternalId: preparer || null,
        reviewerExternalId: reviewer || null,
        internalOnly,
      }),
    invalidate: [taskKeys.all, flowKeys.all],
    successMessage: t('tasks.detail.saved'),
    onSuccess: onClose,
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('tasks.detail.edit')}
      busy={save.isPending}
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('tasks.detail.cancel')}
          </Button>
          <Button variant="contained" onClick={() => save.mutate()} disabled={!name.trim() || save.isPending}>
            {t('tasks.detail.save')}
          </Button>
        </>
      }
    >
      <Stack sx={{ gap: 2, pt: 1 }}>
        <TextField
          label={t('tasks.detail.nameLabel')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <TextField
          label={t('tasks.detail.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: TASK_DESCRIPTION_MAX } }}
        />
        <TextField
          type="date"
          label={t('tasks.detail.dueDate')}
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <StaffSelect
          id="edit-preparer"
          label={t('tasks.flows.preparer')}
          value={preparer}
          onChange={setPreparer}
          staff={staff}
        />
        <StaffSelect
          id="edit-reviewer"
          label={t('tasks.flows.reviewer')}
          value={reviewer}
          onChange={setReviewer}
          staff={staff}
        />
        <FormControlLabel
          control={<Checkbox checked={internalOnly} onChange={(e) => setInternalOnly(e.target.checked)} />}
          label={t('tasks.detail.internalOnly')}
        />
      </Stack>
    </Modal>
  );
}
