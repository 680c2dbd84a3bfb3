import { type CHAT_ATTACHMENT_TYPES } from '@atrium/contract';

type AllowedType = (typeof CHAT_ATTACHMENT_TYPES)[number];
const startsWith = (b: Buffer, sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x);

const ZIP_BY_EXT: Record<string, AllowedType> = {
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const OLE_BY_EXT: Record<string, AllowedType> = { doc: 'application/msword', xls: 'application/vnd.ms-excel' };
const TEXT_BY_EXT: Record<string, AllowedType> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/plain',
  log: 'text/plain',
};
const BINARY_BY_EXT: Record<string, AllowedType> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // A multi-byte character may be cut at the end of the head; decoding the rest must not fail.
  const cut = head.length > 4 ? head.subarray(0, head.length - 4) : head;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(cut);
    return true;
  } catch {
    return false;
  }
}

/**
 * The content type of a file judged by its first bytes (magic numbers), which must agree with its extension; null when
 * the file is not one of CHAT_ATTACHMENT_TYPES (a renamed executable, an unknown format, a name that lies).
 */
export function sniffContentType(fileName: string, head: Buffer): AllowedType | null {
  const ext = (/\.([a-z0-9]+)$/i.exec(fileName)?.[1] ?? '').toLowerCase();
  let sniffed: AllowedType | null = null;
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) sniffed = 'application/pdf';
  else if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) sniffed = 'image/png';
  else if (startsWith(head, [0xff, 0xd8, 0xff])) sniffed = 'image/jpeg';
  else if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) sniffed = 'image/gif';
  else if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    sniffed = 'image/webp';
  else if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]))
    return ZIP_BY_EXT[ext] ?? null;
  else if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return OLE_BY_EXT[ext] ?? null;
  else if (head.length > 0 && looksLikeText(head)) return TEXT_BY_EXT[ext] ?? null;
  if (!sniffed) return null;
  return BINARY_BY_EXT[ext] === sniffed ? sniffed : null;
}
