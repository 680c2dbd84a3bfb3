import { useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  Checkbox,
  Chip,
  IconButton,
  Link,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  Paper,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates';
import { formatFileSize, type DocCenterItem } from '@atrium/contract';
import { ItemIcon } from './ItemIcon';
import { visuallyHidden } from '../../components/UnreadBadge';

/** `editLink` (name and address) takes the place of `rename` on a link. */
export type RowAction = 'rename' | 'editLink' | 'move' | 'download' | 'delete';

export interface ItemListProps {
  items: DocCenterItem[];
  selected: ReadonlySet<string>;
  onToggle: (externalId: string) => void;
  onToggleAll: () => void;
  onOpen: (item: DocCenterItem) => void;
  onAction: (action: RowAction, item: DocCenterItem) => void;
  /** Which row actions are offered (staff on a client's documents see fewer). */
  actions: readonly RowAction[];
  selectable: boolean;
  mobile: boolean;
}

const ACTION_ICONS: Record<RowAction, React.ReactNode> = {
  rename: <DriveFileRenameOutlineIcon fontSize="small" />,
  editLink: <EditOutlinedIcon fontSize="small" />,
  move: <DriveFileMoveOutlinedIcon fontSize="small" />,
  download: <DownloadOutlinedIcon fontSize="small" />,
  delete: <DeleteOutlineIcon fontSize="small" />,
};

/** Size of a file, or the number of files beneath a folder. */
function SizeText({ item }: { item: DocCenterItem }) {
  const { t } = useTranslation();
  if (item.kind === 'FOLDER') return <>{t('documentCenter.fileCount', { count: item.fileCount })}</>;
  if (item.kind === 'URL') return <>—</>;
  return <>{formatFileSize(item.size)}</>;
}

function OwnershipChip({ item }: { item: DocCenterItem }) {
  const { t } = useTranslation();
  if (item.ownership === 'ALL') return null;
  return <Chip size="small" variant="outlined" label={t(`documentCenter.badge.${item.ownership}`)} sx={{ ml: 1 }} />;
}

/** The name as a keyboard-reachable control: a folder opens, a file downloads, a link opens in a new tab. */
function NameLink({ item, onOpen }: { item: DocCenterItem; onOpen: (item: DocCenterItem) => void }) {
  const { t } = useTranslation();
  if (item.kind === 'URL' && item.url) {
    return (
      <Link
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        title={item.url}
        aria-label={t('links.open', { name: item.name })}
        sx={{ wordBreak: 'break-word' }}
      >
        {item.name}
      </Link>
    );
  }
  return (
    <Link
      component="button"
      type="button"
      onClick={() => onOpen(item)}
      title={
        item.kind === 'FOLDER'
          ? t('documentCenter.actions.open', { name: item.name })
          : t('documentCenter.actions.downloadOne', { name: item.name })
      }
      sx={{ textAlign: 'left', wordBreak: 'break-word', fontWeight: item.kind === 'FOLDER' ? 600 : 400 }}
    >
      {item.name}
    </Link>
  );
}

function RowMenu({
  item,
  actions,
  onAction,
}: {
  item: DocCenterItem;
  actions: readonly RowAction[];
  onAction: ItemListProps['onAction'];
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const available = actions
    .map((a): RowAction => (a === 'rename' && item.kind === 'URL' ? 'editLink' : a))
    .filter((a) => a !== 'download' || item.kind !== 'URL');
  if (available.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('documentCenter.actions.more', { name: item.name })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {available.map((a) => (
          <MenuItem
            key={a}
            onClick={() => {
              setAnchor(null);
              onAction(a, item);
            }}
            sx={a === 'delete' ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={a === 'delete' ? { color: 'error.main' } : undefined}>{ACTION_ICONS[a]}</ListItemIcon>
            <ListItemText>{a === 'editLink' ? t('links.edit') : t(`documentCenter.actions.${a}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Folders and files: a table on desktop, cards on phones and tablets. */
export function ItemList({
  items,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  onAction,
  actions,
  selectable,
  mobile,
}: ItemListProps) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const allChecked = items.length > 0 && items.every((i) => selected.has(i.externalId));
  const someChecked = items.some((i) => selected.has(i.externalId));

  if (mobile) {
    return (
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }} aria-label={t('documentCenter.listLabel')}>
        {items.map((item) => (
          <Card component="li" key={item.externalId} variant="outlined">
            <CardContent
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1.5, '&:last-child': { pb: 1.5 } }}
            >
              {selectable && (
                <Checkbox
                  size="small"
                  checked={selected.has(item.externalId)}
                  onChange={() => onToggle(item.externalId)}
                  slotProps={{ input: { 'aria-label': t('documentCenter.actions.select', { name: item.name }) } }}
                  sx={{ p: 0.5 }}
                />
              )}
              <Box sx={{ pt: 0.5 }}>
                <ItemIcon item={item} />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box>
                  <NameLink item={item} onOpen={onOpen} />
                  <OwnershipChip item={item} />
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <SizeText item={item} /> · {date(item.updatedAt)}
                </Typography>
                {item.owner && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {item.owner.name}
                  </Typography>
                )}
              </Box>
              <RowMenu item={item} actions={actions} onAction={onAction} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('documentCenter.listLabel')}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChecked}
                  indeterminate={someChecked && !allChecked}
                  onChange={onToggleAll}
                  slotProps={{ input: { 'aria-label': t('documentCenter.actions.selectAll') } }}
                />
              </TableCell>
            )}
            <TableCell>{t('documentCenter.columns.name')}</TableCell>
            <TableCell>{t('documentCenter.columns.size')}</TableCell>
            <TableCell>{t('documentCenter.columns.owner')}</TableCell>
            <TableCell>{t('documentCenter.columns.created')}</TableCell>
            <TableCell>{t('documentCenter.columns.updated')}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t('documentCenter.columns.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.externalId} hover selected={selected.has(item.externalId)}>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(item.externalId)}
                    onChange={() => onToggle(item.externalId)}
                    slotProps={{ input: { 'aria-label': t('documentCenter.actions.select', { name: item.name }) } }}
                  />
                </TableCell>
              )}
              <TableCell>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <ItemIcon item={item} />
                  <Box>
                    <NameLink item={item} onOpen={onOpen} />
                    <OwnershipChip item={item} />
                  </Box>
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <SizeText item={item} />
              </TableCell>
              <TableCell>{item.owner?.name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(item.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(item.updatedAt)}</TableCell>
              <TableCell align="right">
                <RowMenu item={item} actions={actions} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
