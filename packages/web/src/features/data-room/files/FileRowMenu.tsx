import { useState } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import type { DataRoomFile } from '@atrium/contract';
import { canActOn } from './selection';

export type RowAction = 'download' | 'edit' | 'move' | 'delete';

/** The per-row more-actions menu; hidden for CAN_VIEW and NO_ACCESS (spec 3 §6) and on folder rows. */
export function FileRowMenu({
  row,
  onAction,
}: {
  row: DataRoomFile;
  onAction: (action: RowAction, row: DataRoomFile) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (row.type === 'FOLDER' || !canActOn(row.permission)) return null;
  const act = (a: RowAction) => {
    setAnchor(null);
    onAction(a, row);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('dataRoomFiles.list.moreActions', { name: row.name })}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {row.type === 'FILE' && (
          <MenuItem onClick={() => act('download')}>{t('dataRoomFiles.actions.download')}</MenuItem>
        )}
        {row.type === 'URL' && <MenuItem onClick={() => act('edit')}>{t('links.edit')}</MenuItem>}
        <MenuItem onClick={() => act('move')}>{t('dataRoomFiles.actions.move')}</MenuItem>
        <MenuItem onClick={() => act('delete')}>{t('dataRoomFiles.actions.delete')}</MenuItem>
      </Menu>
    </>
  );
}
