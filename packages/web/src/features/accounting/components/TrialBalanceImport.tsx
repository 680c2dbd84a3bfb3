import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvFileChooser } from './CsvFileChooser';
import { ColumnMapping } from './ColumnMapping';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  TRIAL_BALANCE_FIELDS,
  type LedgerRowError,
  type TrialBalanceField,
  type TrialBalanceMapping,
  type TrialBalancePreview,
} from '@atrium/contract';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { mergeApi } from '../api/merge-api';
import { useRefreshAccounting } from '../api/queries';
import { rowErrorsOf } from '../import-errors';

type Phase = 'idle' | 'reading' | 'ready' | 'importing';

const usd = (v: number, language: string) =>
  new Intl.NumberFormat(language === 'es' ? 'es' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(v);

/** Whether the mapping names the accounts and either debit and credit or a balance. */
const mappingReady = (m: TrialBalanceMapping) => !!m.account && (!!m.balance || (!!m.debit && !!m.credit));

/**
 * The trial-balance import (issue 17 item 1): a QuickBooks or Xero trial balance (CSV). The columns are mapped, the
 * period read from the file or chosen, each account shown as it will count (cash, income/expense, left out), then
 * imported with a progress bar; row errors are listed by line and nothing is imported.
 */
export function TrialBalanceImport() {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshAccounting();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [preview, setPreview] = useState<TrialBalancePreview | null>(null);
  const [mapping, setMapping] = useState<TrialBalanceMapping>({});
  const [period, setPeriod] = useState<{ start: string; end: string }>({ start: '', end: '' });
  const [errors, setErrors] = useState<{ list: LedgerRowError[]; count: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const choice = (m: TrialBalanceMapping | null, p: { start: string; end: string }) => ({
    mapping: m,
    periodStart: p.start || undefined,
    periodEnd: p.end || undefined,
  });

  async function read(f: File, m: TrialBalanceMapping | null, p: { start: string; end: string }) {
    setPhase('reading');
    setFailure(null);
    try {
      const r = await mergeApi.trialBalancePreview(f, choice(m, p)).promise;
      setPreview(r);
      setMapping(r.mapping);
      setPeriod({ start: r.periodStart ?? '', end: r.periodEnd ?? '' });
      setErrors(r.errorCount ? { list: r.errors, count: r.errorCount } : null);
      setPhase('ready');
    } catch (err) {
      setPreview(null);
      setErrors(null);
      setFailure(err instanceof Error ? err.message : t('errors.unexpected'));
      setPhase('idle');
    }
  }

  function remap(field: TrialBalanceField, column: string) {
    const next = { ...mapping, [field]: column || null };
    setMapping(next);
    if (file && mappingReady(next)) void read(file, next, period);
  }

  function changePeriod(p: { start: string; end: string }) {
    setPeriod(p);
    if (file && /^\d{4}-\d{2}-\d{2}$/.test(p.end) && (!p.start || p.start <= p.end)) void read(file, mapping, p);
  }

  async function runImport() {
    if (!file) return;
    setPhase('importing');
    setProgress(0);
    try {
      const done = await mergeApi.trialBalanceImport(file, choice(mapping, period), (sent, total) =>
        setProgress(Math.round((sent / total) * 100)),
      ).promise;
      notify(t('accounting.trialBalance.imported', { file: done.fileName }), 'success');
      await refresh();
      setFile(null);
      setPreview(null);
      setErrors(null);
      setPhase('idle');
    } catch (err) {
      const rows = err instanceof ApiError ? rowErrorsOf(err.fields) : [];
      if (rows.length) setErrors({ list: rows, count: rows.length });
      else setFailure(err instanceof Error ? err.message : t('errors.unexpected'));
      setPhase('ready');
    }
  }

  const canImport =
    phase === 'ready' && !!preview && mappingReady(mapping) && !errors && !!period.end && preview.cashAccounts > 0;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('accounting.trialBalance.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('accounting.trialBalance.text')}</Typography>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="trial-balance-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (!f) return;
            setFile(f);
            void read(f, null, { start: '', end: '' });
          }}
        />
        <CsvFileChooser
          fileName={file?.name ?? null}
          chooseLabel={t('accounting.trialBalance.chooseFile')}
          busy={phase === 'reading' || phase === 'importing'}
          reading={phase === 'reading'}
          failure={failure}
          onChoose={() => input.current?.click()}
        />
        {preview && (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ mt: 3, fontWeight: 600 }}>
              {t('accounting.integrations.mapping')}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <ColumnMapping
                fields={TRIAL_BALANCE_FIELDS}
                labelOf={(f) => t(`accounting.trialBalance.fields.${f}`)}
                headers={preview.headers}
                mapping={mapping}
                disabled={phase !== 'ready'}
                onChange={remap}
              />
            </Box>
            <Grid container spacing={2} sx={{ mt: 2 }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  type="date"
                  fullWidth
                  size="small"
                  label={t('accounting.trialBalance.periodStart')}
                  value={period.start}
                  disabled={phase !== 'ready'}
                  onChange={(e) => changePeriod({ ...period, start: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  type="date"
                  fullWidth
                  size="small"
                  required
                  label={t('accounting.trialBalance.periodEnd')}
                  value={period.end}
                  disabled={phase !== 'ready'}
                  onChange={(e) => changePeriod({ ...period, end: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  helperText={period.end ? undefined : t('accounting.trialBalance.periodMissing')}
                />
              </Grid>
            </Grid>
            <Typography sx={{ mt: 2 }} data-testid="trial-balance-summary">
              {t('accounting.trialBalance.summary', {
                cash: preview.cashAccounts,
                flows: preview.incomeExpenseAccounts,
                skipped: preview.skippedAccounts,
              })}
            </Typography>
            <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
              <Table size="small" aria-label={t('accounting.integrations.preview')}>
                <caption>{t('accounting.integrations.previewCaption', { count: preview.totalRows })}</caption>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('accounting.trialBalance.fields.account')}</TableCell>
                    <TableCell>{t('accounting.trialBalance.countsAs')}</TableCell>
                    <TableCell align="right">{t('accounting.trialBalance.balance')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.accounts.map((a) => (
                    <TableRow key={a.line}>
                      <TableCell>{a.account}</TableCell>
                      <TableCell>{t(`accounting.trialBalance.classes.${a.class}`)}</TableCell>
                      <TableCell align="right">{usd(a.balance, i18n.language)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {errors && (
              <Alert severity="error" sx={{ mt: 2 }} data-testid="trial-balance-errors">
                <Typography sx={{ mb: 1 }}>
                  {t('accounting.integrations.errorsTitle', { count: errors.count })}
                </Typography>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('accounting.integrations.line')}</TableCell>
                      <TableCell>{t('accounting.integrations.field')}</TableCell>
                      <TableCell>{t('accounting.integrations.problem')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {errors.list.map((e) => (
                      <TableRow key={`${e.line}-${e.field}`}>
                        <TableCell>{e.line}</TableCell>
                        <TableCell>{e.field}</TableCell>
                        <TableCell>{e.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Alert>
            )}
            {phase === 'importing' && (
              <Box sx={{ mt: 2 }} role="status">
                <Typography variant="body2">{t('accounting.integrations.importing')}</Typography>
                <LinearProgress variant={progress < 100 ? 'determinate' : 'indeterminate'} value={progress} />
              </Box>
            )}
            <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <Button variant="contained" disabled={!canImport} onClick={() => void runImport()}>
                {t('accounting.trialBalance.import')}
              </Button>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
