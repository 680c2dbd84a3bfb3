import type { ReactNode } from 'react';
import { Alert, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RoomFile } from '@atrium/contract';
import { FilePreview } from '../../../components/FilePreview';
import { monthLabel } from './FileDetails';

/** The newest founder update of each month, newest month first (a later update of a month replaces it here). */
export function latestPerMonth(files: RoomFile[]): RoomFile[] {
  const seen = new Set<string>();
  return files.filter((f) => {
    if (!f.financialMonth || seen.has(f.financialMonth)) return false;
    seen.add(f.financialMonth);
    return true;
  });
}

/**
 * The room's shared financials (owner and guest): a month picker over its founder updates and the chosen one shown in
 * the browser. `month` is the chosen YYYY-MM (else the newest).
 */
export function FinancialReport({
  files,
  month,
  onMonth,
  loadUrl,
  download,
  empty,
}: {
  files: RoomFile[];
  month: string | null;
  onMonth: (month: string) => void;
  loadUrl: (f: RoomFile) => Promise<string>;
  download?: (f: RoomFile) => ReactNode;
  empty: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const months = latestPerMonth(files);
  if (!months.length) return <Alert severity="info">{empty}</Alert>;
  const chosen = months.find((f) => f.financialMonth === month) ?? months[0];
  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Stack
        direction="row"
        role="list"
        aria-label={t('sharedSpaces.financial.months')}
        sx={{ gap: 1, flexWrap: 'wrap' }}
      >
        {months.map((f) => (
          <Chip
            key={f.externalId}
            role="listitem"
            label={monthLabel(f.financialMonth!, i18n.language)}
            color={f.externalId === chosen.externalId ? 'primary' : 'default'}
            variant={f.externalId === chosen.externalId ? 'filled' : 'outlined'}
            aria-current={f.externalId === chosen.externalId ? 'true' : undefined}
            onClick={() => onMonth(f.financialMonth!)}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('sharedSpaces.financial.updateOf', { month: monthLabel(chosen.financialMonth!, i18n.language) })}
        </Typography>
        {download?.(chosen)}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
        <FilePreview
          key={chosen.externalId}
          name={chosen.name}
          contentType={chosen.contentType}
          loadUrl={() => loadUrl(chosen)}
          download={download?.(chosen)}
        />
      </Paper>
    </Stack>
  );
}
