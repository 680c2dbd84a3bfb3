import type { DataRoomFile, DataRoomFilesPage, StateChangedContent } from '@atrium/contract';

/**
 * A file after a STATE_CHANGED event (spec 3 §4 'Live file updates'): the suggested folder is stored once the
 * suggested folder is processed; the AI analysis once the file is processed-and-not-placed or placed-not-seen;
 * otherwise only the state changes. The red-flag count always follows the event.
 */
export function applyStateChange(file: DataRoomFile, e: StateChangedContent): DataRoomFile {
  const next: DataRoomFile = {
    ...file,
    processingState: e.processingState,
    summaryState: e.summaryState,
    redFlags: e.redFlags,
  };
  if (
    e.processingState === 'PROCESSED_SUGGESTED_FOLDER' ||
    (e.suggestedStaticId !== null && next.suggestedStaticId === null)
  ) {
    next.suggestedStaticId = e.suggestedStaticId;
    next.suggestedFolder = e.suggestedFolder;
  }
  if (e.processingState === 'PROCESSED_AND_NOT_PLACED' || e.processingState === 'PROCESSED_PLACED_NOT_SEEN')
    next.aiAnalysis = e.aiAnalysis;
  return next;
}

const patchList = (list: DataRoomFile[], e: StateChangedContent) => {
  let hit = false;
  const out = list.map((f) => {
    if (f.externalId !== e.fileExternalId) return f;
    hit = true;
    return applyStateChange(f, e);
  });
  return hit ? out : list;
};

/**
 * Patches whatever cached data-room value holds the file: a files page ({folders, content}), a plain list (custom
 * folder files) or one file. Anything else comes back unchanged (same reference, so nothing re-renders).
 */
export function patchCached(value: unknown, e: StateChangedContent): unknown {
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.length && isFile(value[0]) ? patchList(value as DataRoomFile[], e) : value;
  if (isFile(value)) return value.externalId === e.fileExternalId ? applyStateChange(value, e) : value;
  const page = value as Partial<DataRoomFilesPage>;
  if (Array.isArray(page.content)) {
    const content = patchList(page.content, e);
    return content === page.content ? value : { ...page, content };
  }
  return value;
}

function isFile(v: unknown): v is DataRoomFile {
  return !!v && typeof v === 'object' && 'externalId' in v && 'processingState' in v;
}

/** States after which counts, red flags and suggested folders may have changed: lists and stats are refetched. */
export const SETTLED_STATES: readonly string[] = [
  'PROCESSED_SUGGESTED_FOLDER',
  'PROCESSED_AND_NOT_PLACED',
  'PROCESSED_PLACED_NOT_SEEN',
  'PROCESSED_SEEN',
  'CANNOT_BE_ANALYZED',
];
