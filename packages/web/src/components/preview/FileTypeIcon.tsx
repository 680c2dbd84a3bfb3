import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SlideshowOutlinedIcon from '@mui/icons-material/SlideshowOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import type { SvgIconProps } from '@mui/material';
import { extensionOf } from './kind';

/** The icon of a file, by its extension. */
export function FileTypeIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const ext = extensionOf(name);
  if (ext === 'pdf') return <PictureAsPdfOutlinedIcon {...props} />;
  if (['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'].includes(ext)) return <ImageOutlinedIcon {...props} />;
  if (['xls', 'xlsx', 'csv'].includes(ext)) return <TableChartOutlinedIcon {...props} />;
  if (['doc', 'docx'].includes(ext)) return <ArticleOutlinedIcon {...props} />;
  if (['ppt', 'pptx'].includes(ext)) return <SlideshowOutlinedIcon {...props} />;
  if (['txt', 'md', 'markdown'].includes(ext)) return <DescriptionOutlinedIcon {...props} />;
  return <InsertDriveFileOutlinedIcon {...props} />;
}
