import type { AppDeps } from '../../platform/deps.ts';
import { enqueueJob, QUEUES } from '../../platform/jobs/enqueue.ts';
import type { JobInfo, JobRunner } from '../../platform/jobs/runner.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { MERGE_SYNC_ATTEMPTS, type MergeKit } from './merge-link.ts';
import { mergeToLedger } from './merge-ledger.ts';
import type { MergeStore } from './merge-store.ts';
import type { AccountingStore } from './store.ts';
import type { UserService } from '../users/service.ts';

const DASHBOARDS_PATH = '/one/accounting/dashboards';

/** How long after a sync the next one runs. */
export const MERGE_RESYNC_MS = 24 * 60 * 60 * 1000;

/** The e-mail that says the first sync is done (spec 3 §2.16: 'You'll be notified via email once … is ready'). */
export function booksReadyMail(language: string | null | undefined, source: string, url: string) {
  return language === 'es'
    ? {
        subject: 'Tus paneles de contabilidad están listos',
        text: `Hemos leído tu contabilidad de ${source}. Tus paneles están listos: ${url}\n`,
      }
    : {
        subject: 'Your accounting dashboards are ready',
        text: `We have read your books from ${source}. Your dashboards are ready: ${url}\n`,
      };
}

/**
 * The sync of a Merge link, a job on the job queue (payload {link}): pulls the linked company's accounts and
 * transactions (with their balances) from Merge's accounting API and replaces its ledger with them in one transaction,
 * as a CSV import does. A failure (Merge down, a bad answer) is logged and thrown, so the queue retries it with
 * backoff; the link shows SYNCING while retries remain and FAILED after the last (spec 1 §8: integration errors are
 * only logged). After a sync that succeeded or failed for good, the next one is queued a day later; a removed or
 * replaced link ends its chain. The first sync that succeeds e-mails the person who linked the books.
 */
export function createMergeSync(
  deps: AppDeps,
  store: MergeStore,
  ledger: AccountingStore,
  kit: MergeKit | null,
  users: Pick<UserService, 'byIds'>,
) {
  const db = deps.database.db;
  const next = (link: string) =>
    enqueueJob(
      db,
      QUEUES.mergeSync,
      { link },
      { maxAttempts: MERGE_SYNC_ATTEMPTS, runAt: new Date(Date.now() + MERGE_RESYNC_MS) },
    );

  return async function syncJob(payload: Record<string, unknown>, job: JobInfo): Promise<void> {
    const link = await store.byExternalId(String(payload.link ?? ''));
    if (!link || !kit) return;
    try {
      const token = kit.box.open(link.accountTokenEnc);
      const [accounts, transactions] = [await kit.client.accounts(token), await kit.client.transactions(token)];
      const l = mergeToLedger(accounts, transactions);
      await withTransaction(db, async () => {
        // The link may have been removed while Merge answered: then nothing is written.
        if (!(await store.byExternalId(link.externalId))) return;
        await ledger.replaceLedger({
          tenantId: link.tenantId,
          userId: link.userId,
          source: 'MERGE',
          fileName: link.integrationName,
          ...l,
        });
        await store.setState(link.id, { syncState: 'DONE', lastSyncAt: new Date(), lastError: null });
        // The first sync of a link: the person who linked it hears that the dashboards are ready.
        const [who] = !link.lastSyncAt && link.userId ? await users.byIds([link.userId]) : [];
        if (who?.active)
          await deps.mailer.send({
            to: who.email,
            ...booksReadyMail(who.language, link.integrationName, `${deps.config.publicUrl}${DASHBOARDS_PATH}`),
            template: 'BOOKS_READY',
          });
      });
      await next(link.externalId);
    } catch (err) {
      deps.log.warn(
        { err, tenantId: link.tenantId, attempt: job.attempt, lastAttempt: job.lastAttempt },
        'merge sync failed',
      );
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await store.setState(link.id, { syncState: job.lastAttempt ? 'FAILED' : 'SYNCING', lastError: message });
      if (job.lastAttempt) await next(link.externalId);
      throw err;
    }
  };
}

/** Registers the sync on the app's job runner. */
export function registerMergeSync(jobs: JobRunner, syncJob: ReturnType<typeof createMergeSync>) {
  jobs.register(QUEUES.mergeSync, syncJob);
}
