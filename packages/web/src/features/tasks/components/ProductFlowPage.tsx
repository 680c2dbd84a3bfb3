import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { TaskSummary } from '@atrium/contract';
import { RouterAdapter } from '../../../components/RouterLink';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { EmptyState } from '../../../components/EmptyState';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useApiMutation } from '../../../components/useApi';
import { useFormatDate } from '../../../lib/dates';
import { useFlow, useFlowTasks } from '../api/queries';
import { flowsApi } from '../api/tasks-api';
import { flowKeys, taskKeys } from '../keys';
import { StatusChip, dueDateValue } from './StatusChip';
import { FlowStateChip } from './ProductManagerPage';
import { AddTaskDialog, AssignDialog } from './FlowTaskDialogs';
import { FlowRecurrenceCard } from './FlowRecurrenceCard';

type Confirm = 'deactivate' | 'finalize' | 'delete' | null;

/** /product-manager/:productFlowExternalId: a flow's tasks, add task, assign people, activate/deactivate, finalize. */
export default function ProductFlowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const { productFlowExternalId: id = '' } = useParams();
  const flow = useFlow(id);
  const tasks = useFlowTasks(id);
  const [adding, setAdding] = useState(false);
  const [assigning, setAssigning] = useState<TaskSummary | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const invalidate = [flowKeys.all, taskKeys.all];
  const setActive = useApiMutation({
    mutationFn: (active: boolean) => flowsApi.setActive(id, active),
    invalidate,
    successMessage: (f) => (f.active ? t('tasks.flows.activated') : t('tasks.flows.deactivated')),
  });
  const finalize = useApiMutation({
    mutationFn: () => flowsApi.finalize(id),
    invalidate,
    successMessage: t('tasks.flows.finalizedToast'),
  });
  const remove = useApiMutation({
    mutationFn: () => flowsApi.softDelete([id]),
    invalidate,
    successMessage: t('tasks.flows.deleted'),
    onSuccess: () => navigate('/product-manager'),
  });

  const back = (
    <Button component={RouterAdapter} to="/product-manager" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {t('tasks.flows.back')}
    </Button>
  );
  if (flow.isPending) return <FullPageLoader />;
  const f = flow.data;
  if (!f)
    return (
      <Box>
        {back}
        <Paper variant="outlined">
          <EmptyState title={t('tasks.flows.notFound')} />
        </Paper>
      </Box>
    );
  const person = (p: TaskSummary['preparer']) => p?.name ?? t('tasks.unassigned');
  const columns: DataTableColumn<TaskSummary>[] = [
    {
      id: 'name',
      header: t('tasks.columns.name'),
      rowHeader: true,
      cell: (r) => (
        <Stack>
          <Typography sx={{ fontWeight: 600 }}>{r.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`tasks.kind.${r.kind}`)}
            {r.doneByCustomer ? ` · ${t('tasks.flows.customerTask')}` : ''}
          </Typography>
        </Stack>
      ),
    },
    { id: 'status', header: t('tasks.columns.status'), cell: (r) => <StatusChip status={r.displayStatus} /> },
    {
      id: 'due',
      header: t('tasks.columns.dueDate'),
      cell: (r) => (r.dueDate ? formatDate(dueDateValue(r.dueDate)) : t('tasks.noDueDate')),
    },
    {
      id: 'people',
      header: t('tasks.columns.people'),
      hideBelow: 'md',
      cell: (r) => `${r.doneByCustomer ? f.company.name : person(r.preparer)} / ${person(r.reviewer)}`,
    },
    {
      id: 'assign',
      header: t('tasks.flows.assign'),
      headerHidden: true,
      align: 'right',
      cell: (r) =>
        f.finalized ? null : (
          <Button
            size="small"
            onClick={(e) => {
              e.stopPropagation();
              setAssigning(r);
            }}
          >
            {t('tasks.flows.assign')}
          </Button>
        ),
    },
  ];

  return (
    <Box>
      {back}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 3, alignItems: { md: 'center' } }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {f.name}
            </Typography>
            <FlowStateChip flow={f} />
          </Stack>
          <Typography sx={{ color: 'text.secondary' }}>
            {f.company.name} · {f.serviceName} · {t('tasks.flows.progress', { done: f.doneCount, total: f.taskCount })}
          </Typography>
        </Stack>
        {!f.finalized && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('tasks.flows.addTask')}
            </Button>
            <Button
              variant="outlined"
              onClick={() => (f.active ? setConfirm('deactivate') : setActive.mutate(true))}
              disabled={setActive.isPending}
            >
              {f.active ? t('tasks.flows.deactivate') : t('tasks.flows.activate')}
            </Button>
            <Button variant="contained" onClick={() => setConfirm('finalize')} disabled={f.doneCount < f.taskCount}>
              {t('tasks.flows.finalize')}
            </Button>
          </Stack>
        )}
        <Button color="error" onClick={() => setConfirm('delete')}>
          {t('tasks.flows.delete')}
        </Button>
      </Stack>
      <FlowRecurrenceCard flow={f} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('tasks.flows.tasks')}
      </Typography>
      <DataTable
        aria-label={t('tasks.flows.tasks')}
        columns={columns}
        rows={tasks.data}
        rowKey={(r) => r.externalId}
        rowTestId="flow-task-row"
        hover
        outlined
        loading={tasks.isPending}
        onRowClick={(r) => void navigate(`/portal/task-details/${r.externalId}`)}
        empty={
          <Paper variant="outlined">
            <EmptyState title={t('tasks.empty')} />
          </Paper>
        }
      />
      {adding && <AddTaskDialog flowId={id} onClose={() => setAdding(false)} />}
      {assigning && <AssignDialog flowId={id} task={assigning} onClose={() => setAssigning(null)} />}
      <ConfirmDialog
        open={confirm !== null}
        onCancel={() => setConfirm(null)}
        destructive={confirm !== 'finalize'}
        text={
          confirm === 'deactivate'
            ? t('tasks.flows.deactivateConfirm')
            : confirm === 'finalize'
              ? t('tasks.flows.finalizeConfirm')
              : t('tasks.flows.deleteConfirm')
        }
        onConfirm={async () => {
          const action = confirm;
          try {
            if (action === 'deactivate') await setActive.mutateAsync(false);
            else if (action === 'finalize') await finalize.mutateAsync();
            else if (action === 'delete') await remove.mutateAsync();
          } catch {
            // The mutation already showed the failure.
          }
          setConfirm(null);
        }}
      />
    </Box>
  );
}
