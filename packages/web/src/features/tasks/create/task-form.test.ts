import { describe, expect, it } from 'vitest';
import { TASK_BULK_MAX } from '@atrium/contract';
import {
  bulkRequest,
  emptyTaskForm,
  refusedCustomer,
  singleRequest,
  validateTaskForm,
  withKind,
  type TaskForm,
} from './task-form';

const acme = { externalId: 'a', name: 'Acme Inc.' };
const globex = { externalId: 'g', name: 'Globex LLC' };
const form = (patch: Partial<TaskForm> = {}): TaskForm => ({ ...emptyTaskForm(), ...patch });

describe('task creation form', () => {
  it('asks for customers and a title; one customer only for a single task, at most 500 in bulk', () => {
    expect(validateTaskForm(form(), false)).toEqual({ customers: 'required', name: 'required' });
    expect(validateTaskForm(form({ customers: [acme], name: '  ' }), false)).toEqual({ name: 'required' });
    expect(validateTaskForm(form({ customers: [acme, globex], name: 'x' }), false)).toEqual({ customers: 'tooMany' });
    expect(validateTaskForm(form({ customers: [acme, globex], name: 'x' }), true)).toEqual({});
    const many = Array.from({ length: TASK_BULK_MAX + 1 }, (_, i) => ({ externalId: `c${i}`, name: `C${i}` }));
    expect(validateTaskForm(form({ customers: many, name: 'x' }), true)).toEqual({ customers: 'tooMany' });
    expect(validateTaskForm(form({ customers: [acme], name: 'x'.repeat(201) }), false)).toEqual({ name: 'tooLong' });
  });

  it('ticks "asks the customer" for request types, unless the person chose otherwise', () => {
    const f = withKind(form(), 'FILE_REQUEST_TASK');
    expect(f.asksCustomer).toBe(true);
    expect(withKind(f, 'STAFF_WORK').asksCustomer).toBe(false);
    // Ticked by hand on provider work: changing to another provider type keeps the person's choice.
    const byHand = { ...form(), asksCustomer: true };
    expect(withKind(byHand, 'DOCUMENT_REVIEW').asksCustomer).toBe(true);
  });

  it('builds the requests: empty optional fields are null, the title trimmed', () => {
    const f = form({ customers: [acme, globex], name: ' Lease ', dueDate: '2030-01-02', asksCustomer: true });
    expect(singleRequest(f)).toMatchObject({
      tenantExternalId: 'a',
      name: 'Lease',
      dueDate: '2030-01-02',
      preparerExternalId: null,
      doneByCustomer: true,
    });
    expect(bulkRequest(form({ customers: [acme, globex], name: 'x' }))).toMatchObject({
      tenantExternalIds: ['a', 'g'],
      dueDate: null,
      doneByCustomer: false,
    });
  });

  it('finds the customer a refusal names', () => {
    const f = form({ customers: [acme, globex] });
    expect(refusedCustomer(f, ['tenantExternalIds.1'])).toEqual(globex);
    expect(refusedCustomer(f, ['body.tenantExternalIds.0'])).toEqual(acme);
    expect(refusedCustomer(f, ['tenantExternalId'])).toEqual(acme);
    expect(refusedCustomer(f, ['name'])).toBeNull();
  });
});
