import type { ReactNode } from 'react';
import { Box, Checkbox, Stack, Typography } from '@mui/material';
import type { TaskSummary } from '@atrium/contract';
import type { DataTableColumn } from '../../../components/DataTable';
import { checkState, idsOf, toggle, type TaskRowNode } from '../row-tree';

/**
 * The task list's columns for the tree of rows (row-tree.ts): a check box first (a flow row checks its children), the
 * flow row's name cell naming the flow, its company and how many of its tasks are on the page, child rows indented.
 */
export function treeColumns(
  columns: DataTableColumn<TaskSummary>[],
  o: {
    selected: ReadonlySet<string>;
    onSelect: (next: Set<string>) => void;
    allIds: string[];
    labels: { all: string; row: (name: string) => string; flowTasks: (count: number) => string };
  } | null,
): DataTableColumn<TaskRowNode>[] {
  if (!o) return columns.map((c) => ({ ...c, cell: (n) => (n.kind === 'task' ? c.cell(n.task) : null) }));
  const box = (ids: string[], label: string): ReactNode => {
    const state = checkState(o.selected, ids);
    return (
      <Checkbox
        size="small"
        checked={state === 'all'}
        indeterminate={state === 'some'}
        onClick={(e) => e.stopPropagation()}
        onChange={() => o.onSelect(toggle(o.selected, ids))}
        slotProps={{ input: { 'aria-label': label } }}
        sx={{ p: 0.5 }}
      />
    );
  };
  const nameOf = (n: TaskRowNode) => (n.kind === 'flow' ? n.flow.name : n.task.name);
  return [
    {
      id: 'select',
      header: o.allIds.length ? box(o.allIds, o.labels.all) : null,
      cell: (n) => box(idsOf(n), o.labels.row(nameOf(n))),
      cellSx: { width: 48, pr: 0 },
      headerSx: { width: 48, pr: 0 },
      hideBelow: 'sm',
    },
    ...columns.map((c): DataTableColumn<TaskRowNode> => ({
      ...c,
      cell: (n) => {
        if (n.kind === 'task')
          return n.child && c.rowHeader ? <Box sx={{ pl: 3 }}>{c.cell(n.task)}</Box> : c.cell(n.task);
        if (c.rowHeader)
          return (
            <Stack sx={{ minWidth: 0 }} data-testid="task-group">
              <Typography sx={{ fontWeight: 700 }}>{n.flow.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {n.company} · {o.labels.flowTasks(n.children.length)}
              </Typography>
            </Stack>
          );
        return null;
      },
    })),
  ];
}
