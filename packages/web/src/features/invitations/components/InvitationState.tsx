import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BlockedStatus } from '@atrium/contract';
import { ApiError } from '../../../lib/api-error';
import { RouterAdapter } from '../../../components/RouterLink';
import type { TranslationKey } from '../../../lib/i18n-keys';

/** What an invitation page shows when its link cannot be used: unknown, or already answered or expired. */
export function InvitationUnavailable({ status, error }: { status?: BlockedStatus; error?: unknown }) {
  const { t } = useTranslation();
  const key: TranslationKey = status
    ? `invitations.blocked.${status.status}`
    : error instanceof ApiError && error.status === 404
      ? 'invitations.blocked.notFound'
      : 'invitations.blocked.error';
  return (
    <Stack spacing={2}>
      <Alert severity={status?.status === 'ACCEPTED' ? 'info' : 'warning'} data-testid="invitation-unavailable">
        {t(key, { company: status?.tenant.name ?? '' })}
      </Alert>
      <Button component={RouterAdapter} to="/" variant="outlined">
        {t('invitations.page.goHome')}
      </Button>
    </Stack>
  );
}
