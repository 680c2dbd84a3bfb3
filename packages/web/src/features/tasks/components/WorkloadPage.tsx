import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { WorkloadCounts, WorkloadRow } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyState } from '../../../components/EmptyState';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useFormatDate } from '../../../lib/dates';
import { useWorkload } from '../api/planning-api';
import { dueDateValue } from './StatusChip';

/** A count, red and bold when it is overdue work. */
function Count({ n, alarm }: { n: number; alarm?: boolean }) {
  return (
    <Typography component="span" sx={alarm && n > 0 ? { color: 'error.main', fontWeight: 700 } : undefined}>
      {n}
    </Typography>
  );
}

/** /portal/workload: open tasks per preparer and reviewer this week, overdue and open (issue 14 item 8). */
export default function WorkloadPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const query = useWorkload();
  const data = query.data;
  const group = (
    key: 'preparing' | 'reviewing',
    field: keyof WorkloadCounts,
    label: string,
  ): DataTableColumn<WorkloadRow> => ({
    id: `${key}-${field}`,
    header: `${t(`planning.workload.${key}`)} · ${label}`,
    align: 'right',
    hideBelow: field === 'open' ? 'md' : undefined,
    cell: (r) => <Count n={r[key][field]} alarm={field === 'overdue'} />,
  });
  const columns: DataTableColumn<WorkloadRow>[] = [
    {
      id: 'person',
      header: t('planning.workload.person'),
      rowHeader: true,
      cell: (r) => r.person?.name ?? t('planning.workload.unassigned'),
    },
    group('preparing', 'dueThisWeek', t('planning.workload.dueThisWeek')),
    group('preparing', 'overdue', t('planning.workload.overdue')),
    group('preparing', 'open', t('planning.workload.open')),
    group('reviewing', 'dueThisWeek', t('planning.workload.dueThisWeek')),
    group('reviewing', 'overdue', t('planning.workload.overdue')),
    group('reviewing', 'open', t('planning.workload.open')),
  ];
  return (
    <Box>
      <PageHeader
        title={t('planning.workload.title')}
        subtitle={
          data
            ? t('planning.workload.subtitle', {
                from: formatDate(dueDateValue(data.weekStart)),
                to: formatDate(dueDateValue(data.weekEnd)),
              })
            : undefined
        }
      />
      {data && data.rows.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={t('planning.workload.empty')} />
        </Paper>
      ) : (
        <DataTable
          aria-label={t('planning.workload.title')}
          columns={columns}
          rows={data?.rows}
          rowKey={(r) => r.person?.externalId ?? 'unassigned'}
          rowTestId="workload-row"
          outlined
          loading={query.isPending}
        />
      )}
    </Box>
  );
}
