import { DOC_CENTER_LIMITS } from '@atrium/contract';
import { withSuffix } from './zip.ts';

/** A stored item name: no path separators or control characters, trimmed, at most nameMax characters. */
export function safeName(raw: string, fallback = 'file'): string {
  const cleaned = raw
    .replace(/\p{Cc}/gu, '')
    .replace(/[\\/]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const name = cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
  if (name.length <= DOC_CENTER_LIMITS.nameMax) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, DOC_CENTER_LIMITS.nameMax - ext.length) + ext;
}

/** The name itself when free, else 'name (2).ext', 'name (3).ext'… (compared case-insensitively). */
export function freeName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = withSuffix(name, n);
  return candidate;
}
