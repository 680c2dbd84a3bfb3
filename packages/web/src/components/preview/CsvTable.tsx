import { useMemo } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { parseCsv } from '../../lib/csv';
import { MAX_CSV_PREVIEW_ROWS } from './kind';

/** A CSV file as a table: the first row is the header, then at most MAX_CSV_PREVIEW_ROWS rows. */
export function CsvTable({ text, name, truncatedText }: { text: string; name: string; truncatedText: boolean }) {
  const { t } = useTranslation();
  const { rows, truncated } = useMemo(() => parseCsv(text, { maxRows: MAX_CSV_PREVIEW_ROWS + 1 }), [text]);
  if (rows.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('preview.emptyFile')}</Typography>;
  const [header, ...body] = rows;
  const width = Math.max(...rows.map((r) => r.length));
  const cut = truncated || truncatedText;
  return (
    <>
      <TableContainer sx={{ maxHeight: '70vh', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={t('preview.previewOf', { name })}>
          <TableHead>
            <TableRow>
              {Array.from({ length: width }, (_, i) => (
                <TableCell key={i} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {header[i] || t('preview.column', { index: i + 1 })}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {body.map((row, r) => (
              <TableRow key={r}>
                {Array.from({ length: width }, (_, i) => (
                  <TableCell key={i} sx={{ whiteSpace: 'pre-wrap', verticalAlign: 'top' }}>
                    {row[i] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {cut && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('preview.truncatedRows', { count: body.length })}
        </Typography>
      )}
    </>
  );
}
