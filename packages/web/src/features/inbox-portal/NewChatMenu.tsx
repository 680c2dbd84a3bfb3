import { useState } from 'react';
import { Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import { useTranslation } from 'react-i18next';
import type { CreateMode } from './CreateChatDialog';

/** The create-chat control: a menu with 'New private chat' and 'New group' (an icon in the header, a button when empty). */
export function NewChatMenu({
  onPick,
  variant = 'icon',
}: {
  onPick: (mode: CreateMode) => void;
  variant?: 'icon' | 'button';
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (mode: CreateMode) => {
    setAnchor(null);
    onPick(mode);
  };
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={t('inboxPortal.newChat.open')}>
          <IconButton
            aria-label={t('inboxPortal.newChat.open')}
            aria-haspopup="menu"
            onClick={(e) => setAnchor(e.currentTarget)}
            data-testid="new-chat-button"
          >
            <AddCommentOutlinedIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="contained"
          startIcon={<AddCommentOutlinedIcon />}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {t('inboxPortal.newChat.open')}
        </Button>
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('private')}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('inboxPortal.newChat.private')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => pick('group')}>
          <ListItemIcon>
            <GroupAddOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('inboxPortal.newChat.group')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
