import { Badge, Box, Chip, ListItem, ListItemButton, Stack, Tooltip, Typography } from '@mui/material';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import { formatDuration, type Conversation } from '@atrium/contract';
import { formatUnreadCount } from '../../components/UnreadBadge';
import { ThreadStatusChip } from './StatusChip';
import { conversationName, plainText } from './text';
import { tenantDisplayName } from '../../lib/tenant-name';

export interface PortalChatRowProps {
  conversation: Conversation;
  selected: boolean;
  showTimes: boolean;
  myId: string | undefined;
  onSelect: (externalId: string) => void;
}

/**
 * One conversation of the portal list: company, name, last text, thread status, unread and team-channel unread
 * badges, a marker on others' chats (read only), and with 'Times' on the O / A / L figures.
 */
export function PortalChatRow({ conversation: c, selected, showTimes, myId, onSelect }: PortalChatRowProps) {
  const { t, i18n } = useTranslation();
  const name = conversationName(c, myId);
  // Read only = a chat I only look at. A staff member tagged in through the team channel is a member: his counts show.
  const onlyReading = c.readOnly && !c.members.some((m) => m.userExternalId === myId);
  const unread = !onlyReading && c.unreadMessagesCount > 0;
  const teamUnread = !onlyReading && c.internalUnreadMessageCount > 0;
  const last = c.lastMessageAt ? new Date(c.lastMessageAt) : null;
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        onClick={() => onSelect(c.externalId)}
        aria-current={selected ? 'true' : undefined}
        data-testid="portal-chat-row"
        data-conversation={c.externalId}
        sx={{ alignItems: 'flex-start', gap: 1, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <Stack sx={{ flex: 1, minWidth: 0, gap: 0.25 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography variant="caption" noWrap sx={{ color: 'text.secondary', flex: 1, minWidth: 0 }}>
              {tenantDisplayName(c.tenant.name)}
            </Typography>
            {last && (
              <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                {rowDate(last, i18n.language)}
              </Typography>
            )}
          </Stack>
          <Typography noWrap sx={{ fontWeight: unread ? 700 : 500 }}>
            {name}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {plainText(c.lastMessageText) || '\u00a0'}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, flexWrap: 'wrap', mt: 0.5 }}>
            <ThreadStatusChip status={c.currentThreadStatus} />
            {onlyReading && (
              <Chip
                size="small"
                icon={<VisibilityOutlinedIcon />}
                label={t('inboxPortal.row.readOnly')}
                variant="outlined"
              />
            )}
            {showTimes && (
              <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }} data-testid="row-times">
                <TimeFigure letter="O" label={t('inboxPortal.times.open')} value={formatDuration(c.timeSinceOpen)} />
                <TimeFigure
                  letter="A"
                  label={t('inboxPortal.times.noAnswer')}
                  value={formatDuration(c.timeWithNoResponse)}
                />
                <TimeFigure
                  letter="L"
                  label={t('inboxPortal.times.last')}
                  value={last ? last.toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : ''}
                />
              </Stack>
            )}
          </Stack>
        </Stack>
        <Stack sx={{ alignItems: 'flex-end', gap: 1, pt: 2.5, minWidth: 28 }}>
          {unread && (
            <Box
              component="span"
              data-testid="row-unread"
              aria-label={t('inboxPortal.row.unread', { count: c.unreadMessagesCount })}
              sx={{
                bgcolor: 'error.main',
                color: 'error.contrastText',
                borderRadius: 10,
                px: 0.75,
                minWidth: 20,
                textAlign: 'center',
                typography: 'caption',
                fontWeight: 700,
              }}
            >
              {formatUnreadCount(c.unreadMessagesCount)}
            </Box>
          )}
          {teamUnread && (
            <Tooltip title={t('inboxPortal.row.teamUnread', { count: c.internalUnreadMessageCount })}>
              <Badge
                color="secondary"
                badgeContent={formatUnreadCount(c.internalUnreadMessageCount)}
                data-testid="row-team-unread"
              >
                <GroupsOutlinedIcon
                  fontSize="small"
                  titleAccess={t('inboxPortal.row.teamUnread', { count: c.internalUnreadMessageCount })}
                />
              </Badge>
            </Tooltip>
          )}
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}

/** The row's date: HH:mm for a message of today, else day and month. */
export function rowDate(last: Date, lang: string, now = new Date()): string {
  return last.toDateString() === now.toDateString()
    ? last.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    : last.toLocaleDateString(lang, { day: 'numeric', month: 'short' });
}

function TimeFigure({ letter, label, value }: { letter: string; label: string; value: string }) {
  if (!value) return null;
  return (
    <Tooltip title={label}>
      <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }} aria-label={`${label}: ${value}`}>
        <Box component="b" aria-hidden sx={{ mr: 0.5 }}>
          {letter}
        </Box>
        <span aria-hidden>{value}</span>
      </Typography>
    </Tooltip>
  );
}
