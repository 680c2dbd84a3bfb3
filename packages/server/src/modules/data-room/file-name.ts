const MAX_NAME = 200;

/**
 * A readable, safe file name: the last path segment only, no control or path characters (\/:*?"<>|), no leading
 * dots or spaces, at most 200 characters with the extension kept. Names never become storage keys; this keeps them
 * harmless in downloads, zip entries and on anyone's disk.
 */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .replace(/[:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const dot = clean.lastIndexOf('.');
  const ext = dot >= 0 ? clean.slice(dot + 1).replace(/\s+/g, '') : '';
  const stem = (dot >= 0 ? clean.slice(0, dot) : clean).replace(/^[.\s]+/, '').replace(/[.\s]+$/, '') || 'file';
  let name = ext ? `${stem}.${ext}` : stem;
  if (name.length > MAX_NAME) {
    const suffix = ext ? `.${ext.slice(0, 10)}` : '';
    name = name.slice(0, MAX_NAME - suffix.length).trimEnd() + suffix;
  }
  return name;
}

/** Zip entry names: unique within the archive (' (2)', ' (3)' before the extension). */
export function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((n) => {
    let candidate = n;
    const dot = n.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [n.slice(0, dot), n.slice(dot)] : [n, ''];
    for (let i = 2; seen.has(candidate.toLowerCase()); i++) candidate = `${stem} (${i})${ext}`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}
