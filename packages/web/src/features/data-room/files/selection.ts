import type { DataRoomFile, FilePermission } from '@atrium/contract';

/**
 * Selection rules of the file list (spec 3 §2.10, §6): only FILE/URL rows are selectable, and not while the analysis
 * is choosing a folder (PROCESSING_SUGGESTED_FOLDER shows a spinner instead of the checkbox).
 */
export const isSelectable = (row: DataRoomFile) =>
  row.type !== 'FOLDER' && row.processingState !== 'PROCESSING_SUGGESTED_FOLDER';

/** The select-all checkbox shows only when the list holds files. */
export const showSelectAll = (rows: readonly DataRoomFile[]) => rows.some((r) => r.type !== 'FOLDER');

/** CAN_VIEW and NO_ACCESS hide the per-row more-actions menu. */
export const canActOn = (permission: FilePermission) => permission !== 'CAN_VIEW' && permission !== 'NO_ACCESS';

/** Select all toggles every selectable row on (or off when they all are already). */
export function toggleAll(rows: readonly DataRoomFile[], selected: ReadonlySet<string>): Set<string> {
  const ids = rows.filter(isSelectable).map((r) => r.externalId);
  const allOn = ids.length > 0 && ids.every((id) => selected.has(id));
  return allOn ? new Set() : new Set(ids);
}

export function toggleOne(selected: ReadonlySet<string>, row: DataRoomFile): Set<string> {
  const next = new Set(selected);
  if (!isSelectable(row)) return next;
  if (next.has(row.externalId)) next.delete(row.externalId);
  else next.add(row.externalId);
  return next;
}

/** The selection trimmed to rows still listed and still selectable (after a refetch or a state change). */
export function pruneSelection(rows: readonly DataRoomFile[], selected: ReadonlySet<string>): Set<string> {
  const ok = new Set(rows.filter(isSelectable).map((r) => r.externalId));
  return new Set([...selected].filter((id) => ok.has(id)));
}

export type AllState = 'none' | 'some' | 'all';
export function selectAllState(rows: readonly DataRoomFile[], selected: ReadonlySet<string>): AllState {
  const ids = rows.filter(isSelectable).map((r) => r.externalId);
  const on = ids.filter((id) => selected.has(id)).length;
  return on === 0 ? 'none' : on === ids.length ? 'all' : 'some';
}
