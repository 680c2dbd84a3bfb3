import { useState, type MouseEvent } from 'react';
import { Box, IconButton, ListItem, ListItemButton, Menu, MenuItem, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import { levelColour } from './tree-filter';

export interface TreeRowProps {
  label: string;
  level: number;
  count?: number;
  expandable: boolean;
  expanded: boolean;
  selected: boolean;
  /** Sections only toggle (spec 3 §2.3). */
  toggleOnly?: boolean;
  /** Desktop click: select/deselect (or toggle for sections). */
  onClick: () => void;
  /** Select and open in the content (the 'go' arrow and 'Enter folder'). */
  onEnter: () => void;
  onToggle: () => void;
  /** Phones and tablets: a tap opens a menu instead (Enter folder, Expand/Collapse). */
  touch: boolean;
  onContextMenu?: (e: MouseEvent<HTMLElement>) => void;
  /** Extra items in the touch menu (custom folder options). */
  extraMenu?: (close: () => void) => React.ReactNode;
  testId?: string;
}

/** One row of the directory tree: chevron, folder icon in its level colour, name, count, and the desktop 'go' arrow. */
export function TreeRow(props: TreeRowProps) {
  const { label, level, count, expandable, expanded, selected, toggleOnly, touch, testId } = props;
  const { t } = useTranslation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const colour = levelColour(level);
  const click = (e: MouseEvent<HTMLElement>) => {
    if (touch && !(toggleOnly && !props.extraMenu)) setMenu(e.currentTarget);
    else props.onClick();
  };
  const close = () => setMenu(null);
  return (
    <ListItem
      disablePadding
      data-testid={testId}
      secondaryAction={
        !touch && !toggleOnly ? (
          <IconButton
            size="small"
            edge="end"
            aria-label={t('dataRoomFiles.tree.go', { name: label })}
            onClick={props.onEnter}
            className="tree-go"
          >
            <ArrowForwardIcon fontSize="inherit" />
          </IconButton>
        ) : undefined
      }
      sx={{ '& .tree-go': { opacity: 0 }, '&:hover .tree-go, & .tree-go:focus-visible': { opacity: 1 } }}
    >
      <ListItemButton
        selected={selected}
        aria-expanded={expandable ? expanded : undefined}
        aria-current={selected ? 'true' : undefined}
        onClick={click}
        onContextMenu={props.onContextMenu}
        sx={{ pl: 1 + level * 2, py: 0.5, pr: touch ? 1 : 5, gap: 0.75 }}
      >
        <Box aria-hidden sx={{ display: 'flex', width: 20, color: 'text.secondary' }}>
          {expandable ? expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" /> : null}
        </Box>
        <FolderIcon aria-hidden fontSize="small" sx={{ color: colour }} />
        <Typography
          variant="body2"
          sx={{ flex: 1, minWidth: 0, fontWeight: level === 0 ? 600 : 400, overflowWrap: 'anywhere' }}
        >
          {label}
        </Typography>
        {count !== undefined && (
          <Typography
            variant="caption"
            sx={{ color: 'text.secondary' }}
            title={t('dataRoomFiles.tree.count', { count })}
          >
            {count}
          </Typography>
        )}
      </ListItemButton>
      <Menu anchorEl={menu} open={!!menu} onClose={close}>
        {!toggleOnly && (
          <MenuItem
            onClick={() => {
              close();
              props.onEnter();
            }}
          >
            {t('dataRoomFiles.tree.enterFolder')}
          </MenuItem>
        )}
        {expandable && (
          <MenuItem
            onClick={() => {
              close();
              props.onToggle();
            }}
          >
            {expanded ? t('dataRoomFiles.tree.collapse') : t('dataRoomFiles.tree.expand')}
          </MenuItem>
        )}
        {props.extraMenu?.(close)}
      </Menu>
    </ListItem>
  );
}
