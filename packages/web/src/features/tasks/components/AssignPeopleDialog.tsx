import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StaffSelect } from './StaffSelect';
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
  const choices = [
    { value: KEEP, label: t('taskCreate.assign.keep') },
    { value: NOBODY, label: t('taskCreate.nobody') },
  ];
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
        <StaffSelect
          id="assign-preparer"
          label={t('taskCreate.preparer')}
          value={preparer}
          onChange={setPreparer}
          staff={staff}
          choices={choices}
        />
        <StaffSelect
          id="assign-reviewer"
          label={t('taskCreate.reviewer')}
          value={reviewer}
          onChange={setReviewer}
          staff={staff}
          choices={choices}
        />
      </Stack>
    </Modal>
  );
}
