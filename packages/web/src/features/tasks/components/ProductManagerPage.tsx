import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Chip, FormControlLabel, Paper, Stack, Switch } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import WorkOutlineIcon from '@mui/icons-material/BusinessCenterOutlined';
import { useTranslation } from 'react-i18next';
import type { ProductFlow } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { SearchBox } from '../../../components/SearchBox';
import { EmptyState } from '../../../components/EmptyState';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useFormatDate } from '../../../lib/dates';
import { useFlowPage } from '../api/queries';
import { CreateFlowDialog } from './CreateFlowDialog';
import { dueDateValue } from './StatusChip';

const PAGE_SIZE = 10;

export function FlowStateChip({ flow }: { flow: ProductFlow }) {
  const { t } = useTranslation();
  if (flow.finalized) return <Chip size="small" color="success" label={t('tasks.flows.finalized')} />;
  return flow.active ? (
    <Chip size="small" color="primary" variant="outlined" label={t('tasks.flows.active')} />
  ) : (
    <Chip size="small" label={t('tasks.flows.inactive')} />
  );
}

/** /product-manager: the service flows, searchable and paged (page 0, size 10), and a way to start one. */
export default function ProductManagerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const query = useFlowPage({ search }, page, PAGE_SIZE, showAll);
  const open = (f: ProductFlow) => void navigate(`/product-manager/${f.externalId}`);
  const columns: DataTableColumn<ProductFlow>[] = [
    { id: 'name', header: t('tasks.flows.columns.name'), rowHeader: true, cell: (f) => f.name },
    { id: 'company', header: t('tasks.flows.columns.company'), cell: (f) => f.company.name },
    { id: 'service', header: t('tasks.flows.columns.service'), hideBelow: 'md', cell: (f) => f.serviceName },
    {
      id: 'progress',
      header: t('tasks.flows.columns.progress'),
      cell: (f) => t('tasks.flows.progress', { done: f.doneCount, total: f.taskCount }),
    },
    {
      id: 'start',
      header: t('tasks.flows.columns.startDate'),
      hideBelow: 'md',
      cell: (f) => formatDate(dueDateValue(f.startDate)),
    },
    { id: 'state', header: t('tasks.flows.columns.state'), cell: (f) => <FlowStateChip flow={f} /> },
  ];
  return (
    <Box>
      <PageHeader
        title={t('tasks.flows.title')}
        subtitle={t('tasks.flows.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('tasks.flows.create')}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <SearchBox
            value={search}
            onSearch={(v) => {
              setSearch(v);
              setPage(0);
            }}
            label={t('tasks.flows.search')}
            fullWidth
          />
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={showAll}
              onChange={(e) => {
                setShowAll(e.target.checked);
                setPage(0);
              }}
            />
          }
          label={t('tasks.flows.showAll')}
        />
      </Stack>
      <DataTable
        aria-label={t('tasks.flows.title')}
        columns={columns}
        rows={query.data?.items}
        rowKey={(f) => f.externalId}
        rowTestId="flow-row"
        hover
        outlined
        loading={query.isPending}
        busy={query.isFetching}
        stale={query.isPlaceholderData}
        onRowClick={open}
        paging={
          query.data
            ? { page, pageSize: PAGE_SIZE, total: query.data.total, onPageChange: setPage, hideSinglePage: true }
            : undefined
        }
        empty={
          <Paper variant="outlined">
            <EmptyState icon={<WorkOutlineIcon />} title={t('tasks.flows.empty')} text={t('tasks.flows.emptyText')} />
          </Paper>
        }
      />
      {creating && <CreateFlowDialog open={creating} onClose={() => setCreating(false)} onCreated={open} />}
    </Box>
  );
}
