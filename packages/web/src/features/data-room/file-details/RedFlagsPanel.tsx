import { TAXONOMY_IDS } from '@atrium/contract';
import { RedFlagsView } from './RedFlagsView';

/**
 * The red flags of a folder's subtree, or of the whole room for 9999 (root) — for the files screen's Red Flags
 * section. Each row names its file. A new flag can be raised for the whole room only: a flag raised inside a
 * folder would belong to no file of that folder.
 */
export function RedFlagsPanel({ staticId }: { staticId: number }) {
  return <RedFlagsView staticId={staticId} fileExternalId={null} showFileNames canCreate={staticId === TAXONOMY_IDS.root} />;
}
