import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatFileSize, type RoomFile } from '@atrium/contract';

/** The files of a room: name, size, date and per-row actions (owner and guest alike). */
export function RoomFilesTable({ files, actions }: { files: RoomFile[]; actions: (f: RoomFile) => ReactNode }) {
  const { t, i18n } = useTranslation();
  if (!files.length)
    return <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('sharedSpaces.noFiles')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('sharedSpaces.fileName')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('sharedSpaces.fileName')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('sharedSpaces.size')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('sharedSpaces.added_at')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((f) => (
            <TableRow key={f.externalId} data-testid="room-file">
              <TableCell sx={{ wordBreak: 'break-word' }}>{f.name}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatFileSize(f.size)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {new Date(f.createdAt).toLocaleDateString(i18n.language)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {actions(f)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
