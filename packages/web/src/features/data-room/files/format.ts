import { fileExtension, type DataRoomFile, type FileSortField } from '@atrium/contract';
import { formatDate } from '../../../lib/dates';

/**
 * Date added of the file list and the file details (spec 3 §9): two-digit day and month and the year, in the
 * reader's language order through the shared date helper — MM/DD/YYYY in English, DD/MM/YYYY in Spanish; a two-digit
 * year on phones and tablets. Local time.
 */
export function formatAddedDate(iso: string, short: boolean, language: string): string {
  return formatDate(iso, language, { year: short ? '2-digit' : 'numeric', month: '2-digit', day: '2-digit' });
}

/** The type column: the extension in capitals for files; folders and links are named by the caller. */
export const fileTypeLabel = (row: Pick<DataRoomFile, 'name' | 'type'>) =>
  row.type === 'FILE' ? fileExtension(row.name).toUpperCase() : '';

/** Client-side sort for lists the server does not sort (custom folder files): folders first, like the server. */
export function sortRows(
  rows: readonly DataRoomFile[],
  field: FileSortField,
  direction: 'asc' | 'desc',
): DataRoomFile[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = (r: DataRoomFile): string | number =>
    field === 'size'
      ? r.size
      : field === 'createdAt'
        ? r.createdAt
        : field === 'name'
          ? r.name.toLowerCase()
          : fileTypeLabel(r) || r.type;
  return [...rows].sort((a, b) => {
    if ((a.type === 'FOLDER') !== (b.type === 'FOLDER')) return a.type === 'FOLDER' ? -1 : 1;
    const va = value(a);
    const vb = value(b);
    const c = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb));
    return c !== 0 ? c * sign : a.name.localeCompare(b.name);
  });
}
