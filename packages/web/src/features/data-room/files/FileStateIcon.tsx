import { CircularProgress, Tooltip } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import { useTranslation } from 'react-i18next';
import { taxonomyEntry, type DataRoomFile } from '@atrium/contract';
import { taxonomyLabel } from '../taxonomy-label';

/** The processing-state icon of a file row (spec 3 §2.10); PROCESSING_SUGGESTED_FOLDER is a spinner. */
export function FileStateIcon({ file }: { file: DataRoomFile }) {
  const { t } = useTranslation();
  const state = file.processingState;
  // The suggested taxonomy folder in the reader's language ('1.2 Gobierno corporativo'), not the server's English name.
  const entry = file.suggestedStaticId !== null ? taxonomyEntry(file.suggestedStaticId) : undefined;
  const folder = entry ? taxonomyLabel(t, entry) : file.suggestedFolder;
  let label = t(`dataRoomFiles.states.${state}`);
  if (state === 'PROCESSED_AND_NOT_PLACED' || state === 'PROCESSED_SUGGESTED_FOLDER')
    label += ` — ${folder ? t('dataRoomFiles.states.suggested', { folder }) : t('dataRoomFiles.states.noSuggestion')}`;
  const icon = (() => {
    switch (state) {
      case 'PROCESSING_SUGGESTED_FOLDER':
        return null;
      case 'NOT_PROCESSED':
        return <ScheduleIcon fontSize="small" color="action" />;
      case 'PROCESSED_SUGGESTED_FOLDER':
      case 'PROCESSING_AI_SUMMARY':
        return <AutorenewIcon fontSize="small" color="info" />;
      case 'PROCESSED_AND_NOT_PLACED':
        return <DriveFileMoveIcon fontSize="small" color="primary" />;
      case 'PROCESSED_PLACED_NOT_SEEN':
        return <FiberNewIcon fontSize="small" color="success" />;
      case 'CANNOT_BE_ANALYZED':
        return <WarningAmberIcon fontSize="small" color="warning" />;
      default:
        return <CheckCircleIcon fontSize="small" color="success" />;
    }
  })();
  return (
    <Tooltip title={label}>
      <span role="img" aria-label={label} data-state={state} style={{ display: 'inline-flex' }}>
        {state === 'PROCESSING_SUGGESTED_FOLDER' ? (
          <CircularProgress size={16} aria-hidden data-testid="row-spinner" />
        ) : (
          icon
        )}
      </span>
    </Tooltip>
  );
}
