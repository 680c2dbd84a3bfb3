import { eq } from 'drizzle-orm';
import type { Db } from '../db.ts';
import { mailOutbox } from './tables.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
}

/** Sends e-mail: always stored in the outbox; delivered through SMTP when configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailTransport {
  sendMail(m: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export async function createSmtpTransport(smtpUrl: string): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  return nodemailer.default.createTransport(smtpUrl);
}

export function createMailer(opts: {
  db: Db;
  from: string;
  transport: MailTransport | null;
  log: { error(o: object, m: string): void };
}): Mailer {
  return {
    async send(m) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({
          toAddress: m.to.toLowerCase(),
          subject: m.subject,
          textBody: m.text,
          htmlBody: m.html ?? null,
          template: m.template,
        })
        .returning({ id: mailOutbox.id });
      if (!opts.transport) return;
      try {
        await opts.transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
        await opts.db.update(mailOutbox).set({ status: 'SENT', sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        // The message stays in the outbox as FAILED; the user-facing action still succeeds.
        opts.log.error({ err, to: m.to }, 'smtp delivery failed');
        await opts.db
          .update(mailOutbox)
          .set({ status: 'FAILED', error: String(err) })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
