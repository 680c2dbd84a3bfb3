import { displayStatus, type TaskComment, type TaskFile, type TaskFileKind, type TaskSummary } from '@atrium/contract';
import type { CommentRow, ServiceDeliveryStore, TaskFileRow } from './store.ts';

export type TaskListRow = NonNullable<Awaited<ReturnType<ServiceDeliveryStore['taskRow']>>>;

const person = (externalId: string | null, first: string | null, last: string | null) =>
  externalId ? { externalId, name: `${first ?? ''} ${last ?? ''}`.trim() } : null;

export function toSummary(r: TaskListRow, now = new Date()): TaskSummary {
  const t = r.task;
  const status = t.status as TaskSummary['status'];
  return {
    externalId: t.externalId,
    name: t.name,
    kind: t.kind as TaskSummary['kind'],
    status,
    displayStatus: displayStatus(status, t.dueDate, now),
    dueDate: t.dueDate,
    doneByCustomer: t.doneByCustomer,
    requiresReview: t.requiresReview,
    internalOnly: t.internalOnly,
    preparer: person(r.preparerExternalId, r.preparerFirst, r.preparerLast),
    reviewer: person(r.reviewerExternalId, r.reviewerFirst, r.reviewerLast),
    company: { externalId: r.tenantExternalId, name: r.tenantName },
    flow: r.flowExternalId
      ? { externalId: r.flowExternalId, name: r.flowName ?? '', serviceCode: r.serviceCode ?? '' }
      : null,
    openComments: Number(r.openComments),
    createdAt: t.createdAt.toISOString(),
  };
}

export interface PeopleLookup {
  byIds(
    ids: number[],
  ): Promise<{ id: number; externalId: string; firstName: string; lastName: string; email: string }[]>;
}

async function peopleOf(users: PeopleLookup, ids: (number | null)[]) {
  const uniq = [...new Set(ids.filter((x): x is number => x !== null))];
  const rows = uniq.length ? await users.byIds(uniq) : [];
  return new Map(rows.map((u) => [u.id, { externalId: u.externalId, name: `${u.firstName} ${u.lastName}`.trim() }]));
}

export async function toComments(users: PeopleLookup, rows: CommentRow[], me: number): Promise<TaskComment[]> {
  const people = await peopleOf(
    users,
    rows.map((r) => r.authorUserId),
  );
  return rows.map((r) => ({
    externalId: r.externalId,
    body: r.body,
    state: r.state as TaskComment['state'],
    internal: r.internal,
    author: (r.authorUserId !== null && people.get(r.authorUserId)) || { externalId: '', name: '' },
    fromProvider: r.fromProvider,
    mine: r.authorUserId === me,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function toFiles(users: PeopleLookup, rows: TaskFileRow[]): Promise<TaskFile[]> {
  const people = await peopleOf(
    users,
    rows.map((r) => r.uploadedByUserId),
  );
  return rows.map((r) => ({
    externalId: r.externalId,
    documentExternalId: r.docItemExternalId,
    name: r.name,
    size: Number(r.size),
    kind: r.kind as TaskFileKind,
    uploadedBy: (r.uploadedByUserId !== null && people.get(r.uploadedByUserId)) || null,
    fromProvider: r.fromProvider,
    createdAt: r.createdAt.toISOString(),
  }));
}
