import { Box, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { DATA_ROOM_LIMITS, formatFileSize } from '@atrium/contract';
import { progressBarDone, progressStage } from './upload-filter';
import type { UploadRow } from './useUploads';

const STAGE_ICONS = [
  HourglassEmptyIcon,
  HourglassTopIcon,
  HourglassBottomIcon,
  CloudUploadOutlinedIcon,
  CheckCircleIcon,
] as const;

/** The per-file progress rows of the upload dialog (spec 3 §2.8, §4); the list scrolls past 18.75rem. */
export function UploadProgressList({ rows }: { rows: UploadRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <List
      dense
      disablePadding
      data-testid="upload-progress-list"
      sx={{ maxHeight: DATA_ROOM_LIMITS.uploadListMaxHeight, overflowY: 'auto', mt: 2 }}
    >
      {rows.map((row) => {
        const stage = progressStage(row.progress);
        const failed = row.status === 'error';
        const Icon = failed ? ErrorOutlineIcon : STAGE_ICONS[stage];
        const percent = Math.round(row.progress * 100);
        const status = failed
          ? t('dataRoom.upload.status.failed')
          : row.status === 'done'
            ? t('dataRoom.upload.status.done')
            : row.status === 'queued'
              ? t('dataRoom.upload.status.queued')
              : t('dataRoom.upload.status.uploading', { percent });
        return (
          <ListItem
            key={row.id}
            disableGutters
            data-testid="upload-row"
            data-status={row.status}
            data-stage={stage}
            sx={{ alignItems: 'flex-start', gap: 1.5 }}
          >
            <Icon
              aria-hidden
              sx={{ mt: 0.25, color: failed ? 'error.main' : stage === 4 ? 'success.main' : 'action.active' }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 500 }} title={row.file.name}>
                  {row.file.name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                  {formatFileSize(row.file.size)} · {status}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={percent}
                color={failed ? 'error' : progressBarDone(row.progress) ? 'success' : 'primary'}
                aria-label={t('dataRoom.upload.progressOf', { name: row.file.name })}
                sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
              />
              {failed && (
                <Typography variant="caption" role="alert" sx={{ color: 'error.main', display: 'block', mt: 0.5 }}>
                  {row.error ?? t('dataRoom.upload.uploadError')}
                </Typography>
              )}
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
