import { ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { useTranslation } from 'react-i18next';
import { SummaryCard } from '../../../components/SummaryCard';
import { RouterAdapter } from '../../../components/RouterLink';
import { useFormatDate } from '../../../lib/dates';
import { useWaitingTasks } from '../api/waiting';
import { StatusChip, dueDateValue } from '../components/StatusChip';

const SHOWN = 5;

/** The customer home's "tasks that need you": the company's own open tasks and the provider's open questions. */
export function WaitingTasksCard({ tenantExternalId }: { tenantExternalId: string | null }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const q = useWaitingTasks(tenantExternalId, SHOWN);
  const items = q.data?.items ?? [];
  const more = (q.data?.total ?? 0) - items.length;
  return (
    <SummaryCard
      testId="home-waiting-tasks"
      title={t('home.waiting.tasks.title')}
      icon={<AssignmentOutlinedIcon />}
      count={q.data?.total}
      link={{ to: '/one/tasks', label: t('home.waiting.tasks.all') }}
      loading={q.isPending && q.fetchStatus !== 'idle'}
      error={q.isError ? t('home.waiting.tasks.error') : null}
      empty={
        !q.data || items.length === 0
          ? { title: t('home.waiting.tasks.empty'), text: t('home.waiting.tasks.emptyText') }
          : null
      }
    >
      {items.map((task) => (
        <ListItem key={task.externalId} disablePadding>
          <ListItemButton component={RouterAdapter} to={`/one/task-details/${task.externalId}`} data-testid="home-task">
            <ListItemText
              primary={task.name}
              secondary={[
                task.doneByCustomer ? t(`tasks.kind.${task.kind}`) : t('home.waiting.tasks.question'),
                task.dueDate
                  ? t('home.waiting.tasks.due', { date: formatDate(dueDateValue(task.dueDate)) })
                  : t('home.waiting.tasks.noDue'),
              ].join(' · ')}
              slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
            />
            <Stack sx={{ ml: 1, flexShrink: 0 }}>
              <StatusChip status={task.displayStatus} />
            </Stack>
          </ListItemButton>
        </ListItem>
      ))}
      {more > 0 && (
        <Typography component="li" variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary', listStyle: 'none' }}>
          {t('home.waiting.tasks.more', { count: more })}
        </Typography>
      )}
    </SummaryCard>
  );
}
