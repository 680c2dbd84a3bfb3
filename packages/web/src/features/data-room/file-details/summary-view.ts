import type { AiAnalysis, DataRoomFile } from '@atrium/contract';

/** What the summary panel shows for a file (spec 3 §2.12). */
export type SummaryView = 'queued' | 'analysing' | 'cannot' | 'ready';

export function summaryView(file: Pick<DataRoomFile, 'processingState' | 'summaryState'>): SummaryView {
  if (file.summaryState === 'CANNOT_BE_ANALYZED' || file.processingState === 'CANNOT_BE_ANALYZED') return 'cannot';
  if (file.summaryState === 'PROCESSED') return 'ready';
  if (file.processingState === 'NOT_PROCESSED') return 'queued';
  if (
    file.summaryState === 'PROCESSING_AI_SUMMARY' ||
    file.processingState.startsWith('PROCESSING_') ||
    file.processingState === 'PROCESSED_SUGGESTED_FOLDER'
  )
    return 'analysing';
  // Placed / seen states carry a summary.
  return 'ready';
}

/** The suggested-folder line: its state, or the folder. */
export type SuggestedFolderView = 'queued' | 'analysing' | 'cannot' | 'none' | 'folder';

export function suggestedFolderView(
  file: Pick<DataRoomFile, 'processingState' | 'suggestedStaticId' | 'suggestedFolder'>,
): SuggestedFolderView {
  if (file.processingState === 'NOT_PROCESSED') return 'queued';
  if (file.processingState === 'PROCESSING_SUGGESTED_FOLDER') return 'analysing';
  if (file.processingState === 'CANNOT_BE_ANALYZED') return 'cannot';
  return file.suggestedStaticId === null && !file.suggestedFolder ? 'none' : 'folder';
}

export const EMPTY_ANALYSIS: AiAnalysis = {
  documentTitle: '',
  description: '',
  partiesInvolved: [],
  dateOfSignature: null,
  keyProvisions: [],
};
