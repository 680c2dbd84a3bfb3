import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import type { AssistantConversation } from '@atrium/contract';
import { groupByDate, type DateGroup } from '../grouping';
import { RenameField } from './RenameField';

/** The label of a date group: Today… This month, a month name, or month and year. */
export function useGroupLabel() {
  const { t, i18n } = useTranslation();
  return (g: DateGroup<unknown>) => {
    if (g.kind === 'month') return new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(g.month!);
    if (g.kind === 'monthYear')
      return new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(g.month!);
    return t(`assistant.groups.${g.kind}`);
  };
}

export interface ConversationListProps {
  items: AssistantConversation[];
  loading: boolean;
  error: boolean;
  emptyText: string;
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
  onOpen: (c: AssistantConversation) => void;
  onRename: (c: AssistantConversation, title: string) => void;
  onArchive: (c: AssistantConversation) => void;
  onDelete: (c: AssistantConversation) => void;
  /** Fixed "now" for tests. */
  now?: Date;
}

/** Conversations grouped by date (spec 2 §2) with rename, archive/unarchive and delete on each. */
export function ConversationList({
  items,
  loading,
  error,
  emptyText,
  hasMore,
  loadingMore,
  onMore,
  onOpen,
  onRename,
  onArchive,
  onDelete,
  now,
}: ConversationListProps) {
  const { t } = useTranslation();
  const label = useGroupLabel();
  const groups = useMemo(() => groupByDate(items, (c) => c.lastMessageAt ?? c.updatedAt, now), [items, now]);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; item: AssistantConversation } | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);

  if (loading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} />
      </Box>
    );
  if (error) return <Alert severity="error">{t('assistant.conversationsList.errors.getConversations')}</Alert>;
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {emptyText}
      </Typography>
    );
  return (
    <>
      <List dense disablePadding data-testid="assistant-conversations">
        {groups.map((g) => (
          <li key={g.id}>
            <ul style={{ padding: 0 }}>
              <ListSubheader sx={{ lineHeight: '32px' }}>{label(g)}</ListSubheader>
              {g.items.map((c) => {
                const title = c.title || t('assistant.list.untitled');
                return (
                  <ListItem
                    key={c.externalId}
                    disablePadding
                    secondaryAction={
                      renaming === c.externalId ? undefined : (
                        <IconButton
                          edge="end"
                          aria-label={t('assistant.list.actions', { title })}
                          onClick={(e) => setMenu({ anchor: e.currentTarget, item: c })}
                        >
                          <MoreVertIcon fontSize="small" />
                        </IconButton>
                      )
                    }
                  >
                    {renaming === c.externalId ? (
                      <Box sx={{ px: 2, py: 0.5, width: '100%' }}>
                        <RenameField
                          current={c.title}
                          onDone={(v) => {
                            setRenaming(null);
                            if (v) onRename(c, v);
                          }}
                        />
                      </Box>
                    ) : (
                      <ListItemButton onClick={() => onOpen(c)} data-testid="assistant-conversation">
                        <ListItemText
                          primary={title}
                          secondary={c.membersCount > 1 ? `${c.membersCount} 👥` : undefined}
                          slotProps={{ primary: { noWrap: true } }}
                        />
                      </ListItemButton>
                    )}
                  </ListItem>
                );
              })}
            </ul>
          </li>
        ))}
      </List>
      {hasMore && (
        <Button fullWidth onClick={onMore} disabled={loadingMore}>
          {t('assistant.list.loadMore')}
        </Button>
      )}
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setRenaming(menu!.item.externalId);
            setMenu(null);
          }}
        >
          {t('assistant.list.rename')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            onArchive(menu!.item);
            setMenu(null);
          }}
        >
          {menu?.item.isArchived ? t('assistant.list.unarchive') : t('assistant.list.archive')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            onDelete(menu!.item);
            setMenu(null);
          }}
        >
          {t('assistant.list.delete')}
        </MenuItem>
      </Menu>
    </>
  );
}
