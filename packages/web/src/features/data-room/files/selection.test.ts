import { describe, expect, it } from 'vitest';
import {
  canActOn,
  isSelectable,
  pruneSelection,
  selectAllState,
  showSelectAll,
  toggleAll,
  toggleOne,
} from './selection';
import { fileRow } from './test-data';

describe('file list selection rules (spec 3 §2.10, §6)', () => {
  const spinning = fileRow({ processingState: 'PROCESSING_SUGGESTED_FOLDER' });
  const ready = fileRow();
  const other = fileRow({ processingState: 'NOT_PROCESSED' });
  const dir = fileRow({ type: 'FOLDER', staticId: 1, fileCount: 2 });

  it('a file choosing its folder (spinner) and folder rows cannot be selected', () => {
    expect(isSelectable(spinning)).toBe(false);
    expect(isSelectable(dir)).toBe(false);
    expect(isSelectable(ready)).toBe(true);
    expect(toggleOne(new Set(), spinning).size).toBe(0);
    expect([...toggleOne(new Set(), ready)]).toEqual([ready.externalId]);
    expect(toggleOne(new Set([ready.externalId]), ready).size).toBe(0);
  });

  it('select-all shows only when files exist', () => {
    expect(showSelectAll([])).toBe(false);
    expect(showSelectAll([dir])).toBe(false);
    expect(showSelectAll([dir, ready])).toBe(true);
  });

  it('select-all takes the selectable rows only, and clears when all are on', () => {
    const rows = [dir, spinning, ready, other];
    const all = toggleAll(rows, new Set());
    expect([...all].sort()).toEqual([ready.externalId, other.externalId].sort());
    expect(selectAllState(rows, all)).toBe('all');
    expect(selectAllState(rows, new Set([ready.externalId]))).toBe('some');
    expect(toggleAll(rows, all).size).toBe(0);
  });

  it('a row that starts processing or leaves the list drops out of the selection', () => {
    const now = [{ ...ready, processingState: 'PROCESSING_SUGGESTED_FOLDER' as const }];
    expect(pruneSelection(now, new Set([ready.externalId, other.externalId])).size).toBe(0);
  });

  it('more-actions are hidden for CAN_VIEW and NO_ACCESS', () => {
    expect(canActOn('CAN_VIEW')).toBe(false);
    expect(canActOn('NO_ACCESS')).toBe(false);
    expect(canActOn('CAN_DOWNLOAD')).toBe(true);
    expect(canActOn('CAN_EDIT')).toBe(true);
  });
});
