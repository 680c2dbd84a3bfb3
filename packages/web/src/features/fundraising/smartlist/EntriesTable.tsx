import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import type { FunderListEntry } from '@atrium/contract';
import { checkRange, placeOf } from '../format';

/** The investors of a list with their note and next contact date. */
export function EntriesTable({
  items,
  onEditNote,
  onNextContact,
  onRemove,
  onToggleDisabled,
  below,
}: {
  items: FunderListEntry[];
  onEditNote: (e: FunderListEntry) => void;
  onNextContact: (e: FunderListEntry, date: string) => void;
  onRemove: (e: FunderListEntry) => void;
  onToggleDisabled: (e: FunderListEntry) => void;
  /** Shown under a funder's name (the 'shared with investor' links). */
  below?: (e: FunderListEntry) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('fundraising.columns.name')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {t('fundraising.columns.location')}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {t('fundraising.columns.checkSize')}
            </TableCell>
            <TableCell>{t('fundraising.columns.note')}</TableCell>
            <TableCell>{t('fundraising.columns.nextContact')}</TableCell>
            <TableCell align="right">{t('fundraising.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((e) => {
            const name = e.funder.name;
            return (
              <TableRow key={e.funder.externalId} data-testid="smartlist-row" sx={{ opacity: e.disabled ? 0.5 : 1 }}>
                <TableCell sx={{ fontWeight: 600 }}>
                  {name}
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`fundraising.types.${e.funder.type}`)}
                  </Typography>
                  {below?.(e)}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{placeOf(e.funder)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {checkRange(e.funder)}
                </TableCell>
                <TableCell sx={{ maxWidth: 320 }}>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', flex: 1 }}>
                      {e.note ?? ''}
                    </Typography>
                    <Tooltip title={t('fundraising.list.editNote', { name })}>
                      <IconButton
                        size="small"
                        aria-label={t('fundraising.list.editNote', { name })}
                        onClick={() => onEditNote(e)}
                      >
                        <EditNoteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </TableCell>
                <TableCell>
                  <TextField
                    type="date"
                    size="small"
                    value={e.nextContact ?? ''}
                    onChange={(ev) => onNextContact(e, ev.target.value)}
                    slotProps={{ htmlInput: { 'aria-label': t('fundraising.list.nextContactOf', { name }) } }}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t(e.disabled ? 'fundraising.list.enable' : 'fundraising.list.disable', { name })}>
                    <IconButton
                      aria-label={t(e.disabled ? 'fundraising.list.enable' : 'fundraising.list.disable', { name })}
                      onClick={() => onToggleDisabled(e)}
                    >
                      {e.disabled ? <VisibilityIcon /> : <VisibilityOffIcon />}
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('fundraising.list.remove', { name })}>
                    <IconButton aria-label={t('fundraising.list.remove', { name })} onClick={() => onRemove(e)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
