import { DATA_ROOM_LIMITS, DATA_ROOM_MESSAGES, isDocumentName, wholeMb } from '@atrium/contract';

/** Why a chosen file was dropped before upload (spec 3 §4, §5). */
export type UploadRejection =
  | { reason: 'invalidFormat'; name: string }
  | { reason: 'empty'; name: string }
  | { reason: 'tooLarge'; name: string; maxMb: number }
  | { reason: 'duplicate'; name: string };

export interface UploadFilterResult<F> {
  accepted: F[];
  rejected: UploadRejection[];
}

/**
 * The browser-side upload filter of the upload dialog: only pdf, doc, docx, xls and xlsx (by extension; the server
 * checks the content again); an empty (0-byte) file is dropped as empty; a file at or above the document limit is dropped; a file whose name is already in the
 * uploaded list — or earlier in the same batch — is dropped. Order is kept.
 */
export function filterUploads<F extends { name: string; size: number }>(
  files: readonly F[],
  uploadedNames: Iterable<string> = [],
  maxBytes: number = DATA_ROOM_LIMITS.maxDocumentBytes,
): UploadFilterResult<F> {
  const seen = new Set(uploadedNames);
  const accepted: F[] = [];
  const rejected: UploadRejection[] = [];
  for (const file of files) {
    if (!isDocumentName(file.name)) rejected.push({ reason: 'invalidFormat', name: file.name });
    else if (file.size === 0) rejected.push({ reason: 'empty', name: file.name });
    else if (file.size >= maxBytes) rejected.push({ reason: 'tooLarge', name: file.name, maxMb: wholeMb(maxBytes) });
    else if (seen.has(file.name)) rejected.push({ reason: 'duplicate', name: file.name });
    else {
      seen.add(file.name);
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

/** The five icon stages of a file's progress (spec 3 §4): ≤0.2, ≤0.4, ≤0.6, ≤0.8, and above 0.8 (done, green). */
export function progressStage(progress: number): 0 | 1 | 2 | 3 | 4 {
  if (progress <= 0.2) return 0;
  if (progress <= 0.4) return 1;
  if (progress <= 0.6) return 2;
  if (progress <= 0.8) return 3;
  return 4;
}

/** A progress bar turns green at 0.99 or more. */
export const progressBarDone = (progress: number) => progress >= 0.99;

/** Bytes sent over the file's size, clamped to [0, 1]; an empty file counts as sent once anything was. */
export function fileProgress(sent: number, size: number): number {
  if (size <= 0) return sent > 0 ? 1 : 0;
  return Math.max(0, Math.min(1, sent / size));
}

/** The server's upload refusals, as translation keys (the row shows them in the reader's language). */
export function uploadErrorKey(
  status: number,
  message: string,
): 'dataRoom.upload.empty' | 'dataRoom.upload.invalidFormat' | 'dataRoom.upload.exceededMaxSize' | null {
  if (status === 413) return 'dataRoom.upload.exceededMaxSize';
  if (message === DATA_ROOM_MESSAGES.invalidFormat) return 'dataRoom.upload.invalidFormat';
  if (message.endsWith(DATA_ROOM_MESSAGES.emptyFile(''))) return 'dataRoom.upload.empty';
  return null;
}
