import { TAXONOMY_IDS } from '@atrium/contract';
import { RedFlagsView } from './RedFlagsView';

/** The red flags of one file, with create (spec 3 §2.11). */
export function RedFlagsList({ fileExternalId }: { fileExternalId: string }) {
  return <RedFlagsView staticId={TAXONOMY_IDS.root} fileExternalId={fileExternalId} showFileNames={false} canCreate />;
}
