import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import {
  CHAT_LIMITS,
  formatDuration,
  type SavedStatisticsFilter,
  type StatisticsCriteria,
  type StatisticsRow,
} from '@atrium/contract';
import { Modal } from '../../components/Modal';
import { Pagination } from '../../components/Pagination';
import { useSession } from '../../session/session';
import { errorMessage, notify } from '../../lib/notify';
import { saveBlob } from '../../lib/http';
import { portalApi } from './api/portal-api';
import { useStatistics } from './api/statistics';
import { ThreadStatusChip } from './StatusChip';
import { StatisticsCriteriaFields } from './StatisticsCriteriaFields';
import { EMPTY_CRITERIA, deleteFilter, loadSavedFilters, saveFilter, toStatisticsBody } from './statistics-filters';

/** The 'Stats' dialog: filters, saved filters, the paged results table and the CSV export (spec 2 §2, §3). */
export function StatisticsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const userId = useSession().user?.externalId ?? 'anonymous';
  const [criteria, setCriteria] = useState<StatisticsCriteria>(EMPTY_CRITERIA);
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const body = toStatisticsBody(criteria);
  const results = useStatistics(page, body, open);
  const change = (c: StatisticsCriteria) => {
    setCriteria(c);
    setPage(0);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await portalApi.exportStatistics(body);
      saveBlob(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        `chat-statistics-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (err) {
      notify(errorMessage(err), 'error');
    } finally {
      setExporting(false);
    }
  };
  const rows = results.data?.content ?? [];
  const pageInfo = results.data?.page;
  return (
    <Modal
      open={open}
      onClose={onClose}
      maxWidth="lg"
      title={t('inboxPortal.stats.title')}
      actions={
        <Button
          variant="outlined"
          startIcon={exporting ? <CircularProgress size={16} /> : <DownloadIcon />}
          onClick={() => void exportCsv()}
          disabled={exporting || rows.length === 0}
        >
          {t('inboxPortal.stats.export')}
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, pt: 1, alignItems: 'stretch' }}>
        <Stack sx={{ width: { md: 320 }, flexShrink: 0, gap: 2 }}>
          <StatisticsCriteriaFields criteria={criteria} onChange={change} />
          <SelectedChips criteria={criteria} onChange={change} />
          <SavedFilters userId={userId} criteria={criteria} onApply={change} />
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {results.isError && <Alert severity="error">{errorMessage(results.error)}</Alert>}
          {results.isLoading && (
            <CircularProgress sx={{ display: 'block', mx: 'auto', my: 4 }} aria-label={t('inboxPortal.loading')} />
          )}
          {results.data && rows.length === 0 && (
            <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }} data-testid="stats-empty">
              {t('inboxPortal.stats.noResults')}
            </Typography>
          )}
          {rows.length > 0 && <ResultsTable rows={rows} />}
          {pageInfo && pageInfo.totalElements > 0 && (
            <Pagination
              count={pageInfo.totalElements}
              rowsPerPage={pageInfo.size || CHAT_LIMITS.statisticsPageSize}
              page={page}
              onPageChange={(_e, p) => setPage(p)}
            />
          )}
        </Box>
      </Stack>
    </Modal>
  );
}

function ResultsTable({ rows }: { rows: StatisticsRow[] }) {
  const { t } = useTranslation();
  return (
    // Focusable so keyboard users can scroll a long result (axe: scrollable-region-focusable).
    <TableContainer
      sx={{ maxHeight: '60vh' }}
      tabIndex={0}
      role="region"
      aria-label={t('inboxPortal.stats.tableLabel')}
    >
      <Table size="small" stickyHeader aria-label={t('inboxPortal.stats.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('inboxPortal.stats.col.tenant')}</TableCell>
            <TableCell>{t('inboxPortal.stats.col.members')}</TableCell>
            <TableCell>{t('inboxPortal.stats.col.status')}</TableCell>
            <TableCell>{t('inboxPortal.stats.col.waiting')}</TableCell>
            <TableCell>{t('inboxPortal.stats.col.noAnswer')}</TableCell>
            <TableCell>{t('inboxPortal.stats.col.sinceOpen')}</TableCell>
            <TableCell>{t('inboxPortal.stats.col.kam')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.conversationExternalId} data-testid="stats-row">
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {r.tenant.name}
                </Typography>
                {r.title && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {r.title}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                  {r.members.map((m, i) => (
                    <Chip
                      key={i}
                      size="small"
                      variant={m.internal ? 'filled' : 'outlined'}
                      label={
                        m.internal
                          ? t('inboxPortal.stats.internalMember', { name: `${m.firstName} ${m.lastName}` })
                          : `${m.firstName} ${m.lastName}`
                      }
                    />
                  ))}
                </Stack>
              </TableCell>
              <TableCell>
                <ThreadStatusChip status={r.status} />
              </TableCell>
              <TableCell>{r.waitingResponse ? t('inboxPortal.stats.yes') : t('inboxPortal.stats.no')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(r.timeWithNoResponse)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(r.timeSinceOpen)}</TableCell>
              <TableCell>{r.kam ? `${r.kam.firstName} ${r.kam.lastName}` : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Every chosen value as a removable chip. */
function SelectedChips({
  criteria,
  onChange,
}: {
  criteria: StatisticsCriteria;
  onChange: (c: StatisticsCriteria) => void;
}) {
  const { t } = useTranslation();
  const lists = ['startups', 'atriumUsers', 'clientUsers', 'kams'] as const;
  const chips = [
    ...lists.flatMap((k) =>
      criteria[k].map((v) => ({
        key: `${k}-${v.externalId}`,
        label: `${t(`inboxPortal.stats.${k}`)}: ${v.name}`,
        remove: () => onChange({ ...criteria, [k]: criteria[k].filter((x) => x.externalId !== v.externalId) }),
      })),
    ),
    ...criteria.status.map((s) => ({
      key: `status-${s}`,
      label: `${t('inboxPortal.stats.status')}: ${t(`inboxPortal.status.${s}`)}`,
      remove: () => onChange({ ...criteria, status: criteria.status.filter((x) => x !== s) }),
    })),
  ];
  if (chips.length === 0) return null;
  return (
    <Stack
      direction="row"
      sx={{ gap: 0.5, flexWrap: 'wrap' }}
      aria-label={t('inboxPortal.stats.selected')}
      role="group"
    >
      {chips.map((c) => (
        <Chip key={c.key} size="small" label={c.label} onDelete={c.remove} />
      ))}
      <Button size="small" onClick={() => onChange(EMPTY_CRITERIA)}>
        {t('inboxPortal.stats.clearAll')}
      </Button>
    </Stack>
  );
}

/** Saved filters, kept in this browser: save the current criteria under a name, apply or delete one. */
function SavedFilters({
  userId,
  criteria,
  onApply,
}: {
  userId: string;
  criteria: StatisticsCriteria;
  onApply: (c: StatisticsCriteria) => void;
}) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<SavedStatisticsFilter[]>([]);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [chosen, setChosen] = useState('');
  useEffect(() => setSaved(loadSavedFilters(userId)), [userId]);
  const save = () => {
    const next = saveFilter(userId, name, criteria);
    if (!next) return setNameError(true);
    setSaved(next);
    setChosen(name.trim());
    setName('');
    setNameError(false);
  };
  const current = saved.find((f) => f.name === chosen);
  return (
    <Stack sx={{ gap: 1 }} component="section" aria-label={t('inboxPortal.stats.saved')}>
      <Typography variant="subtitle2">{t('inboxPortal.stats.saved')}</Typography>
      {saved.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t('inboxPortal.stats.savedPick')}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          >
            {saved.map((f) => (
              <MenuItem key={f.name} value={f.name}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
          <Button size="small" disabled={!current} onClick={() => current && onApply(current.criteria)}>
            {t('inboxPortal.stats.apply')}
          </Button>
          <Tooltip title={t('inboxPortal.stats.delete')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('inboxPortal.stats.delete')}
                disabled={!current}
                onClick={() => {
                  setSaved(deleteFilter(userId, chosen));
                  setChosen('');
                }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      )}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={t('inboxPortal.stats.filterName')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(false);
          }}
          onKeyDown={(e) => e.key === 'Enter' && save()}
          error={nameError}
          helperText={nameError ? t('inboxPortal.stats.nameRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button onClick={save} sx={{ flexShrink: 0 }}>
          {t('inboxPortal.stats.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
