import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_COLORS, type TaskDisplayStatus } from '@atrium/contract';

/** Background and text of each colour of spec 1 §3 (contrast AA on both). */
const PALETTE = {
  green: { bgcolor: '#e6f4ea', color: '#1e5e2e' },
  yellow: { bgcolor: '#fff4cc', color: '#6b5300' },
  red: { bgcolor: '#fde7e7', color: '#a11d1d' },
  grey: { bgcolor: '#ececec', color: '#3d3d3d' },
  blue: { bgcolor: '#e3eefc', color: '#17498f' },
} as const;

/** A task's status with its label and colour: done green, in progress yellow, overdue red, pending grey, review blue. */
export function StatusChip({ status }: { status: TaskDisplayStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`tasks.status.${status}`)}
      data-testid="task-status"
      data-status={status}
      sx={{ ...PALETTE[TASK_STATUS_COLORS[status]], fontWeight: 600 }}
    />
  );
}

/** A due date (YYYY-MM-DD) in the user's language, read at noon so no time zone moves it a day. */
export const dueDateValue = (iso: string) => `${iso}T12:00:00`;
