import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { uniqueNames } from './file-name.ts';

export interface ZipEntry {
  name: string;
  size: number;
  open: () => Promise<Readable>;
}

/**
 * A zip streamed as it is built: each file is opened only when its turn comes, so memory does not grow with the
 * files. Entries are stored, not deflated (pdf/docx/xlsx are compressed already), under unique names.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  const zip = new yazl.ZipFile();
  const names = uniqueNames(entries.map((e) => e.name));
  entries.forEach((e, i) => {
    zip.addReadStreamLazy(names[i], { compress: false, size: e.size }, (cb) => {
      e.open().then(
        (s) => cb(null, s),
        (err: unknown) => cb(err, undefined as never),
      );
    });
  });
  zip.end();
  return zip.outputStream as unknown as Readable;
}
