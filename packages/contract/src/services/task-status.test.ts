import { describe, expect, it } from 'vitest';
import { allowedMoves, checkMove, displayStatus, type TaskActor, type TaskForRules } from './task-status.ts';

const staffTask = (status: TaskForRules['status'], requiresReview = true): TaskForRules => ({
  status,
  doneByCustomer: false,
  requiresReview,
});
const customerTask = (status: TaskForRules['status']): TaskForRules => ({
  status,
  doneByCustomer: true,
  requiresReview: true,
});
const preparer: TaskActor = { kind: 'STAFF', isPreparer: true, isReviewer: false };
const reviewer: TaskActor = { kind: 'STAFF', isPreparer: false, isReviewer: true };
const bystander: TaskActor = { kind: 'STAFF', isPreparer: false, isReviewer: false };
const manager: TaskActor = { kind: 'STAFF_MANAGER', isPreparer: false, isReviewer: false };
const customer: TaskActor = { kind: 'CUSTOMER', isPreparer: false, isReviewer: false };
const viewer: TaskActor = { kind: 'CUSTOMER_VIEWER', isPreparer: false, isReviewer: false };

describe('task status rules', () => {
  it('lets the preparer start and hand in a reviewed task, and the reviewer approve or send it back', () => {
    expect(allowedMoves(staffTask('PENDING'), preparer)).toEqual(['IN_PROGRESS', 'WAITING_FOR_REVIEW']);
    expect(allowedMoves(staffTask('IN_PROGRESS'), preparer)).toEqual(['WAITING_FOR_REVIEW']);
    expect(allowedMoves(staffTask('WAITING_FOR_REVIEW'), preparer)).toEqual([]);
    expect(allowedMoves(staffTask('WAITING_FOR_REVIEW'), reviewer)).toEqual(['DONE', 'IN_PROGRESS']);
    expect(allowedMoves(staffTask('DONE'), reviewer)).toEqual([]);
  });

  it('lets the preparer finish a task that needs no review', () => {
    expect(allowedMoves(staffTask('IN_PROGRESS', false), preparer)).toEqual(['DONE']);
    expect(checkMove(staffTask('IN_PROGRESS', false), preparer, 'WAITING_FOR_REVIEW').ok).toBe(false);
  });

  it('refuses moves with a reason a person understands', () => {
    expect(checkMove(staffTask('WAITING_FOR_REVIEW'), preparer, 'DONE')).toEqual({
      ok: false,
      reason: 'Only the reviewer of this task can approve it or send it back',
    });
    expect(checkMove(staffTask('PENDING'), bystander, 'IN_PROGRESS')).toEqual({
      ok: false,
      reason: 'Only the preparer of this task can change its status',
    });
    expect(checkMove(staffTask('IN_PROGRESS'), preparer, 'IN_PROGRESS')).toEqual({
      ok: false,
      reason: 'The task is already in progress',
    });
  });

  it('lets customers move only the tasks that are theirs to do', () => {
    expect(allowedMoves(customerTask('PENDING'), customer)).toEqual(['IN_PROGRESS', 'WAITING_FOR_REVIEW']);
    expect(allowedMoves(customerTask('WAITING_FOR_REVIEW'), customer)).toEqual([]);
    expect(checkMove(staffTask('PENDING'), customer, 'IN_PROGRESS')).toEqual({
      ok: false,
      reason: 'Only your provider can change the status of this task',
    });
    expect(checkMove(customerTask('PENDING'), viewer, 'IN_PROGRESS').ok).toBe(false);
    // The staff reviewer approves what the customer handed in.
    expect(allowedMoves(customerTask('WAITING_FOR_REVIEW'), reviewer)).toEqual(['DONE', 'IN_PROGRESS']);
    // …but a staff preparer does not do the customer's part.
    expect(allowedMoves(customerTask('PENDING'), preparer)).toEqual([]);
  });

  it('lets a manager act as preparer and reviewer', () => {
    expect(allowedMoves(staffTask('PENDING'), manager)).toEqual(['IN_PROGRESS', 'WAITING_FOR_REVIEW']);
    expect(allowedMoves(staffTask('WAITING_FOR_REVIEW'), manager)).toEqual(['DONE', 'IN_PROGRESS']);
  });
});

describe('displayStatus', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it('shows OVERDUE for an unfinished task past its due date, never for a done one', () => {
    expect(displayStatus('IN_PROGRESS', '2026-05-09', now)).toBe('OVERDUE');
    expect(displayStatus('PENDING', '2026-05-10', now)).toBe('PENDING');
    expect(displayStatus('DONE', '2026-01-01', now)).toBe('DONE');
    expect(displayStatus('WAITING_FOR_REVIEW', null, now)).toBe('WAITING_FOR_REVIEW');
  });
});
