import { AppError } from '../errors.ts';

/** Thrown by `Storage.put` when the body exceeds `maxBytes`; callers that know the file name rephrase it (CHAT_MESSAGES.fileTooLarge). */
export class StorageTooLargeError extends AppError {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super('PAYLOAD_TOO_LARGE', `The file exceeds the maximum size (${maxBytes} bytes)`);
    this.maxBytes = maxBytes;
  }
}

export const isStorageTooLarge = (err: unknown): err is StorageTooLargeError => err instanceof StorageTooLargeError;
