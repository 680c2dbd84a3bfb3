import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Box, Button, Paper, Stack, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useTranslation } from 'react-i18next';
import { LIMITS, TASK_TABS, type TaskSortColumn, type TaskSummary, type View } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { SearchBox } from '../../../components/SearchBox';
import { EmptyState } from '../../../components/EmptyState';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useFormatDate } from '../../../lib/dates';
import { useSession } from '../../../session/session';
import { useWorkspace } from '../../../workspace/workspace';
import { useFlowFilterData, useTaskPage } from '../api/queries';
import {
  TABS_WITH_OWN_STATUS,
  activeFilterCount,
  nextSort,
  serverFilter,
  storageKey,
  taskListStorage,
  type TaskListState,
} from '../list-state';
import { StatusChip, dueDateValue } from './StatusChip';
import { CalendarFeedButton } from './CalendarFeedButton';
import { TaskFiltersDialog } from './TaskFiltersDialog';
import { treeColumns } from './task-tree-columns';
import { AssignPeopleDialog } from './AssignPeopleDialog';
import { idsOf, keepVisible, taskTree, type TaskRowNode } from '../row-tree';
import { useCanCreateTasks } from '../create/useCanCreateTasks';

const PAGE_SIZE = 20;

/** /one/tasks and /portal/tasks/admin: the ten tabs, filters and sort of spec 1 §2.9 and §4.5, kept per user. */
export default function TaskListPage({ view }: { view: View }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const formatDate = useFormatDate();
  const userId = useSession().user?.externalId ?? 'anonymous';
  const membership = useWorkspace().selectedTenantMembership;
  const individual = view === 'one' && membership?.tenant.accountType === 'INDIVIDUAL';
  const key = storageKey(userId, view);
  const [state, setState] = useState<TaskListState>(() => taskListStorage.load(key));
  const [page, setPage] = useState(0);
  const [filtersOpen, setFiltersOpen] = useState(false);
  useEffect(() => taskListStorage.save(key, state), [key, state]);
  const update = (patch: Partial<TaskListState>) => {
    setState((s) => ({ ...s, ...patch }));
    setPage(0);
  };
  // The sort reaches the server 100 ms after the last click (spec 1 §9).
  const sort = useDebouncedValue(state.sort, LIMITS.sortDebounceMs);
  const filter = useMemo(() => serverFilter(state, sort), [state, sort]);
  const scope = view === 'portal' ? 'portal' : (membership?.tenant.externalId ?? 'none');
  const query = useTaskPage(view, scope, filter, page, PAGE_SIZE);
  const filterData = useFlowFilterData(view === 'portal');
  const canCreate = useCanCreateTasks().allowed && view === 'portal';
  // Managers check rows (a flow's row checks its tasks) to assign people at once; not on phones (cards).
  const selectable = canCreate && !phone;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [assignOpen, setAssignOpen] = useState(false);
  const items = query.data?.items;
  useEffect(() => {
    if (items) setSelected((s) => (s.size ? keepVisible(s, items) : s));
  }, [items]);
  const detailPath = (id: string) => (view === 'portal' ? `/portal/task-details/${id}` : `/one/task-details/${id}`);

  const person = (p: TaskSummary['preparer']) => p?.name ?? t('tasks.unassigned');
  const columns: DataTableColumn<TaskSummary>[] = [
    {
      id: 'name',
      header: t('tasks.columns.name'),
      sortable: true,
      rowHeader: true,
      cell: (r) => (
        <Stack sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{r.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`tasks.kind.${r.kind}`)}
            {r.doneByCustomer && view === 'one' ? ` · ${t('tasks.yourTask')}` : ''}
            {r.internalOnly ? ` · ${t('tasks.internal')}` : ''}
          </Typography>
        </Stack>
      ),
    },
    ...(view === 'portal'
      ? [
          {
            id: 'company',
            header: t('tasks.columns.company'),
            sortable: true,
            cell: (r: TaskSummary) => r.company.name,
          },
        ]
      : []),
    {
      id: 'service',
      header: t('tasks.columns.service'),
      sortable: true,
      hideBelow: 'md',
      cell: (r) => r.flow?.name ?? '',
    },
    {
      id: 'status',
      header: t('tasks.columns.status'),
      sortable: true,
      cell: (r) => <StatusChip status={r.displayStatus} />,
    },
    {
      id: 'dueDate',
      header: t('tasks.columns.dueDate'),
      sortable: true,
      cell: (r) => (r.dueDate ? formatDate(dueDateValue(r.dueDate)) : t('tasks.noDueDate')),
    },
    {
      id: 'people',
      header: t('tasks.columns.people'),
      hideBelow: 'lg',
      cell: (r) => `${person(r.preparer)} / ${person(r.reviewer)}`,
    },
    {
      id: 'comments',
      header: t('tasks.columns.comments'),
      align: 'right',
      hideBelow: 'md',
      cell: (r) => r.openComments,
    },
  ];

  if (individual)
    return (
      <Box>
        <PageHeader title={t('tasks.title')} />
        <Paper variant="outlined">
          <EmptyState icon={<AssignmentOutlinedIcon />} title={t('tasks.noTasksIndividual')} />
        </Paper>
      </Box>
    );

  const filterCount = activeFilterCount(state.filters);
  const nodes: TaskRowNode[] | undefined = items
    ? selectable
      ? taskTree(items)
      : items.map((task) => ({ kind: 'task', key: task.externalId, task, child: false }))
    : undefined;
  const nodeColumns = treeColumns(
    columns,
    selectable
      ? {
          selected,
          onSelect: setSelected,
          allIds: (items ?? []).map((x) => x.externalId),
          labels: {
            all: t('taskCreate.selection.all'),
            row: (name) => t('taskCreate.selection.row', { name }),
            flowTasks: (count) => t('taskCreate.selection.flowTasks', { count }),
          },
        }
      : null,
  );
  return (
    <Box>
      <PageHeader
        title={t('tasks.title')}
        subtitle={view === 'portal' ? t('tasks.subtitlePortal') : t('tasks.subtitleOne')}
        actions={
          canCreate && (
            <>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => void navigate('/portal/tasks/new/false')}
              >
                {t('taskCreate.newTask')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<PlaylistAddIcon />}
                onClick={() => void navigate('/portal/tasks/new/true')}
              >
                {t('taskCreate.newBulkTask')}
              </Button>
            </>
          )
        }
      />
      <Tabs
        value={state.tab}
        onChange={(_, tab) => update({ tab })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('tasks.tabs.label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TASK_TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(`tasks.tabs.${tab}`)} data-testid={`task-tab-${tab}`} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <SearchBox
            value={state.filters.search}
            onSearch={(search) => update({ filters: { ...state.filters, search } })}
            label={t('tasks.filters.search')}
            fullWidth
          />
        </Box>
        <Badge badgeContent={filterCount} color="primary" invisible={filterCount === 0}>
          <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFiltersOpen(true)}>
            {t('tasks.filters.button')}
          </Button>
        </Badge>
        <CalendarFeedButton view={view} />
      </Stack>
      {selectable && selected.size > 0 && (
        <Paper
          variant="outlined"
          sx={{ mb: 1.5, px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
          data-testid="task-selection-bar"
        >
          <Typography sx={{ fontWeight: 600, flex: 1 }} role="status">
            {t('taskCreate.selection.count', { count: selected.size })}
          </Typography>
          <Button variant="contained" onClick={() => setAssignOpen(true)}>
            {t('taskCreate.selection.assign')}
          </Button>
          <Button onClick={() => setSelected(new Set())}>{t('taskCreate.selection.clear')}</Button>
        </Paper>
      )}
      <DataTable
        aria-label={t('tasks.title')}
        columns={nodeColumns}
        rows={nodes}
        rowKey={(n) => n.key}
        isRowSelected={(n) => selectable && idsOf(n).every((id) => selected.has(id))}
        rowTestId="task-row"
        hover
        outlined
        loading={query.isPending}
        loadingRows={phone ? LIMITS.tableLoadingRowsMobile : LIMITS.tableLoadingRows}
        busy={query.isFetching}
        stale={query.isPlaceholderData}
        onRowClick={(n) =>
          void navigate(n.kind === 'task' ? detailPath(n.task.externalId) : `/product-manager/${n.flow.externalId}`)
        }
        sort={{ by: state.sort.orderBy, direction: state.sort.order }}
        onSortChange={(by) => setState((s) => ({ ...s, sort: nextSort(s.sort, by as TaskSortColumn) }))}
        paging={
          query.data
            ? {
                page,
                pageSize: PAGE_SIZE,
                total: query.data.total,
                totalCapped: query.data.totalCapped,
                onPageChange: setPage,
                hideSinglePage: true,
              }
            : undefined
        }
        renderCard={(n) => {
          if (n.kind !== 'task') return null;
          const r = n.task;
          return (
            <Stack key={r.externalId} sx={{ gap: 0.5, p: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{r.name}</Typography>
                <StatusChip status={r.displayStatus} />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[
                  view === 'portal' ? r.company.name : null,
                  r.flow?.name,
                  r.dueDate ? formatDate(dueDateValue(r.dueDate)) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Stack>
          );
        }}
        cardsBelow="sm"
        empty={
          <Paper variant="outlined">
            <EmptyState icon={<AssignmentOutlinedIcon />} title={t('tasks.empty')} text={t('tasks.emptyText')} />
          </Paper>
        }
      />
      {selectable && (
        <AssignPeopleDialog
          taskIds={[...selected]}
          open={assignOpen}
          onClose={() => setAssignOpen(false)}
          onDone={() => {
            setAssignOpen(false);
            setSelected(new Set());
          }}
        />
      )}
      <TaskFiltersDialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        view={view}
        value={state.filters}
        onChange={(filters) => update({ filters })}
        data={filterData.data}
        statusFromTab={TABS_WITH_OWN_STATUS.includes(state.tab)}
      />
    </Box>
  );
}
