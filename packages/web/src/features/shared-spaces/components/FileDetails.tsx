import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatFileSize, type RoomFile } from '@atrium/contract';

/** What the file page tells beside the preview: size, when it was added, and the analysis it was shared with. */
export function FileDetails({ file }: { file: RoomFile }) {
  const { t, i18n } = useTranslation();
  const a = file.aiAnalysis;
  const row = (label: string, value: string) => (
    <Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
    </Stack>
  );
  return (
    <Stack sx={{ gap: 1.5 }} aria-label={t('sharedSpaces.file.details')} component="section">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('sharedSpaces.file.details')}
      </Typography>
      {row(t('sharedSpaces.fileName'), file.name)}
      {row(t('sharedSpaces.size'), formatFileSize(file.size))}
      {row(t('sharedSpaces.added_at'), new Date(file.createdAt).toLocaleDateString(i18n.language))}
      {file.financialMonth && row(t('sharedSpaces.financial.month'), monthLabel(file.financialMonth, i18n.language))}
      {a?.documentTitle && row(t('sharedSpaces.file.title'), a.documentTitle)}
      {a?.description && row(t('sharedSpaces.file.description'), a.description)}
      {!!a?.keyProvisions?.length && (
        <Stack sx={{ gap: 0.5 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('sharedSpaces.file.keyProvisions')}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            {a.keyProvisions.map((k) => (
              <Chip key={k} size="small" label={k} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/** "October 2026" for 2026-10, in the reader's language. */
export function monthLabel(month: string, language: string) {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
