import { randomUUID } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import {
  channel,
  DATA_ROOM_MESSAGES,
  fileExtension,
  wholeMb,
  type UploadProgressContent,
  type UploadProgressStage,
} from '@atrium/contract';
import { AppError, validation } from '../../platform/errors.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { isStorageTooLarge } from '../../platform/storage/errors.ts';
import { peek } from '../../platform/storage/peek.ts';
import { sniffContentType } from '../../platform/storage/sniff.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { safeFileName } from './file-name.ts';

const SNIFF_BYTES = 4100;
/** BYTES_TRANSFERRED is published at most once per MiB of a file. */
export const PROGRESS_STEP_BYTES = 1_048_576;

/** Content types the data room accepts, judged by content (pdf, doc, docx, xls, xlsx). */
export const DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/** One file part of a multipart upload, as the route hands it over. */
export interface UploadPart {
  fileName: string;
  stream: Readable & { truncated?: boolean };
}

export interface StoredBlob {
  externalId: string;
  name: string;
  extension: string;
  contentType: string;
  size: number;
  storageKey: string;
}

export const invalidFormat = () =>
  validation(DATA_ROOM_MESSAGES.invalidFormat, [{ path: 'files', message: DATA_ROOM_MESSAGES.invalidFormat }]);
export const emptyFile = (name: string) =>
  validation(DATA_ROOM_MESSAGES.emptyFile(name), [{ path: 'files', message: DATA_ROOM_MESSAGES.emptyFile(name) }]);
export const tooLarge = (name: string, limit: number) =>
  new AppError('PAYLOAD_TOO_LARGE', DATA_ROOM_MESSAGES.exceededMaxSize(name, wholeMb(limit)));
export const dataRoomKey = (tenantExternalId: string, fileExternalId: string) =>
  `data-room/${tenantExternalId}/${fileExternalId}`;

/** Counts bytes as they pass, calling `onStep` each time another `step` bytes went by. */
function progressCounter(step: number, onStep: (n: number) => void) {
  let n = 0;
  let last = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      n += chunk.length;
      if (n - last >= step) {
        last = n - (n % step);
        onStep(n);
      }
      done(null, chunk);
    },
  });
}

/**
 * Streams every file part to storage (checked by content, size-limited, never held in memory) and reports progress on
 * the uploader's user channel. On any failure every blob already written is removed and the error is rethrown.
 */
export async function storeUploadedParts(
  o: {
    storage: Storage;
    realtime: Realtime;
    userExternalId: string;
    tenantExternalId: string;
    uploadId: string | null;
    maxBytes: number;
    maxFiles: number;
  },
  parts: AsyncIterable<UploadPart>,
): Promise<StoredBlob[]> {
  const stored: StoredBlob[] = [];
  const progress = (filename: string, event: UploadProgressStage, transferred: number) => {
    const content: UploadProgressContent = { uploadId: o.uploadId, filename, event, transferred };
    void o.realtime
      .publish(channel('user', o.userExternalId), { type: 'UPLOAD_PROGRESS', content })
      .catch(() => undefined);
  };
  try {
    for await (const part of parts) {
      if (stored.length >= o.maxFiles) {
        part.stream.resume();
        throw validation(`At most ${o.maxFiles} files per upload`, [
          { path: 'files', message: `At most ${o.maxFiles} files per upload` },
        ]);
      }
      const name = safeFileName(part.fileName);
      const { head, replay } = await peek(part.stream, SNIFF_BYTES);
      // Nothing to sniff: say the file is empty rather than of the wrong format.
      if (head.length === 0) {
        replay.resume();
        throw emptyFile(name);
      }
      const contentType = sniffContentType(name, head);
      if (!contentType || !DOCUMENT_TYPES.has(contentType)) {
        replay.resume();
        throw invalidFormat();
      }
      const externalId = randomUUID();
      const storageKey = dataRoomKey(o.tenantExternalId, externalId);
      progress(name, 'TRANSFER_STARTED', 0);
      const counter = progressCounter(PROGRESS_STEP_BYTES, (n) => progress(name, 'BYTES_TRANSFERRED', n));
      const body = pipeline(replay, counter, () => undefined) as unknown as Readable;
      let size: number;
      try {
        // A file AT the limit is refused too (spec 3 §5: 'at or above the limit').
        size = (await o.storage.put(storageKey, body, { contentType, maxBytes: o.maxBytes - 1 })).size;
      } catch (err) {
        replay.resume();
        if (isStorageTooLarge(err)) throw tooLarge(name, o.maxBytes);
        throw err;
      }
      if (part.stream.truncated || size >= o.maxBytes) {
        await o.storage.delete(storageKey);
        throw tooLarge(name, o.maxBytes);
      }
      stored.push({ externalId, name, extension: fileExtension(name), contentType, size, storageKey });
      progress(name, 'TRANSFER_COMPLETED', size);
    }
    return stored;
  } catch (err) {
    await Promise.all(stored.map((f) => o.storage.delete(f.storageKey).catch(() => undefined)));
    throw err;
  }
}
