import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterDomLink } from 'react-router';
import { Alert, AppBar, Box, Button, Chip, Container, LinearProgress, Stack, Toolbar, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customerKeys } from '../customers';
import { IMPORT_CHUNK_ROWS, MAX_IMPORT_ROWS, PRODUCT, type ImportRowResult } from '@atrium/contract';
import { authErrorMessage } from '../auth';
import { customerCreationApi } from './api';
import { saveBlob } from '../../lib/http';
import { CSV_COLUMNS, MAX_CSV_BYTES, REQUIRED_COLUMNS, readCustomerCsv, templateCsv, type CsvRow } from './csv';
import { creationMessage } from './messages';
import { DataTable } from '../../components/DataTable';

type Phase =
  | { kind: 'idle' }
  | { kind: 'preview'; fileName: string; rows: CsvRow[] }
  | { kind: 'importing' | 'done'; fileName: string; rows: CsvRow[] };

/**
 * /tools/csv-import — many customers from one file: upload, preview (each row checked with the shared rules),
 * import in chunks with progress, and every row's result. Each row is created in its own transaction on the server.
 */
export default function CsvImportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [fileError, setFileError] = useState<string | null>(null);
  const [results, setResults] = useState<Map<number, ImportRowResult>>(new Map());
  const [runError, setRunError] = useState<string | null>(null);
  const cancelled = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    document.title = `${t('customerCreation.csv.title')} · ${PRODUCT.displayName}`;
    return () => {
      cancelled.current = true;
    };
  }, [t]);

  const downloadTemplate = () =>
    saveBlob(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }), 'atrium-customers-template.csv');

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    setFileError(null);
    setResults(new Map());
    setRunError(null);
    if (!file) return;
    if (file.size > MAX_CSV_BYTES)
      return setFileError(t('customerCreation.csv.tooLarge', { mb: MAX_CSV_BYTES / 1024 / 1024 }));
    const parsed = readCustomerCsv(await file.text());
    if (!parsed.ok) {
      return setFileError(
        parsed.error === 'empty'
          ? t('customerCreation.csv.empty')
          : t('customerCreation.csv.missingColumns', { columns: parsed.missing?.join(', ') }),
      );
    }
    if (parsed.rows.length > MAX_IMPORT_ROWS)
      return setFileError(t('customerCreation.csv.tooManyRows', { max: MAX_IMPORT_ROWS }));
    setPhase({ kind: 'preview', fileName: file.name, rows: parsed.rows });
  };

  const run = async () => {
    if (phase.kind !== 'preview') return;
    const { rows, fileName } = phase;
    setPhase({ kind: 'importing', fileName, rows });
    cancelled.current = false;
    const acc = new Map<number, ImportRowResult>();
    try {
      for (let i = 0; i < rows.length && !cancelled.current; i += IMPORT_CHUNK_ROWS) {
        const chunk = rows.slice(i, i + IMPORT_CHUNK_ROWS).map((r) => ({ row: r.row, customer: r.customer }));
        const reply = await customerCreationApi.importRows(chunk);
        for (const r of reply.results) acc.set(r.row, r);
        setResults(new Map(acc));
      }
    } catch (err) {
      setRunError(t('customerCreation.csv.stopped', { message: authErrorMessage(err) }));
    }
    await queryClient.invalidateQueries({ queryKey: customerKeys.all });
    setPhase({ kind: 'done', fileName, rows });
  };

  const rows = phase.kind === 'idle' ? [] : phase.rows;
  const created = [...results.values()].filter((r) => r.success).length;
  const failed = [...results.values()].filter((r) => !r.success).length;
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  const progress = rows.length ? (results.size / rows.length) * 100 : 0;

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography component="p" variant="h6" color="primary" sx={{ fontWeight: 800 }}>
            {PRODUCT.displayName}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button component={RouterDomLink} to="/tools/admin" startIcon={<ArrowBack aria-hidden />}>
            {t('customerCreation.csv.backToTools')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
          {t('customerCreation.csv.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('customerCreation.csv.intro')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('customerCreation.csv.columns', { required: REQUIRED_COLUMNS.join(', '), all: CSV_COLUMNS.join(', ') })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 3 }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadTemplate}>
            {t('customerCreation.csv.template')}
          </Button>
          <Button
            variant="contained"
            startIcon={<UploadFileOutlinedIcon />}
            onClick={() => input.current?.click()}
            disabled={phase.kind === 'importing'}
          >
            {t('customerCreation.csv.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={onFile}
            data-testid="csv-file"
            aria-label={t('customerCreation.csv.choose')}
          />
        </Stack>
        {fileError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {fileError}
          </Alert>
        )}

        {phase.kind !== 'idle' && (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, mb: 2 }}>
              <Typography sx={{ flex: 1 }}>
                {t('customerCreation.csv.summary', { file: phase.fileName, count: rows.length, invalid })}
              </Typography>
              {phase.kind === 'preview' && (
                <Button variant="contained" onClick={run}>
                  {t('customerCreation.csv.import', { count: rows.length })}
                </Button>
              )}
            </Stack>
            {phase.kind !== 'preview' && (
              <Box sx={{ mb: 2 }} aria-live="polite">
                <LinearProgress
                  variant="determinate"
                  value={progress}
                  aria-label={t('customerCreation.csv.progressLabel')}
                />
                <Typography variant="body2" sx={{ mt: 1 }} data-testid="csv-progress">
                  {phase.kind === 'done'
                    ? t('customerCreation.csv.done', { created, failed })
                    : t('customerCreation.csv.progress', { done: results.size, total: rows.length })}
                </Typography>
              </Box>
            )}
            {runError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {runError}
              </Alert>
            )}
            <DataTable
              aria-label={t('customerCreation.csv.rowsLabel')}
              size="small"
              outlined
              columns={[
                { id: 'row', header: t('customerCreation.csv.row'), cell: (r) => r.row },
                {
                  id: 'customer',
                  header: t('customerCreation.csv.customer'),
                  cellSx: { fontWeight: 600 },
                  cell: (r) => r.label,
                },
                { id: 'type', header: t('customerCreation.csv.type'), cell: (r) => r.customer.accountType },
                {
                  id: 'result',
                  header: t('customerCreation.csv.result'),
                  cell: (r) => {
                    const result = results.get(r.row);
                    const problems = result
                      ? result.fields.length
                        ? result.fields
                        : result.message
                          ? [{ path: '', message: result.message }]
                          : []
                      : r.errors;
                    return (
                      <>
                        {result?.success ? (
                          <Chip size="small" color="success" label={t('customerCreation.csv.created')} />
                        ) : result ? (
                          <Chip size="small" color="error" label={t('customerCreation.csv.failed')} />
                        ) : r.errors.length ? (
                          <Chip
                            size="small"
                            color="warning"
                            variant="outlined"
                            label={t('customerCreation.csv.invalid')}
                          />
                        ) : (
                          <Chip size="small" variant="outlined" label={t('customerCreation.csv.ready')} />
                        )}
                        {!result?.success && problems.length > 0 && (
                          <Box
                            component="ul"
                            sx={{ m: 0, mt: 0.5, pl: 2, typography: 'body2', color: 'text.secondary' }}
                          >
                            {problems.map((p, i) => (
                              <li key={i}>
                                {p.path ? `${p.path.split('.').pop()}: ` : ''}
                                {creationMessage(p.message)}
                              </li>
                            ))}
                          </Box>
                        )}
                      </>
                    );
                  },
                },
              ]}
              rows={rows}
              rowKey={(r) => String(r.row)}
              rowTestId="csv-row"
            />
          </>
        )}
      </Container>
    </Box>
  );
}
