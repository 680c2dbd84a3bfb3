import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_TASK_KINDS, type TaskSummary, type TemplateTaskKind } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { useApiMutation } from '../../../components/useApi';
import { flowKeys, taskKeys } from '../keys';
import { flowsApi, tasksApi } from '../api/tasks-api';
import { useFlowUsers } from '../api/queries';
import { StaffSelect } from './StaffSelect';

/** Assign a task's preparer and reviewer. */
export function AssignDialog({ flowId, task, onClose }: { flowId: string; task: TaskSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const staff = useFlowUsers(flowId).data ?? [];
  const [preparer, setPreparer] = useState(task.preparer?.externalId ?? '');
  const [reviewer, setReviewer] = useState(task.reviewer?.externalId ?? '');
  const save = useApiMutation({
    mutationFn: () =>
      tasksApi.update(task.externalId, { preparerExternalId: preparer || null, reviewerExternalId: reviewer || null }),
    invalidate: [flowKeys.all, taskKeys.all],
    successMessage: t('tasks.flows.assigned'),
    onSuccess: onClose,
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('tasks.flows.assignTitle', { name: task.name })}
      busy={save.isPending}
      actions={
        <>
          <Button onClick={onClose}>{t('tasks.detail.cancel')}</Button>
          <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
            {t('tasks.detail.save')}
          </Button>
        </>
      }
    >
      <Stack sx={{ gap: 2, pt: 1 }}>
        {!task.doneByCustomer && (
          <StaffSelect
            id="assign-preparer"
            label={t('tasks.flows.preparer')}
            value={preparer}
            onChange={setPreparer}
            staff={staff}
          />
        )}
        <StaffSelect
          id="assign-reviewer"
          label={t('tasks.flows.reviewer')}
          value={reviewer}
          onChange={setReviewer}
          staff={staff}
        />
      </Stack>
    </Modal>
  );
}

/** Add a task to a flow by hand. */
export function AddTaskDialog({ flowId, onClose }: { flowId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const staff = useFlowUsers(flowId).data ?? [];
  const [name, setName] = useState('');
  const [kind, setKind] = useState<TemplateTaskKind>('STAFF_WORK');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [doneByCustomer, setDoneByCustomer] = useState(false);
  const [requiresReview, setRequiresReview] = useState(true);
  const [preparer, setPreparer] = useState('');
  const [reviewer, setReviewer] = useState('');
  const add = useApiMutation({
    mutationFn: () =>
      flowsApi.addTask(flowId, kind, {
        name: name.trim(),
        description,
        dueDate: dueDate || null,
        doneByCustomer,
        requiresReview,
        preparerExternalId: doneByCustomer ? null : preparer || null,
        reviewerExternalId: reviewer || null,
      }),
    invalidate: [flowKeys.all, taskKeys.all],
    successMessage: t('tasks.flows.taskAdded'),
    onSuccess: onClose,
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('tasks.flows.addTaskTitle')}
      busy={add.isPending}
      actions={
        <>
          <Button onClick={onClose}>{t('tasks.detail.cancel')}</Button>
          <Button variant="contained" onClick={() => add.mutate()} disabled={!name.trim() || add.isPending}>
            {t('tasks.flows.addTask')}
          </Button>
        </>
      }
    >
      <Stack sx={{ gap: 2, pt: 1 }}>
        <TextField label={t('tasks.flows.taskName')} value={name} onChange={(e) => setName(e.target.value)} required />
        <TextField
          select
          id="add-task-kind"
          label={t('tasks.flows.taskKind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as TemplateTaskKind)}
        >
          {TEMPLATE_TASK_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`tasks.kind.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('tasks.detail.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          multiline
          minRows={2}
        />
        <TextField
          type="date"
          label={t('tasks.flows.dueDate')}
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={<Checkbox checked={doneByCustomer} onChange={(e) => setDoneByCustomer(e.target.checked)} />}
          label={t('tasks.flows.doneByCustomer')}
        />
        <FormControlLabel
          control={<Checkbox checked={requiresReview} onChange={(e) => setRequiresReview(e.target.checked)} />}
          label={t('tasks.flows.requiresReview')}
        />
        {!doneByCustomer && (
          <StaffSelect
            id="add-preparer"
            label={t('tasks.flows.preparer')}
            value={preparer}
            onChange={setPreparer}
            staff={staff}
          />
        )}
        <StaffSelect
          id="add-reviewer"
          label={t('tasks.flows.reviewer')}
          value={reviewer}
          onChange={setReviewer}
          staff={staff}
        />
      </Stack>
    </Modal>
  );
}
