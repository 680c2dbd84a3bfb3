import { describe, expect, it } from 'vitest';
import type { TaskSummary } from '@atrium/contract';
import { checkState, idsOf, keepVisible, taskTree, toggle } from './row-tree';

const flowA = { externalId: 'fa', name: 'Delaware incorporation', serviceCode: 'DELAWARE_INCORPORATION' };
const flowB = { externalId: 'fb', name: 'Monthly bookkeeping', serviceCode: 'BOOKKEEPING' };
const task = (id: string, flow: TaskSummary['flow']): TaskSummary =>
  ({ externalId: id, name: `Task ${id}`, flow, company: { externalId: 'c', name: 'Acme Inc.' } }) as TaskSummary;

describe('task rows as a tree', () => {
  it('puts a flow’s tasks of the page under one parent row at the place of its first task; lone tasks stay plain', () => {
    const tree = taskTree([task('1', flowA), task('2', null), task('3', flowB), task('4', flowA)]);
    expect(
      tree.map((n) => (n.kind === 'flow' ? `flow ${n.flow.externalId}` : `${n.child ? '  ' : ''}${n.key}`)),
    ).toEqual(['flow fa', '  1', '  4', '2', '3']);
    expect(idsOf(tree[0])).toEqual(['1', '4']);
    expect(idsOf(tree[3])).toEqual(['2']);
  });

  it('checking a parent checks its children; checking it again when all are checked unchecks them', () => {
    const children = ['1', '4'];
    let s = toggle(new Set(), children);
    expect([...s]).toEqual(['1', '4']);
    expect(checkState(s, children)).toBe('all');
    s = toggle(s, ['4']);
    expect(checkState(s, children)).toBe('some');
    // A partly checked parent checks the rest first.
    s = toggle(s, children);
    expect(checkState(s, children)).toBe('all');
    s = toggle(s, children);
    expect(checkState(s, children)).toBe('none');
  });

  it('keeps only the checked tasks still on the page', () => {
    expect([...keepVisible(new Set(['1', '9']), [task('1', null), task('2', null)])]).toEqual(['1']);
  });
});
