import { DATA_ROOM_SECTIONS, TAXONOMY_IDS, taxonomyEntry, type DataRoomSection } from '@atrium/contract';

/** What the tree has selected (spec 3 §4): the master root (default), a taxonomy entry or a custom folder. */
export type TreeSelection =
  { kind: 'master' } | { kind: 'taxonomy'; staticId: number } | { kind: 'custom'; externalId: string; name: string };

export const MASTER_SELECTION: TreeSelection = { kind: 'master' };

export const selectionKey = (s: TreeSelection) =>
  s.kind === 'master' ? 'master' : s.kind === 'taxonomy' ? `s:${s.staticId}` : `c:${s.externalId}`;

/**
 * The navigation state other screens pass to /one/data-room/files (spec 3 §2): `{ section, entry }` — w-landing's
 * `DataRoomFilesState` (navigation.ts): `entry` is `{ staticId }` or `{ customFolderExternalId }`. A bare static id or a
 * `{ externalId, name }` custom folder are accepted too; anything else means master.
 */
export interface FilesNavState {
  section?: DataRoomSection;
  entry?:
    number | { staticId: number } | { customFolderExternalId: string } | { externalId: string; name?: string } | null;
}

export function selectionFromEntry(entry: FilesNavState['entry']): TreeSelection {
  if (entry === null || entry === undefined) return MASTER_SELECTION;
  const staticId = typeof entry === 'number' ? entry : 'staticId' in entry ? entry.staticId : null;
  if (staticId !== null) {
    if (staticId === TAXONOMY_IDS.master || !taxonomyEntry(staticId)) return MASTER_SELECTION;
    return { kind: 'taxonomy', staticId };
  }
  if (
    typeof entry === 'object' &&
    'customFolderExternalId' in entry &&
    typeof entry.customFolderExternalId === 'string'
  )
    return { kind: 'custom', externalId: entry.customFolderExternalId, name: '' };
  if (typeof entry === 'object' && 'externalId' in entry && typeof entry.externalId === 'string')
    return { kind: 'custom', externalId: entry.externalId, name: entry.name ?? '' };
  return MASTER_SELECTION;
}

export function sectionFromState(state: unknown): DataRoomSection {
  const section = (state as FilesNavState | null)?.section;
  return section && (DATA_ROOM_SECTIONS as readonly string[]).includes(section) ? section : 'MANAGE';
}

/** Tree keys to expand so an entry shows: its taxonomy ancestors (not itself). */
export function ancestorKeys(staticId: number): string[] {
  const keys: string[] = [];
  for (let e = taxonomyEntry(staticId); e && e.parentStaticId !== null; e = taxonomyEntry(e.parentStaticId))
    keys.push(`s:${e.parentStaticId}`);
  return keys;
}
