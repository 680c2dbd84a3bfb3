import { Alert, LinearProgress, Stack } from '@mui/material';
import type { DataRoomFile } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { SuggestedFolderLine } from './SuggestedFolderLine';
import { SummaryEditor } from './SummaryEditor';
import { EMPTY_ANALYSIS, summaryView } from './summary-view';

/** The AI summary of a file (spec 3 §2.12): queued / being analysed / cannot be analysed / the editable summary. */
export function SummaryPanel({ file }: { file: DataRoomFile }) {
  const { t } = useTranslation();
  const view = summaryView(file);
  return (
    <Stack sx={{ gap: 2 }}>
      {view !== 'ready' && <SuggestedFolderLine file={file} />}
      {view === 'queued' && <Alert severity="info">{t('dataRoomFile.summary.queued')}</Alert>}
      {view === 'analysing' && (
        <Alert severity="info" icon={false}>
          {t('dataRoomFile.summary.analysing')}
          <LinearProgress sx={{ mt: 1 }} aria-label={t('dataRoomFile.summary.analysing')} />
        </Alert>
      )}
      {view === 'cannot' && <Alert severity="warning">{t('dataRoomFile.summary.cannotAnalyze')}</Alert>}
      {view === 'ready' && (
        // A new analysis (or its first arrival) starts a fresh draft; the user's own saves keep the editor mounted.
        <SummaryEditor
          key={`${file.externalId}:${file.summaryState}:${file.aiAnalysis ? 1 : 0}`}
          fileExternalId={file.externalId}
          initial={file.aiAnalysis ?? EMPTY_ANALYSIS}
          header={<SuggestedFolderLine file={file} />}
        />
      )}
    </Stack>
  );
}
