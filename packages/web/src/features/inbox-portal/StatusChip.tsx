import { Chip } from '@mui/material';
import CircleIcon from '@mui/icons-material/Circle';
import { useTranslation } from 'react-i18next';
import type { ThreadStatus } from '@atrium/contract';

const COLOR = { OPEN: 'warning', ANSWERED: 'info', FINALIZED: 'success' } as const;

/** The thread status of a conversation; the colour is on the dot only, so the text keeps its contrast. */
export function ThreadStatusChip({ status }: { status: ThreadStatus | null }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<CircleIcon color={COLOR[status]} sx={{ fontSize: '10px !important' }} />}
      label={t(`inboxPortal.status.${status}`)}
      data-testid="thread-status"
    />
  );
}
