import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultTaskListState,
  nextSort,
  parseTaskListState,
  serverFilter,
  storageKey,
  taskListStorage,
} from './list-state';

describe('task list state (spec 1 §4.5)', () => {
  it('starts on All Tasks, with the default status filter and due date ascending', () => {
    const s = defaultTaskListState();
    expect(s.tab).toBe('ALL');
    expect(s.filters.statuses).toEqual(['IN_PROGRESS', 'PENDING', 'OVERDUE', 'WAITING_FOR_REVIEW']);
    expect(s.sort).toEqual({ orderBy: 'dueDate', order: 'asc' });
    expect(activeFilterCount(s.filters)).toBe(0);
  });

  it('toggles the sorted column and starts a new column ascending', () => {
    expect(nextSort({ orderBy: 'dueDate', order: 'asc' }, 'dueDate')).toEqual({ orderBy: 'dueDate', order: 'desc' });
    expect(nextSort({ orderBy: 'dueDate', order: 'desc' }, 'dueDate')).toEqual({ orderBy: 'dueDate', order: 'asc' });
    expect(nextSort({ orderBy: 'dueDate', order: 'desc' }, 'name')).toEqual({ orderBy: 'name', order: 'asc' });
  });

  it('applies the status filter only on tabs that do not define their statuses', () => {
    const s = defaultTaskListState();
    expect(serverFilter(s, s.sort).statuses).toEqual(s.filters.statuses);
    expect(serverFilter({ ...s, tab: 'DONE' }, s.sort).statuses).toEqual([]);
    expect(serverFilter({ ...s, tab: 'ASSIGNED_TO_ME' }, { orderBy: 'name', order: 'desc' })).toMatchObject({
      tab: 'ASSIGNED_TO_ME',
      statuses: s.filters.statuses,
      orderBy: 'name',
      order: 'desc',
    });
  });

  it('round-trips through storage per user and view, and ignores what it does not understand', () => {
    const key = storageKey('user-1', 'one');
    const s = defaultTaskListState();
    s.tab = 'MY_OVERDUE';
    s.filters.statuses = ['DONE'];
    s.filters.search = 'cap table';
    s.sort = { orderBy: 'company', order: 'desc' };
    taskListStorage.save(key, s);
    expect(taskListStorage.load(key)).toEqual(s);
    expect(taskListStorage.load(storageKey('user-2', 'one'))).toEqual(defaultTaskListState());
    expect(activeFilterCount(s.filters)).toBe(2);

    expect(parseTaskListState('{not json')).toEqual(defaultTaskListState());
    const odd = parseTaskListState(
      JSON.stringify({
        tab: 'NOPE',
        filters: { statuses: ['DONE', 'LATE'], from: '2026/01/01' },
        sort: { orderBy: 'x' },
      }),
    );
    expect(odd.tab).toBe('ALL');
    expect(odd.filters.statuses).toEqual(['DONE']);
    expect(odd.filters.from).toBeNull();
    expect(odd.sort).toEqual({ orderBy: 'dueDate', order: 'asc' });
    // An empty saved status list stays empty (the person cleared it), it does not come back as the default.
    expect(parseTaskListState(JSON.stringify({ filters: { statuses: [] } })).filters.statuses).toEqual([]);
  });
});
