import { eq } from 'drizzle-orm';
import type { Db } from '../db.ts';
import { enqueueJob, QUEUES } from '../jobs/enqueue.ts';
import type { JobInfo } from '../jobs/runner.ts';
import { mailOutbox } from './tables.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
}

/**
 * Sends e-mail. `send` writes the message to the outbox and, when SMTP is configured, queues its delivery, both in
 * the caller's transaction: a request that rolls back sends nothing, and a slow or failing SMTP server never holds
 * up or fails the request. `deliver` is the job that hands one outbox message to SMTP.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The mail-delivery job: sends the outbox message once; throws (so the job is retried) when SMTP refuses it. */
  deliver(outboxId: number, job: Pick<JobInfo, 'lastAttempt'>): Promise<void>;
}

export interface MailTransport {
  sendMail(m: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

/** Attempts of one delivery; with the runner's backoff (5 s × 2^n by default) they span about 2.5 minutes. */
export const MAIL_DELIVERY_ATTEMPTS = 6;

export async function createSmtpTransport(smtpUrl: string): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  return nodemailer.default.createTransport(smtpUrl);
}

export function createMailer(opts: {
  db: Db;
  from: string;
  transport: MailTransport | null;
  log: { error(o: object, m: string): void; warn(o: object, m: string): void };
}): Mailer {
  const { db, transport } = opts;
  return {
    async send(m) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: m.to.toLowerCase(),
          subject: m.subject,
          textBody: m.text,
          htmlBody: m.html ?? null,
          template: m.template,
          // Without SMTP the outbox is the delivery (read at /api/dev/outbox outside production).
          status: transport ? 'QUEUED' : 'STORED',
        })
        .returning({ id: mailOutbox.id });
      if (transport)
        await enqueueJob(db, QUEUES.mailDelivery, { outboxId: row.id }, { maxAttempts: MAIL_DELIVERY_ATTEMPTS });
    },

    async deliver(outboxId, job) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      // Already sent (a retry after the status update was lost) or gone: nothing to do, never a second copy.
      if (!row || row.status === 'SENT' || !transport) return;
      try {
        await transport.sendMail({
          from: opts.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
        });
      } catch (err) {
        const final = job.lastAttempt;
        await db
          .update(mailOutbox)
          .set({ status: final ? 'FAILED' : 'QUEUED', error: String(err) })
          .where(eq(mailOutbox.id, row.id));
        if (final) opts.log.error({ err, outboxId }, 'smtp delivery failed for good');
        throw err;
      }
      await db
        .update(mailOutbox)
        .set({ status: 'SENT', sentAt: new Date(), error: null })
        .where(eq(mailOutbox.id, row.id));
    },
  };
}
