import { TAXONOMY_IDS, type DataRoomFile } from '@atrium/contract';

/** Where a file sits: a taxonomy entry (or the master folder 9997) or a custom folder. */
export type FileLocation = { kind: 'static'; staticId: number } | { kind: 'custom'; externalId: string };

export function locationOf(file: Pick<DataRoomFile, 'parentStaticId' | 'customFolderExternalId'>): FileLocation {
  if (file.customFolderExternalId) return { kind: 'custom', externalId: file.customFolderExternalId };
  return { kind: 'static', staticId: file.parentStaticId ?? TAXONOMY_IDS.master };
}

export const locationKey = (l: FileLocation) => (l.kind === 'static' ? `s:${l.staticId}` : `c:${l.externalId}`);

/** One move call: these files to that location. */
export interface MoveStep {
  to: FileLocation;
  fileExternalIds: string[];
}

/**
 * The calls that undo a move (spec 3 §2.10 "undo moves the files back"): each file returns to ITS OWN previous folder,
 * so files that came from different folders give one call per folder. `before` are the rows as they were before the
 * move; files already where they were are skipped.
 */
export function undoSteps(before: readonly DataRoomFile[], destination: FileLocation): MoveStep[] {
  const groups = new Map<string, MoveStep>();
  const destKey = locationKey(destination);
  for (const file of before) {
    const from = locationOf(file);
    const key = locationKey(from);
    if (key === destKey) continue;
    const step = groups.get(key) ?? { to: from, fileExternalIds: [] };
    step.fileExternalIds.push(file.externalId);
    groups.set(key, step);
  }
  return [...groups.values()];
}

/** Files per custom folder a set of rows leaves (for the custom tree counts). */
export function countByCustomFolder(
  files: readonly Pick<DataRoomFile, 'customFolderExternalId'>[],
): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of files)
    if (f.customFolderExternalId) out.set(f.customFolderExternalId, (out.get(f.customFolderExternalId) ?? 0) + 1);
  return out;
}
