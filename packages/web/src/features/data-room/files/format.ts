import { fileExtension, type DataRoomFile, type FileSortField } from '@atrium/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** Date added of the file list (spec 3 §9): MM/DD/YYYY, MM/DD/YY on phones and tablets. Local time. */
export function formatAddedDate(iso: string, short: boolean): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const year = String(d.getFullYear());
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${short ? year.slice(-2) : year}`;
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
