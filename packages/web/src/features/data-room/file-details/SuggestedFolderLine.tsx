import { Stack, Typography } from '@mui/material';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { taxonomyEntry, type DataRoomFile } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { suggestedFolderView } from './summary-view';

/** 'Suggested folder: …' — the taxonomy folder, or the analysis state, or 'no folder suggested' (spec 3 §2.12). */
export function SuggestedFolderLine({ file }: { file: DataRoomFile }) {
  const { t } = useTranslation();
  const view = suggestedFolderView(file);
  const entry = file.suggestedStaticId !== null ? taxonomyEntry(file.suggestedStaticId) : undefined;
  const folder = entry
    ? t(`taxonomy.${entry.backendName}`, { defaultValue: entry.name })
    : (file.suggestedFolder ?? '');
  const text = {
    queued: t('dataRoomFile.summary.suggestedQueued'),
    analysing: t('dataRoomFile.summary.suggestedAnalysing'),
    cannot: t('dataRoomFile.summary.suggestedCannot'),
    none: t('dataRoomFile.summary.noFolderSuggested'),
    folder,
  }[view];
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1, color: 'text.secondary' }}
      data-testid="suggested-folder"
    >
      {view === 'cannot' ? (
        <WarningAmberOutlinedIcon color="warning" fontSize="small" aria-hidden />
      ) : (
        <FolderOutlinedIcon fontSize="small" aria-hidden />
      )}
      <Typography variant="body2">
        {t('dataRoomFile.summary.suggestedFolder')}: <strong>{text}</strong>
      </Typography>
    </Stack>
  );
}
