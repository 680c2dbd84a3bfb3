import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvFileChooser } from './CsvFileChooser';
import { ColumnMapping } from './ColumnMapping';
import { useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  LEDGER_FIELDS,
  LEDGER_LIMITS,
  type LedgerField,
  type LedgerMapping,
  type LedgerPreview,
  type LedgerRowError,
} from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useWorkspace } from '../../../workspace/workspace';
import { accountingApi } from '../api/accounting-api';
import { useIntegrationStatus, useRefreshAccounting, useRemoveIntegration } from '../api/queries';
import { mappingComplete, rowErrorsOf } from '../import-errors';
import { dayLabel } from '../format';
import { AccountingSources } from './AccountingSources';

type Phase = 'idle' | 'reading' | 'ready' | 'importing';

function RowErrors({ errors, count }: { errors: LedgerRowError[]; count: number }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" sx={{ mt: 2 }} data-testid="ledger-row-errors">
      <Typography sx={{ mb: 1 }}>{t('accounting.integrations.errorsTitle', { count })}</Typography>
      <TableContainer sx={{ maxHeight: 260 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{t('accounting.integrations.line')}</TableCell>
              <TableCell>{t('accounting.integrations.field')}</TableCell>
              <TableCell>{t('accounting.integrations.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((e) => (
              <TableRow key={`${e.line}-${e.field}`}>
                <TableCell>{e.line}</TableCell>
                <TableCell>{e.field}</TableCell>
                <TableCell>{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {count > errors.length && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('accounting.integrations.moreErrors', { shown: errors.length })}
        </Typography>
      )}
    </Alert>
  );
}

/** The ledger import (issue 17 item 1): choose a CSV, map its columns, preview, import with progress and errors. */
function LedgerImport() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshAccounting();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [preview, setPreview] = useState<LedgerPreview | null>(null);
  const [mapping, setMapping] = useState<Partial<LedgerMapping>>({});
  const [errors, setErrors] = useState<{ list: LedgerRowError[]; count: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  async function read(f: File, m: Partial<LedgerMapping> | null) {
    setPhase('reading');
    setFailure(null);
    try {
      const p = await accountingApi.preview(f, m).promise;
      setPreview(p);
      setMapping(p.mapping);
      setErrors(p.errorCount ? { list: p.errors, count: p.errorCount } : null);
      setPhase('ready');
    } catch (err) {
      setPreview(null);
      setErrors(null);
      setFailure(err instanceof Error ? err.message : t('errors.unexpected'));
      setPhase('idle');
    }
  }

  function choose(f: File | undefined) {
    if (!f) return;
    setFile(f);
    void read(f, null);
  }

  function remap(field: LedgerField, column: string) {
    const next = { ...mapping, [field]: column || null };
    setMapping(next);
    if (file && mappingComplete(next)) void read(file, next);
  }

  async function runImport() {
    if (!file || !mappingComplete(mapping)) return;
    setPhase('importing');
    setProgress(0);
    try {
      const done = await accountingApi.import(file, mapping as LedgerMapping, (sent, total) =>
        setProgress(Math.round((sent / total) * 100)),
      ).promise;
      notify(t('accounting.integrations.imported', { count: done.rowCount, file: done.fileName }), 'success');
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

  const canImport = phase === 'ready' && !!preview && mappingComplete(mapping) && !errors && preview.totalRows > 0;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('accounting.integrations.ledgerTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('accounting.integrations.ledgerText')}</Typography>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="ledger-file"
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <CsvFileChooser
          fileName={file?.name ?? null}
          chooseLabel={t('accounting.integrations.chooseFile')}
          primary
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
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('accounting.integrations.mappingText')}
            </Typography>
            <ColumnMapping
              fields={LEDGER_FIELDS}
              labelOf={(f) => t(`accounting.integrations.fields.${f}`)}
              headers={preview.headers}
              mapping={mapping}
              disabled={phase !== 'ready'}
              onChange={remap}
            />
            <Typography component="h3" variant="subtitle1" sx={{ mt: 3, fontWeight: 600 }}>
              {t('accounting.integrations.preview')}
            </Typography>
            <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
              <Table size="small" aria-label={t('accounting.integrations.preview')}>
                <caption>{t('accounting.integrations.previewCaption', { count: preview.totalRows })}</caption>
                <TableHead>
                  <TableRow>
                    {preview.headers.map((h) => (
                      <TableCell key={h}>{h}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.rows.slice(0, LEDGER_LIMITS.previewRows).map((r, i) => (
                    <TableRow key={i}>
                      {preview.headers.map((h, j) => (
                        <TableCell key={h}>{r[j] ?? ''}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {errors && <RowErrors errors={errors.list} count={errors.count} />}
            {phase === 'importing' && (
              <Box sx={{ mt: 2 }} role="status">
                <Typography variant="body2">{t('accounting.integrations.importing')}</Typography>
                <LinearProgress variant={progress < 100 ? 'determinate' : 'indeterminate'} value={progress} />
              </Box>
            )}
            <Stack direction="row" sx={{ mt: 2, gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button variant="contained" disabled={!canImport} onClick={() => void runImport()}>
                {t('accounting.integrations.import', { count: preview.totalRows })}
              </Button>
            </Stack>
          </>
        )}
        {!preview && phase === 'idle' && (
          <Stack direction="row" sx={{ mt: 2 }}>
            <Button onClick={() => navigate('/one/accounting/dashboards')}>
              {t('accounting.integrations.viewDashboards')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function CurrentLedger() {
  const { t, i18n } = useTranslation();
  const status = useIntegrationStatus();
  const remove = useRemoveIntegration(t('accounting.integrations.removed'));
  const [confirm, setConfirm] = useState(false);
  const current = status.data?.integrations[0];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('accounting.integrations.current')}
        </Typography>
        {!status.data ? (
          <LinearProgress />
        ) : current ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <Typography sx={{ flex: 1 }} data-testid="current-ledger">
              {t('accounting.integrations.currentText', {
                file: current.name,
                date: current.lastSync ? dayLabel(current.lastSync.slice(0, 10), i18n.language) : '',
              })}
            </Typography>
            <Button color="error" onClick={() => setConfirm(true)}>
              {t('accounting.integrations.remove')}
            </Button>
          </Stack>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('accounting.integrations.none')}</Typography>
        )}
        <ConfirmDialog
          open={confirm}
          title={t('accounting.integrations.removeTitle')}
          text={t('accounting.integrations.removeText')}
          confirmLabel={t('accounting.integrations.remove')}
          destructive
          onCancel={() => setConfirm(false)}
          onConfirm={async () => {
            if (current) await remove.mutateAsync(current.externalId).catch(() => undefined);
            setConfirm(false);
          }}
        />
      </CardContent>
    </Card>
  );
}

/** /one/integrations: the company's accounting source. Individuals have no integrations (spec 1 §2.2). */
export default function IntegrationsPage() {
  const { t } = useTranslation();
  const accountType = useWorkspace().selectedTenantMembership?.tenant.accountType;
  return (
    <>
      <PageHeader title={t('accounting.integrations.title')} subtitle={t('accounting.integrations.subtitle')} />
      {accountType === 'INDIVIDUAL' ? (
        <Alert severity="info">{t('accounting.integrations.individuals')}</Alert>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <CurrentLedger />
          <AccountingSources ledgerImport={<LedgerImport />} />
        </Stack>
      )}
    </>
  );
}
