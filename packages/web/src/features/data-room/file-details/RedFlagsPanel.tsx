import { RedFlagsView } from './RedFlagsView';

/**
 * The red flags of a folder's subtree (its files' flags and the room flags raised there), or of the whole room for
 * 9999 (root) — for the files screen's Red Flags section. Each row names its file. A flag raised here belongs to
 * the folder (no file).
 */
export function RedFlagsPanel({ staticId }: { staticId: number }) {
  return <RedFlagsView staticId={staticId} fileExternalId={null} showFileNames canCreate />;
}
