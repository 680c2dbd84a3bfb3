import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import LinkIcon from '@mui/icons-material/Link';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type { DocCenterItem } from '@atrium/contract';

const extension = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** The icon of an item's kind (folder, link) or, for a file, of its type. Decorative: the row names the item. */
export function ItemIcon({ item }: { item: Pick<DocCenterItem, 'kind' | 'name'> }) {
  const sx = { color: item.kind === 'FOLDER' ? 'primary.main' : 'text.secondary' };
  if (item.kind === 'FOLDER') return <FolderOutlinedIcon aria-hidden sx={sx} />;
  if (item.kind === 'URL') return <LinkIcon aria-hidden sx={sx} />;
  const ext = extension(item.name);
  if (ext === 'pdf') return <PictureAsPdfOutlinedIcon aria-hidden sx={sx} />;
  if (['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp'].includes(ext)) return <ImageOutlinedIcon aria-hidden sx={sx} />;
  if (['xls', 'xlsx', 'csv'].includes(ext)) return <TableChartOutlinedIcon aria-hidden sx={sx} />;
  if (['doc', 'docx', 'txt', 'md', 'rtf'].includes(ext)) return <DescriptionOutlinedIcon aria-hidden sx={sx} />;
  return <InsertDriveFileOutlinedIcon aria-hidden sx={sx} />;
}
