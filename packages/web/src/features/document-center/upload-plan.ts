import { DOC_CENTER_LIMITS } from '@atrium/contract';

export interface UploadPlan {
  files: File[];
  /** Names the server may replace (query overwrittenFiles). */
  overwrittenFiles: string[];
}

/** Splits a picked selection: files at or above the limit are dropped (their names are reported), and a name picked twice keeps its first file. */
export function acceptFiles(
  picked: readonly File[],
  maxBytes: number = DOC_CENTER_LIMITS.maxFileBytes,
): { files: File[]; tooLarge: File[] } {
  const files: File[] = [];
  const tooLarge: File[] = [];
  const seen = new Set<string>();
  for (const f of picked) {
    if (f.size >= maxBytes) tooLarge.push(f);
    else if (!seen.has(f.name)) {
      seen.add(f.name);
      files.push(f);
    }
  }
  return { files, tooLarge };
}

/**
 * What to send after the duplicate check: 'overwrite' uploads everything and names the duplicates in
 * overwrittenFiles; 'skip' leaves the duplicates out.
 */
export function planUpload(
  files: readonly File[],
  duplicates: readonly string[],
  choice: 'overwrite' | 'skip',
): UploadPlan {
  const dup = new Set(duplicates);
  if (choice === 'overwrite')
    return { files: [...files], overwrittenFiles: files.filter((f) => dup.has(f.name)).map((f) => f.name) };
  return { files: files.filter((f) => !dup.has(f.name)), overwrittenFiles: [] };
}

/** Per-file progress (0..1) from the bytes sent of the whole multipart body; files go in order. */
export function perFileProgress(files: readonly File[], loaded: number, total: number): number[] {
  const sizes = files.map((f) => Math.max(f.size, 1));
  const sum = sizes.reduce((a, b) => a + b, 0);
  // The body also carries part headers: scale the bytes sent to the files' own bytes.
  const sent = total > 0 ? (loaded / total) * sum : 0;
  let before = 0;
  return sizes.map((s) => {
    const p = Math.min(1, Math.max(0, (sent - before) / s));
    before += s;
    return p;
  });
}
