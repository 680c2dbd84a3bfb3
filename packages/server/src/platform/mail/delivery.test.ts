import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/harness.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { createLogger } from '../logger.ts';
import { createMailer, MAIL_DELIVERY_ATTEMPTS, type MailTransport } from './mailer.ts';

const database = await freshDatabase();
afterAll(() => database.close());
const log = createLogger('silent');

/** An SMTP stand-in: refuses the first `failures` messages (as a server answering 451 would), then accepts. */
function flakySmtp(failures: number) {
  const accepted: { to: string; subject: string }[] = [];
  let calls = 0;
  const transport: MailTransport = {
    async sendMail(m) {
      calls++;
      if (calls <= failures) throw new Error('451 4.3.0 Temporary failure, try again later');
      accepted.push({ to: m.to, subject: m.subject });
    },
  };
  return { transport, accepted, calls: () => calls };
}

function setUp(failures: number) {
  const smtp = flakySmtp(failures);
  const mailer = createMailer({
    db: database.db,
    from: 'Atrium <no-reply@atrium.dev>',
    transport: smtp.transport,
    log,
  });
  const runner = createJobRunner({
    database,
    log,
    pollMs: 50,
    concurrency: 1,
    leaseMs: 60_000,
    retryBaseMs: 0,
    retentionMs: 24 * 3600_000,
  });
  runner.register('mail-delivery', (p, job) => mailer.deliver(Number(p.outboxId), job));
  return { smtp, mailer, runner };
}

const outbox = async (to: string) =>
  (
    await database.raw.query<{ status: string; error: string | null }>(
      'select status, error from mail_outbox where to_address = $1',
      [to],
    )
  ).rows;

describe('e-mail by job', () => {
  it('is queued by send, retried after an SMTP failure and sent exactly once', async () => {
    const { smtp, mailer, runner } = setUp(1);
    await mailer.send({ to: 'Retry@Example.com', subject: 'Welcome', text: 'Hi', template: 'TEST' });
    expect(smtp.calls()).toBe(0); // the request does not wait for SMTP
    expect(await outbox('retry@example.com')).toEqual([{ status: 'QUEUED', error: null }]);

    await runner.drain(); // first attempt refused, the retry (backoff 0 here) accepted
    await runner.drain();
    expect(smtp.calls()).toBe(2);
    expect(smtp.accepted).toEqual([{ to: 'retry@example.com', subject: 'Welcome' }]);
    expect(await outbox('retry@example.com')).toEqual([{ status: 'SENT', error: null }]);
  });

  it('is never sent when the transaction that queued it rolls back', async () => {
    const { smtp, mailer, runner } = setUp(0);
    await expect(
      database.withTransaction(async () => {
        await mailer.send({ to: 'rolled@example.com', subject: 'Never', text: 'x', template: 'TEST' });
        throw new Error('the request failed after queuing its mail');
      }),
    ).rejects.toThrow('the request failed');
    await runner.drain();
    expect(smtp.calls()).toBe(0);
    expect(await outbox('rolled@example.com')).toEqual([]);
  });

  it('marks the message FAILED after its last attempt', async () => {
    const { smtp, mailer, runner } = setUp(100);
    await mailer.send({ to: 'down@example.com', subject: 'Lost', text: 'x', template: 'TEST' });
    for (let i = 0; i < MAIL_DELIVERY_ATTEMPTS + 1; i++) await runner.drain();
    expect(smtp.calls()).toBe(MAIL_DELIVERY_ATTEMPTS);
    expect(await outbox('down@example.com')).toEqual([{ status: 'FAILED', error: expect.stringContaining('451') }]);
  });
});
