import { Box, IconButton, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { useTranslation } from 'react-i18next';
import type { Notification, NotificationStatus } from '@atrium/contract';
import { visuallyHidden } from '../../components/UnreadBadge';
import { useWorkspace } from '../../workspace/workspace';
import { formatFull, formatWhen } from './format';
import { tenantDisplayName } from '../../lib/tenant-name';
import { notificationText } from './system-text';

/** One notification: unread ones carry an accent bar, a dot and a bold title; the action toggles read state. */
export function NotificationItem({
  item,
  onToggle,
  busy,
  dense,
}: {
  item: Notification;
  onToggle?: (externalId: string, next: NotificationStatus) => void;
  busy?: boolean;
  dense?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const unread = item.status === 'UNREAD';
  const { workspaces } = useWorkspace();
  // The tenant the notification is about, named when the user belongs to several.
  const tenantId = (item as Notification & { tenantExternalId?: string | null }).tenantExternalId;
  const memberships = workspaces.flatMap((w) => w.tenantMemberships);
  const tenantName =
    tenantId && memberships.length > 1
      ? tenantDisplayName(memberships.find((m) => m.tenant.externalId === tenantId)?.tenant.name)
      : undefined;
  const actionLabel = unread ? t('notifications.markRead') : t('notifications.markUnread');
  const title = notificationText(item.title);
  const body = item.body ? notificationText(item.body) : '';
  return (
    <ListItem
      data-testid="notification-item"
      data-status={item.status}
      sx={{
        alignItems: 'flex-start',
        gap: 1.5,
        py: dense ? 1 : 1.5,
        pl: dense ? 1.5 : 2,
        borderLeft: 4,
        borderColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'rgba(31, 58, 95, 0.05)' : 'transparent',
      }}
      secondaryAction={
        onToggle ? (
          <Tooltip title={actionLabel}>
            <span>
              <IconButton
                edge="end"
                aria-label={`${actionLabel}: ${title}`}
                disabled={busy}
                onClick={() => onToggle(item.externalId, unread ? 'READ' : 'UNREAD')}
              >
                {unread ? <MarkEmailReadIcon /> : <MarkEmailUnreadIcon />}
              </IconButton>
            </span>
          </Tooltip>
        ) : undefined
      }
    >
      <Box
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          mt: 1,
          flexShrink: 0,
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Stack sx={{ minWidth: 0, flex: 1, pr: onToggle ? 5 : 0 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0, sm: 1 }, alignItems: { sm: 'baseline' } }}>
          <Typography
            component="p"
            sx={{ fontWeight: unread ? 700 : 500, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {unread && (
              <Box component="span" sx={visuallyHidden}>
                {t('notifications.unread')}:{' '}
              </Box>
            )}
            {title}
          </Typography>
          <Typography
            variant="caption"
            sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
            title={formatFull(item.createdAt, i18n.language)}
          >
            {tenantName ? `${tenantName} · ` : ''}
            <time dateTime={item.createdAt}>{formatWhen(item.createdAt, i18n.language)}</time>
          </Typography>
        </Stack>
        {body && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              overflowWrap: 'anywhere',
              ...(dense
                ? { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
                : {}),
            }}
          >
            {body}
          </Typography>
        )}
      </Stack>
    </ListItem>
  );
}
