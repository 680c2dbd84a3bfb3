import { TAX_REMINDER_DAYS, type TaxDeadline } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobRunner } from '../../platform/jobs/runner.ts';
import { ensureQueued, QUEUES } from '../../platform/jobs/enqueue.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { ReminderStore } from './reminder-store.ts';
import type { TimelineCompany } from './tax-timeline.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reminder job runs once a day at this hour (UTC): early morning in the Americas, before the working day. */
export const TAX_REMINDERS_HOUR_UTC = 6;

/** The next run after `now`: today at TAX_REMINDERS_HOUR_UTC when that is still ahead, else tomorrow. */
export function nextReminderRun(now: Date): Date {
  const t = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), TAX_REMINDERS_HOUR_UTC));
  return t.getTime() > now.getTime() ? t : new Date(t.getTime() + DAY_MS);
}
export const TAX_DEADLINES_LINK = '/one/accounting/tax-deadlines';

/** Whole days from `today` to `date`, both YYYY-MM-DD (UTC calendar days). */
export const daysBetween = (today: string, date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

export interface DueReminder {
  deadline: TaxDeadline & { dueDate: string };
  daysLeft: number;
  /** The nearest threshold reached: the one the reminder is sent for. */
  threshold: number;
  /** Every threshold reached (a run that starts late records the farther ones as passed, never sends them). */
  reached: number[];
}

/**
 * Pure: the reminders a company's deadlines call for on `today`: each dated filing not yet filed whose due date is
 * today or ahead, within the largest threshold. A reminder is for the nearest threshold reached (7 days left: the
 * 7-day one, not the 30-day one too).
 */
export function remindersDue(
  deadlines: readonly TaxDeadline[],
  today: string,
  thresholds: readonly number[] = TAX_REMINDER_DAYS,
): DueReminder[] {
  const out: DueReminder[] = [];
  for (const d of deadlines) {
    if (!d.dueDate || d.status === 'FILED') continue;
    const daysLeft = daysBetween(today, d.dueDate);
    if (daysLeft < 0) continue;
    const reached = thresholds.filter((t) => daysLeft <= t);
    if (reached.length === 0) continue;
    out.push({ deadline: { ...d, dueDate: d.dueDate }, daysLeft, threshold: Math.min(...reached), reached });
  }
  return out;
}

const dayText = (iso: string, lang: 'en' | 'es') =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The text of a reminder in the reader's language (notifications and e-mails are stored as sent). */
export function reminderText(company: string, r: DueReminder, language: string | null = 'en') {
  const { form, period, dueDate } = r.deadline;
  const of = period ? ` (${period})` : '';
  if (language === 'es') {
    const when = r.daysLeft === 0 ? 'hoy' : r.daysLeft === 1 ? 'mañana' : `en ${r.daysLeft} días`;
    return {
      title: `${form} vence ${when}`,
      body: `${form}${of} de ${company} vence el ${dayText(dueDate, 'es')}.`,
      link: 'Consulta tus plazos fiscales',
    };
  }
  const when = r.daysLeft === 0 ? 'today' : r.daysLeft === 1 ? 'tomorrow' : `in ${r.daysLeft} days`;
  return {
    title: `${form} is due ${when}`,
    body: `${form}${of} for ${company} is due on ${dayText(dueDate, 'en')}.`,
    link: 'See your tax deadlines',
  };
}

export interface TaxReminderDeps {
  companies(): Promise<TimelineCompany[]>;
  deadlinesOf(tenant: { id: number; externalId: string }, at?: Date): Promise<{ deadlines: TaxDeadline[] }>;
  /** The company's owner and admins (internal ids and e-mail addresses). */
  recipientsOf(tenantId: number): Promise<{ id: number; email: string; language: string }[]>;
  notifyMany(
    userIds: number[],
    input: { title: string; body: string; link: string; tenantId: number },
  ): Promise<unknown>;
}

/**
 * The daily reminder run: for every company holding tax-due-dates, each reminder due is recorded and sent (a
 * notification to the owner and admins and an e-mail through the outbox) in one transaction, so a reminder goes out
 * once per filing, due date and threshold however often the job runs. Answers how many reminders went out.
 */
export function createTaxReminderFlow(deps: AppDeps, store: ReminderStore, d: TaxReminderDeps) {
  const db = deps.database.db;
  const origin = deps.config.publicUrl.replace(/\/$/, '');
  return {
    async run(at: Date = new Date()): Promise<{ sent: number }> {
      const today = at.toISOString().slice(0, 10);
      let sent = 0;
      for (const company of await d.companies()) {
        const due = remindersDue((await d.deadlinesOf(company, at)).deadlines, today);
        if (due.length === 0) continue;
        const recipients = await d.recipientsOf(company.id);
        for (const r of due) {
          const went = await withTransaction(db, async () => {
            const fresh = await store.record({
              tenantId: company.id,
              filingId: r.deadline.filingId,
              dueDate: r.deadline.dueDate,
              thresholds: r.reached,
              recipients: recipients.length,
            });
            if (!fresh.includes(r.threshold)) return false;
            for (const lang of new Set(recipients.map((u) => u.language))) {
              const { title, body } = reminderText(company.name, r, lang);
              await d.notifyMany(
                recipients.filter((u) => u.language === lang).map((u) => u.id),
                { title, body, link: TAX_DEADLINES_LINK, tenantId: company.id },
              );
            }
            for (const u of recipients) {
              const { title, body, link } = reminderText(company.name, r, u.language);
              await deps.mailer.send({
                to: u.email,
                subject: title,
                text: `${body}\n\n${link}: ${origin}${TAX_DEADLINES_LINK}\n`,
                template: 'tax-reminder',
              });
            }
            return true;
          });
          if (went) sent += 1;
        }
      }
      return { sent };
    },
  };
}
export type TaxReminderFlow = ReturnType<typeof createTaxReminderFlow>;

/**
 * The reminders as a recurring job on the job queue (see logging/retention.ts): each run queues the next one for the
 * next day at TAX_REMINDERS_HOUR_UTC, and start-up queues one for then when none waits, so however many servers run
 * there is one run a day and a restart keeps the schedule. A failed run is retried by the queue; reminders already
 * sent are not repeated. A job with `{ at }` in its payload runs for that day once (operators, tests).
 */
export async function registerTaxReminders(jobs: JobRunner, deps: AppDeps, flow: Pick<TaxReminderFlow, 'run'>) {
  const db = deps.database.db;
  jobs.register(QUEUES.taxReminders, async (payload, job) => {
    try {
      const at = typeof payload.at === 'string' ? new Date(payload.at) : new Date();
      const { sent } = await flow.run(Number.isNaN(at.getTime()) ? new Date() : at);
      if (sent) deps.log.info({ sent }, 'tax reminders sent');
    } finally {
      if (typeof payload.at !== 'string')
        await ensureQueued(db, QUEUES.taxReminders, nextReminderRun(new Date()), { exceptJobId: job.id });
    }
  });
  await ensureQueued(db, QUEUES.taxReminders, nextReminderRun(new Date()));
}
