import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ThreadStatus } from '@atrium/contract';

const COLOR = { OPEN: 'warning', ANSWERED: 'info', FINALIZED: 'success' } as const;

/** The thread status of a conversation (OPEN / ANSWERED / FINALIZED). */
export function ThreadStatusChip({ status }: { status: ThreadStatus | null }) {
  const { t } = useTranslation();
  if (!status) return null;
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`inboxPortal.status.${status}`)} data-testid="thread-status" />;
}
