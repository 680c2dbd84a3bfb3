import { NEXT_CONTACT_REMINDER_GRACE_DAYS, type NextContactItem } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import type { JobRunner } from '../../platform/jobs/runner.ts';
import { ensureQueued, QUEUES } from '../../platform/jobs/enqueue.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { ListStore } from './list-store.ts';
import type { DueFollowUp, NextContactStore } from './next-contact-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reminder job runs once a day at this hour (UTC), before the working day in Europe and the Americas. */
export const NEXT_CONTACT_REMINDERS_HOUR_UTC = 7;
export const FUNDRAISING_LINK = '/one/fundraising';

export function nextNextContactRun(now: Date): Date {
  const t = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), NEXT_CONTACT_REMINDERS_HOUR_UTC),
  );
  return t.getTime() > now.getTime() ? t : new Date(t.getTime() + DAY_MS);
}

const dayText = (iso: string, lang: 'en' | 'es') =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** Pure: the text of one person's reminder of their follow-ups, in their language (stored as sent). */
export function followUpText(
  items: { funderName: string; listName: string; nextContact: string }[],
  today: string,
  language: string | null,
) {
  const es = language === 'es';
  const lang = es ? 'es' : 'en';
  const when = (d: string) =>
    d === today ? (es ? 'hoy' : 'today') : es ? `desde el ${dayText(d, lang)}` : `since ${dayText(d, lang)}`;
  const title =
    items.length === 1
      ? es
        ? `Seguimiento con ${items[0].funderName} ${items[0].nextContact === today ? 'hoy' : 'pendiente'}`
        : `Follow up with ${items[0].funderName} ${items[0].nextContact === today ? 'today' : '(overdue)'}`
      : es
        ? `${items.length} seguimientos con inversores pendientes`
        : `${items.length} investor follow-ups due`;
  const lines = items.map((i) => `${i.funderName} (${i.listName}): ${when(i.nextContact)}`);
  return { title, body: lines.join('\n'), link: es ? 'Abre tus Smartlists' : 'Open your Smartlists' };
}

export interface FollowUpDeps {
  people(ids: number[]): Promise<{ id: number; email: string; language: string; active: boolean }[]>;
  notifyMany(
    userIds: number[],
    input: { title: string; body: string; link: string; tenantId: number },
  ): Promise<unknown>;
}

/**
 * Next contacts: the caller's upcoming follow-ups (the customer home) and the daily reminder run. A reminder goes to
 * the list's owner and collaborators (who work the list), as one notification and one e-mail per person and day in
 * their language, recorded in the same transaction so a follow-up is reminded once per date however often the job
 * runs. Dates missed by a stopped server are still reminded for NEXT_CONTACT_REMINDER_GRACE_DAYS days.
 */
export function createNextContactFlows(deps: AppDeps, store: NextContactStore, lists: ListStore, d: FollowUpDeps) {
  const db = deps.database.db;
  const origin = deps.config.publicUrl.replace(/\/$/, '');

  async function sendTenant(tenantId: number, due: DueFollowUp[], today: string) {
    return withTransaction(db, async () => {
      const collabs = await store.collaboratorsOf([...new Set(due.map((x) => x.listId))]);
      const byUser = new Map<number, DueFollowUp[]>();
      const fresh: DueFollowUp[] = [];
      for (const f of due) {
        const ids = new Set([
          ...(f.ownerUserId !== null ? [f.ownerUserId] : []),
          ...collabs.filter((c) => c.listId === f.listId).map((c) => c.userId),
        ]);
        if (!(await store.record({ ...f, recipients: ids.size }))) continue;
        fresh.push(f);
        for (const id of ids) byUser.set(id, [...(byUser.get(id) ?? []), f]);
      }
      const people = (await d.people([...byUser.keys()])).filter((u) => u.active);
      for (const u of people) {
        const { title, body, link } = followUpText(byUser.get(u.id)!, today, u.language);
        await d.notifyMany([u.id], { title, body, link: FUNDRAISING_LINK, tenantId });
        await deps.mailer.send({
          to: u.email,
          subject: title,
          text: `${body}\n\n${link}: ${origin}${FUNDRAISING_LINK}\n`,
          template: 'next-contact-reminder',
        });
      }
      return fresh.length;
    });
  }

  return {
    /** GET next-contacts: follow-ups in the lists the caller sees, soonest first. */
    async upcoming(ctx: TenantContext, limit: number): Promise<NextContactItem[]> {
      const rows = await store.upcoming(lists.visible(ctx.tenant.id, ctx.user.id), limit);
      return rows.map((r) => ({
        list: { externalId: r.listExternalId, name: r.listName },
        funder: { externalId: r.funderExternalId, name: r.funderName, logoUrl: r.logoUrl },
        nextContact: r.nextContact!,
        note: r.note,
      }));
    },
    /** The daily run: answers how many follow-ups were reminded. */
    async run(at: Date = new Date()): Promise<{ sent: number }> {
      const today = at.toISOString().slice(0, 10);
      const from = new Date(at.getTime() - NEXT_CONTACT_REMINDER_GRACE_DAYS * DAY_MS).toISOString().slice(0, 10);
      const due = await store.due(from, today);
      let sent = 0;
      for (const tenantId of new Set(due.map((x) => x.tenantId)))
        sent += await sendTenant(
          tenantId,
          due.filter((x) => x.tenantId === tenantId),
          today,
        );
      return { sent };
    },
  };
}
export type NextContactFlows = ReturnType<typeof createNextContactFlows>;

/** The reminders as a recurring job (as accounting/tax-reminders.ts): one run a day; `{ at }` runs that day once. */
export async function registerNextContactReminders(
  jobs: JobRunner,
  deps: AppDeps,
  flow: Pick<NextContactFlows, 'run'>,
) {
  const db = deps.database.db;
  jobs.register(QUEUES.nextContactReminders, async (payload, job) => {
    try {
      const at = typeof payload.at === 'string' ? new Date(payload.at) : new Date();
      const { sent } = await flow.run(Number.isNaN(at.getTime()) ? new Date() : at);
      if (sent) deps.log.info({ sent }, 'next-contact reminders sent');
    } finally {
      if (typeof payload.at !== 'string')
        await ensureQueued(db, QUEUES.nextContactReminders, nextNextContactRun(new Date()), { exceptJobId: job.id });
    }
  });
  await ensureQueued(db, QUEUES.nextContactReminders, nextNextContactRun(new Date()));
}
