import {
  Box,
  Card,
  Checkbox,
  Link,
  MenuItem,
  Stack,
  TextField,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import LinkIcon from '@mui/icons-material/Link';
import FlagIcon from '@mui/icons-material/Flag';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatFileSize, type DataRoomFile, type FileSortField } from '@atrium/contract';
import { FileStateIcon } from './FileStateIcon';
import { FileRowMenu, type RowAction } from './FileRowMenu';
import { fileTypeLabel, formatAddedDate } from './format';
import { isSelectable, selectAllState, showSelectAll } from './selection';

export interface FileListProps {
  rows: DataRoomFile[];
  selected: ReadonlySet<string>;
  onToggle: (row: DataRoomFile) => void;
  onToggleAll: () => void;
  sort: FileSortField;
  direction: 'asc' | 'desc';
  /** A header click toggles (no direction); the phone sort picker names the direction. */
  onSort: (field: FileSortField, direction?: 'asc' | 'desc') => void;
  /** Folder rows open the folder, files the details drawer; URL rows are anchors opening a new tab. */
  onOpen: (row: DataRoomFile) => void;
  onAction: (action: RowAction, row: DataRoomFile) => void;
  highlightId: string | null;
  /** Cards instead of the table (phones and tablets). */
  cards: boolean;
  labelOf: (row: DataRoomFile) => string;
}

const COLUMNS: FileSortField[] = ['name', 'size', 'type', 'createdAt'];

/** The file list of spec 3 §2.10: a table on desktop, cards on phones and tablets. */
export function FileList(props: FileListProps) {
  return props.cards ? <FileCards {...props} /> : <FileTable {...props} />;
}

function RowIcon({ row }: { row: DataRoomFile }) {
  const sx = { color: row.type === 'FOLDER' ? '#1e63d6' : 'text.secondary' };
  if (row.type === 'FOLDER') return <FolderIcon aria-hidden fontSize="small" sx={sx} />;
  if (row.type === 'URL') return <LinkIcon aria-hidden fontSize="small" sx={sx} />;
  return <InsertDriveFileOutlinedIcon aria-hidden fontSize="small" sx={sx} />;
}

function RowCheckbox({ row, props }: { row: DataRoomFile; props: FileListProps }) {
  const { t } = useTranslation();
  if (row.type === 'FOLDER') return <Box sx={{ width: 38, flexShrink: 0 }} />;
  if (row.processingState === 'PROCESSING_SUGGESTED_FOLDER')
    return (
      <Box sx={{ width: 38, flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
        <FileStateIcon file={row} />
      </Box>
    );
  return (
    <Checkbox
      size="small"
      checked={props.selected.has(row.externalId)}
      disabled={!isSelectable(row)}
      onChange={() => props.onToggle(row)}
      slotProps={{ input: { 'aria-label': t('dataRoomFiles.list.select', { name: row.name }) } }}
    />
  );
}

function NameCell({ row, props }: { row: DataRoomFile; props: FileListProps }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <RowIcon row={row} />
      </Box>
      {row.type === 'URL' && row.fileUrl ? (
        // A link opens in a new tab, without giving the page a handle on this one or a referrer (spec 3 §2.10).
        <Link
          href={row.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          underline="hover"
          color="inherit"
          title={row.fileUrl}
          aria-label={t('links.open', { name: props.labelOf(row) })}
          sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
        >
          {props.labelOf(row)}
        </Link>
      ) : (
        <Link
          component="button"
          type="button"
          underline="hover"
          color="inherit"
          onClick={() => props.onOpen(row)}
          sx={{ textAlign: 'left', overflowWrap: 'anywhere', fontWeight: row.type === 'FOLDER' ? 600 : 400 }}
        >
          {props.labelOf(row)}
        </Link>
      )}
      {row.type === 'FILE' && row.processingState !== 'PROCESSING_SUGGESTED_FOLDER' && <FileStateIcon file={row} />}
      {row.redFlags > 0 && (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', color: 'error.main' }}
          title={t('dataRoomFiles.list.redFlags', { count: row.redFlags })}
        >
          <FlagIcon aria-hidden fontSize="small" />
          <Typography variant="caption">{row.redFlags}</Typography>
        </Stack>
      )}
    </Stack>
  );
}

function typeText(row: DataRoomFile, t: TFunction) {
  if (row.type === 'FOLDER') return t('dataRoomFiles.list.folder');
  if (row.type === 'URL') return t('dataRoomFiles.list.url');
  return fileTypeLabel(row);
}

function sizeText(row: DataRoomFile, t: TFunction) {
  if (row.type === 'FOLDER') return t('dataRoomFiles.list.folderFiles', { count: row.fileCount ?? 0 });
  if (row.type === 'URL') return '';
  return formatFileSize(row.size);
}

function SelectAll({ props }: { props: FileListProps }) {
  const { t } = useTranslation();
  if (!showSelectAll(props.rows)) return null;
  const state = selectAllState(props.rows, props.selected);
  return (
    <Checkbox
      size="small"
      checked={state === 'all'}
      indeterminate={state === 'some'}
      onChange={props.onToggleAll}
      slotProps={{ input: { 'aria-label': t('dataRoomFiles.list.selectAll') } }}
    />
  );
}

function FileTable(props: FileListProps) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('dataRoomFiles.list.label')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((field, i) => (
              <TableCell
                key={field}
                sx={{ whiteSpace: 'nowrap', ...(i === 0 ? { pl: 0.5 } : {}) }}
                sortDirection={props.sort === field ? props.direction : false}
              >
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  {i === 0 && <SelectAll props={props} />}
                  <TableSortLabel
                    active={props.sort === field}
                    direction={props.sort === field ? props.direction : 'asc'}
                    onClick={() => props.onSort(field)}
                  >
                    {t(`dataRoomFiles.list.columns.${field}`)}
                  </TableSortLabel>
                </Stack>
              </TableCell>
            ))}
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t('dataRoomFiles.list.columns.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow
              key={row.externalId}
              hover
              selected={props.selected.has(row.externalId) || props.highlightId === row.externalId}
              data-testid="file-row"
              data-name={row.name}
              data-highlighted={props.highlightId === row.externalId ? 'true' : undefined}
              ref={
                props.highlightId === row.externalId
                  ? (el: HTMLTableRowElement | null) => el?.scrollIntoView({ block: 'center' })
                  : undefined
              }
            >
              <TableCell sx={{ pl: 0.5 }}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <RowCheckbox row={row} props={props} />
                  <NameCell row={row} props={props} />
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{sizeText(row, t)}</TableCell>
              <TableCell>{typeText(row, t)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.type === 'FOLDER' ? '' : formatAddedDate(row.createdAt, false, i18n.language)}
              </TableCell>
              <TableCell align="right" sx={{ width: 48 }}>
                <FileRowMenu row={row} onAction={props.onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function FileCards(props: FileListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {showSelectAll(props.rows) && (
          <Stack direction="row" sx={{ alignItems: 'center', flex: 1 }}>
            <SelectAll props={props} />
            <Typography variant="body2" aria-hidden>
              {t('dataRoomFiles.list.selectAll')}
            </Typography>
          </Stack>
        )}
        <TextField
          select
          size="small"
          label={t('dataRoomFiles.list.sortBy')}
          value={`${props.sort}:${props.direction}`}
          onChange={(e) => {
            const [field, direction] = e.target.value.split(':') as [FileSortField, 'asc' | 'desc'];
            props.onSort(field, direction);
          }}
          sx={{ minWidth: 180, ml: 'auto' }}
        >
          {COLUMNS.flatMap((field) =>
            (['asc', 'desc'] as const).map((d) => (
              <MenuItem key={`${field}:${d}`} value={`${field}:${d}`}>
                {t(`dataRoomFiles.list.columns.${field}`)} {d === 'asc' ? '↑' : '↓'}
              </MenuItem>
            )),
          )}
        </TextField>
      </Stack>
      <Stack component="ul" aria-label={t('dataRoomFiles.list.label')} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
        {props.rows.map((row) => (
          <Card
            component="li"
            key={row.externalId}
            variant="outlined"
            data-testid="file-row"
            data-name={row.name}
            sx={{
              bgcolor:
                props.highlightId === row.externalId || props.selected.has(row.externalId)
                  ? 'action.selected'
                  : undefined,
            }}
          >
            <Stack direction="row" sx={{ alignItems: 'flex-start', p: 1, gap: 0.5 }}>
              <RowCheckbox row={row} props={props} />
              <Box sx={{ flex: 1, minWidth: 0, pt: 0.75 }}>
                <NameCell row={row} props={props} />
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {[
                    sizeText(row, t),
                    typeText(row, t),
                    row.type === 'FOLDER' ? '' : formatAddedDate(row.createdAt, true, i18n.language),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <FileRowMenu row={row} onAction={props.onAction} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute' as const,
  whiteSpace: 'nowrap' as const,
  width: '1px',
};
