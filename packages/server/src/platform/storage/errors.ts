import { AppError } from '../errors.js';

/** Thrown by `Storage.put` when the body exceeds `maxBytes`; callers that know the file name rephrase it (CHAT_MESSAGES.fileTooLarge). */
export class StorageTooLargeError extends AppError {
  constructor(readonly maxBytes: number) {
    super('PAYLOAD_TOO_LARGE', `The file exceeds the maximum size (${maxBytes} bytes)`);
  }
}

export const isStorageTooLarge = (err: unknown): err is StorageTooLargeError => err instanceof StorageTooLargeError;
