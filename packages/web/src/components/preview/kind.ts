/** How a file is previewed (spec 1 §2.3), decided by its extension and, failing that, its content type. */
export type PreviewKind = 'pdf' | 'image' | 'text' | 'markdown' | 'csv' | 'office' | 'none';

const BY_EXTENSION: Record<string, PreviewKind> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  txt: 'text',
  md: 'markdown',
  markdown: 'markdown',
  csv: 'csv',
  doc: 'office',
  docx: 'office',
  xls: 'office',
  xlsx: 'office',
  ppt: 'office',
  pptx: 'office',
};

const BY_TYPE: Record<string, PreviewKind> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/svg+xml': 'image',
  'text/plain': 'text',
  'text/markdown': 'markdown',
  'text/csv': 'csv',
};

export const extensionOf = (name: string) =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';

export function previewKind(name: string, contentType?: string | null): PreviewKind {
  const byName = BY_EXTENSION[extensionOf(name)];
  if (byName) return byName;
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return BY_TYPE[type] ?? 'none';
}

/** Text previews read at most this much of a file. */
export const MAX_TEXT_PREVIEW_BYTES = 2 * 1024 * 1024;
/** CSV previews show at most this many rows. */
export const MAX_CSV_PREVIEW_ROWS = 500;
