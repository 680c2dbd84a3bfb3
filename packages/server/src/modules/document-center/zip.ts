import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';

/** One entry of a zip: its path inside the archive and a function opening its bytes. */
export interface ZipEntry {
  path: string;
  open: () => Promise<Readable>;
}

/**
 * A streamed .zip of the entries (stored, not deflated: documents are mostly compressed already). Entries are opened
 * one after another while the archive is read, so memory does not grow with the number or size of the files.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  const zip = new yazl.ZipFile();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  (async () => {
    for (const e of entries) {
      const stream = await e.open();
      zip.addReadStream(stream, e.path, { compress: false });
      // yazl reads entries in order; wait for this one before opening the next so only one blob stream is open.
      await new Promise<void>((resolve, reject) => {
        stream.once('end', resolve);
        stream.once('close', resolve);
        stream.once('error', reject);
      });
    }
    zip.end();
  })().catch((err) => out.destroy(err as Error));
  return out;
}

/** Paths inside an archive must be unique: a repeated path gets ' (2)', ' (3)'… before its extension. */
export function uniquePaths(paths: string[]): string[] {
  const seen = new Set<string>();
  return paths.map((p) => {
    let candidate = p;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) candidate = withSuffix(p, n);
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

/** 'report.pdf' → 'report (2).pdf'. */
export function withSuffix(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  const slash = name.lastIndexOf('/');
  if (dot > slash + 1) return `${name.slice(0, dot)} (${n})${name.slice(dot)}`;
  return `${name} (${n})`;
}
