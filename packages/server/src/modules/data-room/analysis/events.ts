import { channel, taxonomyEntry, type StateChangedContent } from '@atrium/contract';
import type { AppDeps } from '../../../platform/deps.ts';
import type { AnalysisFile } from './store.ts';

/** STATE_CHANGED (spec 3 §4, §7.12) of one file to every member of its tenant, on their user channels. */
export async function publishStateChanged(
  deps: AppDeps,
  memberExternalIds: string[],
  file: AnalysisFile,
  redFlags: number,
) {
  const content: StateChangedContent = {
    fileExternalId: file.externalId,
    processingState: file.processingState,
    summaryState: file.summaryState,
    suggestedStaticId: file.suggestedStaticId,
    suggestedFolder: file.suggestedStaticId === null ? null : (taxonomyEntry(file.suggestedStaticId)?.name ?? null),
    aiAnalysis: file.aiAnalysis,
    redFlags,
  };
  for (const userExternalId of memberExternalIds) {
    try {
      await deps.realtime.publish(channel('user', userExternalId), { type: 'STATE_CHANGED', content });
    } catch (err) {
      deps.log.warn({ err, file: file.externalId }, 'STATE_CHANGED not published');
    }
  }
}
