import { forwardRef, useState } from 'react';
import {
  Avatar,
  Box,
  IconButton,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import GroupsIcon from '@mui/icons-material/Groups';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@atrium/contract';
import { formatUnreadCount, visuallyHidden } from '../../components/UnreadBadge';
import { conversationTitle, formatListTime } from '../chat';
import { previewText } from './listState';

export interface ChatListItemProps {
  conversation: Conversation;
  myExternalId: string | undefined;
  selected: boolean;
  onSelect: (c: Conversation) => void;
  onMarkRead: (c: Conversation) => void;
  onMarkUnread: (c: Conversation) => void;
}

const initials = (name: string) =>
  name
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');

/**
 * One chat of the list: name (title or members), last text, time, and the unread badge or a read tick, with a menu to
 * mark it read or unread. Read-only chats show neither badge nor actions (spec 2 §4).
 */
export const ChatListItem = forwardRef<HTMLLIElement, ChatListItemProps>(function ChatListItem(
  { conversation: c, myExternalId, selected, onSelect, onMarkRead, onMarkUnread },
  ref,
) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = conversationTitle(c, myExternalId);
  const unread = c.readOnly ? 0 : c.unreadMessagesCount;
  const time = formatListTime(c.lastMessageAt ?? c.updatedAt, i18n.language);
  const group = c.conversationType === 'PRIVATE_GROUP';
  const menuId = `chat-actions-${c.externalId}`;

  return (
    <ListItem
      ref={ref}
      disablePadding
      data-testid="chat-list-item"
      data-conversation={c.externalId}
      secondaryAction={
        c.readOnly ? undefined : (
          <IconButton
            edge="end"
            size="small"
            aria-label={t('inboxClient.list.actions', { name })}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
            data-testid="chat-actions"
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        )
      }
      sx={{ '& .MuiListItemSecondaryAction-root': { right: 8 } }}
    >
      <ListItemButton
        selected={selected}
        onClick={() => onSelect(c)}
        aria-current={selected ? 'true' : undefined}
        sx={{ pr: c.readOnly ? 2 : 6, py: 1.25 }}
      >
        <ListItemAvatar sx={{ minWidth: 48 }}>
          <Avatar
            sx={{ width: 36, height: 36, fontSize: 14, bgcolor: group ? 'secondary.main' : 'primary.main' }}
            aria-hidden
          >
            {group ? <GroupsIcon fontSize="small" /> : initials(name)}
          </Avatar>
        </ListItemAvatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
            <Typography
              noWrap
              sx={{ flex: 1, minWidth: 0, fontWeight: unread > 0 ? 700 : 600 }}
              data-testid="chat-name"
              title={name}
            >
              {name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }} data-testid="chat-time">
              {time}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minHeight: 22 }}>
            <Typography
              noWrap
              variant="body2"
              sx={{ flex: 1, minWidth: 0, color: unread > 0 ? 'text.primary' : 'text.secondary' }}
              data-testid="chat-last-text"
            >
              {previewText(c.lastMessageText) || '\u00a0'}
            </Typography>
            {!c.readOnly &&
              (unread > 0 ? (
                <Box
                  component="span"
                  data-testid="chat-unread"
                  sx={{
                    flexShrink: 0,
                    minWidth: 20,
                    height: 20,
                    px: 0.75,
                    borderRadius: 10,
                    bgcolor: 'error.main',
                    color: 'error.contrastText',
                    fontSize: 12,
                    fontWeight: 700,
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  <span aria-hidden>{formatUnreadCount(unread)}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {t('common.unreadCount', { count: formatUnreadCount(unread) })}
                  </Box>
                </Box>
              ) : (
                <DoneAllIcon
                  fontSize="small"
                  color="primary"
                  titleAccess={t('inboxClient.list.read')}
                  data-testid="chat-read"
                />
              ))}
          </Stack>
        </Box>
      </ListItemButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {unread > 0 ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onMarkRead(c);
            }}
          >
            {t('inboxClient.list.markRead')}
          </MenuItem>
        ) : (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onMarkUnread(c);
            }}
          >
            {t('inboxClient.list.markUnread')}
          </MenuItem>
        )}
      </Menu>
    </ListItem>
  );
});
