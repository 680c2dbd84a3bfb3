import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TaskDetail, TaskStatus, View } from '@atrium/contract';
import { RouterAdapter } from '../../../components/RouterLink';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { EmptyState } from '../../../components/EmptyState';
import { useApiMutation } from '../../../components/useApi';
import { useFormatDate } from '../../../lib/dates';
import { useWorkspace } from '../../../workspace/workspace';
import { useTaskDetail } from '../api/queries';
import { tasksApi } from '../api/tasks-api';
import { flowKeys, taskKeys } from '../keys';
import { StatusChip, dueDateValue } from './StatusChip';
import { TaskComments } from './TaskComments';
import { TaskFilesPanel } from './TaskFilesPanel';
import { EditTaskDialog } from './EditTaskDialog';

type MoveKey = 'IN_PROGRESS' | 'WAITING_FOR_REVIEW' | 'DONE' | 'approve' | 'sendBack';
/** The button of a move: approve / send back for the reviewer, else the status it moves to. */
function moveKey(task: TaskDetail, to: TaskStatus): MoveKey {
  if (task.status === 'WAITING_FOR_REVIEW') return to === 'DONE' ? 'approve' : 'sendBack';
  return to as MoveKey;
}

/** /one/task-details/:taskExternalId and /portal/task-details/:taskExternalId. */
export default function TaskDetailPage({ view }: { view: View }) {
  const { t } = useTranslation();
  const { taskExternalId = '' } = useParams();
  const formatDate = useFormatDate();
  const tenant = useWorkspace().selectedTenantMembership?.tenant.externalId ?? 'none';
  const scope = view === 'portal' ? 'portal' : tenant;
  const query = useTaskDetail(view, scope, taskExternalId);
  const [editing, setEditing] = useState(false);
  const move = useApiMutation({
    mutationFn: (to: TaskStatus) => tasksApi.setStatus(view, taskExternalId, to),
    invalidate: [taskKeys.all, flowKeys.all],
    successMessage: (d) => t('tasks.detail.moved', { status: t(`tasks.status.${d.displayStatus}`) }),
  });
  const back = view === 'portal' ? '/portal/tasks/admin' : '/one/tasks';
  const backLink = (
    <Button component={RouterAdapter} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {t('tasks.detail.back')}
    </Button>
  );
  if (query.isPending) return <FullPageLoader />;
  const task = query.data;
  if (!task)
    return (
      <Box>
        {backLink}
        <Paper variant="outlined">
          <EmptyState title={t('tasks.detail.notFound')} />
        </Paper>
      </Box>
    );

  const person = (p: TaskDetail['preparer'], customer = false) =>
    customer
      ? view === 'portal'
        ? task.company.name
        : t('tasks.detail.assignedToCustomer')
      : (p?.name ?? t('tasks.unassigned'));
  const facts: [string, string][] = [
    [t('tasks.detail.dueDate'), task.dueDate ? formatDate(dueDateValue(task.dueDate)) : t('tasks.noDueDate')],
    ...(view === 'portal' ? ([[t('tasks.detail.company'), task.company.name]] as [string, string][]) : []),
    [t('tasks.detail.service'), task.flow?.name ?? ''],
    [t('tasks.detail.preparer'), person(task.preparer, task.doneByCustomer)],
    [t('tasks.detail.reviewer'), person(task.reviewer)],
  ];

  return (
    <Box>
      {backLink}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 3, alignItems: { sm: 'center' } }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {task.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t(`tasks.kind.${task.kind}`)}</Typography>
        </Stack>
        <StatusChip status={task.displayStatus} />
        {task.canManage && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('tasks.detail.edit')}
          </Button>
        )}
      </Stack>
      {task.flowFinalized && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('tasks.detail.finalized')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
        <Stack sx={{ flex: 2, gap: 3, minWidth: 0, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('tasks.detail.description')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', color: task.description ? undefined : 'text.secondary' }}>
              {task.description || t('tasks.detail.noDescription')}
            </Typography>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <TaskFilesPanel view={view} task={task} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <TaskComments view={view} task={task} />
          </Paper>
        </Stack>
        <Stack sx={{ flex: 1, gap: 3, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="task-actions-title">
            <Typography variant="h6" component="h2" id="task-actions-title" sx={{ mb: 1.5 }}>
              {t('tasks.detail.actions')}
            </Typography>
            {task.allowedStatuses.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('tasks.detail.noActions')}</Typography>
            ) : (
              <Stack sx={{ gap: 1 }}>
                {task.allowedStatuses.map((to, i) => (
                  <Button
                    key={to}
                    variant={i === 0 ? 'contained' : 'outlined'}
                    disabled={move.isPending}
                    onClick={() => move.mutate(to)}
                    data-testid={`task-move-${to}`}
                  >
                    {t(`tasks.move.${moveKey(task, to)}`)}
                  </Button>
                ))}
              </Stack>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Stack component="dl" sx={{ m: 0, gap: 1.25 }}>
              {facts.map(([k, v], i) => (
                <Box key={k} sx={i ? { borderTop: 1, borderColor: 'divider', pt: 1.25 } : undefined}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {k}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {v}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Paper>
        </Stack>
      </Stack>
      {editing && <EditTaskDialog task={task} open={editing} onClose={() => setEditing(false)} />}
    </Box>
  );
}
