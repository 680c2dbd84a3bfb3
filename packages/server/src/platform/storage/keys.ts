import { validation } from '../errors.ts';

// Keys are chosen by the server (never from user input), but a key is still a path on disk and in a bucket:
// plain segments only, so no key can climb out of the storage root.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Returns the key when every `/`-separated segment is plain (no `..`, no leading `/`, no backslash); throws otherwise. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (key.length === 0 || key.length > 512 || !segments.every((s) => SEGMENT.test(s) && s !== '..' && s !== '.')) {
    throw validation(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
