import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { startMergeStandin } from '../../../test/merge-standin.ts';
import { loadConfig } from '../../platform/config.ts';
import { createTokenBox } from './merge-crypto.ts';

/** Every /api/merge call with MERGE_API_KEY set, against a local stand-in for Merge (test/merge-standin.ts). */
const merge = await startMergeStandin();
afterAll(() => merge.close());
const TOKEN_KEY = 'test-merge-token-key-0123456789abcdef';
const t = await useTestApp({
  merge: { apiKey: merge.apiKey, baseUrl: merge.url, tokenKey: TOKEN_KEY, linkScriptUrl: `${merge.url}/initialize.js` },
  // The runner is off: each test runs the due jobs itself (drain), retries at once.
  jobs: { ...loadConfig({}).jobs, enabled: false, retryBaseMs: 0 },
});

const OWNER = 'owner@acme.example';
const GLOBEX_OWNER = 'owner@globex.example';
const SOLO = 'solo@example.com';
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const SOLO_T = await t.tenantId('Sol Solo');
const ACME_ID = (await t.database.raw.query<{ id: number }>('select id from tenants where external_id = $1', [ACME]))
  .rows[0].id;

// Merge's books for Acme: two bank accounts, revenue, payroll, receivables (not cash).
merge.accounts = [
  { id: 'a1', name: 'Operating Checking', classification: 'ASSET', type: 'Bank', current_balance: 100_000 },
  { id: 'a2', name: 'Savings', classification: 'ASSET', type: 'BANK', current_balance: '50000.00' },
  { id: 'a3', name: 'Sales', classification: 'REVENUE', type: 'Income', current_balance: null },
  { id: 'a4', name: 'Payroll Expenses', classification: 'EXPENSE', type: 'Expense', current_balance: null },
  { id: 'a5', name: 'Accounts Receivable', classification: 'ASSET', type: 'Accounts Receivable', current_balance: 7 },
];
const tx = (id: string, date: string, account: string, line: string, amount: number | string, contact?: string) => ({
  id,
  transaction_type: 'Payment',
  transaction_date: `${date}T00:00:00Z`,
  account,
  contact: contact ? { name: contact } : null,
  total_amount: amount,
  line_items: [{ account: line, total_line_amount: amount }],
});
merge.transactions = [
  tx('t1', '2026-09-05', 'a1', 'a3', 30_000, 'Initech'),
  tx('t2', '2026-09-20', 'a1', 'a4', '20000.00', 'Gusto'),
  tx('t3', '2026-10-05', 'a1', 'a4', -25_000, 'Gusto'),
  tx('t4', '2026-10-10', 'a5', 'a3', 999, 'Initech'),
  { ...tx('t5', '2026-10-11', 'a1', 'a4', 5_000), remote_was_deleted: true },
];

/** Every reply body the tests saw: none may carry an account token. */
const seen: string[] = [];
async function call(method: string, url: string, o: Parameters<typeof t.call>[2] = {}) {
  const r = await t.call(method, url, o);
  seen.push(r.res.body);
  return r;
}
const acme = { as: OWNER, tenant: ACME };
const status = async () => (await call('GET', '/api/merge/status', acme)).body.content;
const jobsOf = async () =>
  (
    await t.database.raw.query<{ status: string; attempts: number; run_at: Date; last_error: string | null }>(
      "select status, attempts, run_at, last_error from jobs where queue = 'merge-sync' order by id",
    )
  ).rows;

let linkId = '';

describe('/api/merge with MERGE_API_KEY (stand-in for Merge)', () => {
  it('GET token answers a link token for the company and the Merge Link script to open it with', async () => {
    expect((await status()).linkAvailable).toBe(true);
    const r = await call('GET', '/api/merge/token', acme);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toEqual({
      linkToken: expect.stringMatching(/^link-/),
      scriptUrl: `${merge.url}/initialize.js`,
    });
    const asked = merge.requests.find((q) => q.path === '/api/integrations/create-link-token')!;
    expect(asked.authorization).toBe(`Bearer ${merge.apiKey}`);
    expect(asked.body).toMatchObject({
      end_user_origin_id: ACME,
      end_user_organization_name: 'Acme Inc.',
      end_user_email_address: OWNER,
      categories: ['accounting'],
    });
  });

  it('POST / exchanges the public token: the link is stored sealed, its first sync queued, nothing finished yet', async () => {
    const r = await call('POST', '/api/merge', { ...acme, body: { publicToken: 'public-token-1' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.content).toMatchObject({
      type: 'MERGE',
      name: 'QuickBooks Online',
      tenantExternalId: ACME,
      finished: false,
      lastSync: null,
      syncState: 'SYNCING',
    });
    linkId = r.body.content.externalId;
    const plain = merge.lastAccountToken!;
    const stored = (
      await t.database.raw.query<{ account_token_enc: string }>(
        'select account_token_enc from merge_links where tenant_id = $1',
        [ACME_ID],
      )
    ).rows[0].account_token_enc;
    expect(stored).not.toContain(plain);
    expect(stored).toMatch(/^v1\./);
    expect(createTokenBox(TOKEN_KEY).open(stored)).toBe(plain);
    expect(() => createTokenBox('another key').open(stored)).toThrow();

    const s = await status();
    expect(s.integrations).toEqual([r.body.content]);
    const fin = await call('GET', `/api/merge/has-finished?integrationExternalId=${linkId}`, acme);
    expect(fin.body.content).toBe(false);
    expect((await call('GET', '/api/merge/last-sync', acme)).body.content).toEqual({ lastSync: null });
    expect((await jobsOf()).map((j) => j.status)).toEqual(['queued']);
  });

  it('the sync pulls accounts, transactions and balances into the ledger: the dashboards show Merge’s books', async () => {
    await t.jobs.drain();
    const sync = merge.requests.filter((q) => q.path.startsWith('/api/accounting/v1/'));
    expect(sync.length).toBeGreaterThan(2); // paged
    expect(new Set(sync.map((q) => q.accountToken))).toEqual(new Set([merge.lastAccountToken]));
    const d = (await call('GET', '/api/accounting/dashboard', acme)).body.content;
    expect(d.asOfMonth).toBe('2026-10');
    expect(d.todaysCash).toEqual({
      total: 150_000,
      items: [
        { name: 'Operating Checking', value: 100_000 },
        { name: 'Savings', value: 50_000 },
      ],
    });
    expect(d.netBurn.lastMonth).toEqual({ currentValue: 25_000, previousValue: -10_000 });
    expect(d.spending.categories).toEqual(['Payroll Expenses']);

    const s = await status();
    expect(s.hasLedger).toBe(true);
    expect(s.integrations[0]).toMatchObject({ externalId: linkId, finished: true, syncState: 'DONE' });
    expect(s.integrations[0].lastSync).not.toBeNull();
    expect((await call('GET', `/api/merge/has-finished?integrationExternalId=${linkId}`, acme)).body.content).toBe(
      true,
    );
    expect((await call('GET', '/api/merge/last-sync', acme)).body.content.lastSync).toBe(s.integrations[0].lastSync);
    expect((await call('GET', '/api/merge', acme)).body.content).toEqual(s.integrations);
    // The person who linked the books hears once that the dashboards are ready; a later sync of the link says nothing.
    const readyMails = async () =>
      (
        await t.database.raw.query<{ subject: string; text_body: string }>(
          `select subject, text_body from mail_outbox where to_address = $1 and template = 'BOOKS_READY'`,
          [OWNER],
        )
      ).rows;
    expect(await readyMails()).toEqual([
      {
        subject: 'Your accounting dashboards are ready',
        text_body: `We have read your books from QuickBooks Online. Your dashboards are ready: ${t.config.publicUrl}/one/accounting/dashboards\n`,
      },
    ]);
    await t.services.accounting.mergeSyncJob(
      { link: linkId },
      { id: 0, queue: 'merge-sync', attempt: 1, maxAttempts: 5, lastAttempt: false },
    );
    expect(await readyMails()).toHaveLength(1);
    // The next sync waits a day.
    const [done, next] = await jobsOf();
    expect(done.status).toBe('done');
    expect(next.status).toBe('queued');
    expect(next.run_at.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
  });

  it('a failing sync is logged and retried by the job queue; the ledger is written by the retry', async () => {
    const warn = vi.spyOn(t.deps.log, 'warn');
    await call('POST', '/api/merge', { ...acme, body: { publicToken: 'public-token-1' } });
    merge.failNext = 1;
    await t.jobs.drain();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ attempt: 1, lastAttempt: false }), 'merge sync failed');
    const runs = await jobsOf();
    const retried = runs.find((j) => j.attempts === 2)!;
    expect(retried).toMatchObject({ status: 'done', last_error: null });
    const s = await status();
    expect(s.integrations[0]).toMatchObject({ finished: true, syncState: 'DONE' });
    expect((await call('GET', '/api/accounting/dashboard', acme)).body.content.todaysCash.total).toBe(150_000);
    warn.mockRestore();
  });

  it('a sync that keeps failing ends FAILED, is only logged, and the calls keep answering', async () => {
    await t.database.raw.query("delete from jobs where queue = 'merge-sync'");
    const r = await call('POST', '/api/merge', { ...acme, body: { publicToken: 'public-token-1' } });
    merge.failNext = 100;
    await t.jobs.drain();
    merge.failNext = 0;
    const [failed, next] = await jobsOf();
    expect(failed).toMatchObject({ status: 'failed', attempts: 5 });
    expect(failed.last_error).toContain('answered 500');
    expect(next.status).toBe('queued');
    const s = await status();
    expect(s.integrations[0]).toMatchObject({
      externalId: r.body.content.externalId,
      finished: false,
      syncState: 'FAILED',
    });
    const fin = await call('GET', `/api/merge/has-finished?integrationExternalId=${r.body.content.externalId}`, acme);
    expect(fin.status).toBe(200);
    expect(fin.body.content).toBe(false);
    linkId = r.body.content.externalId;
  });

  it('bad input answers 400 naming the field; a public token Merge does not know answers 409, not 5xx', async () => {
    const empty = await call('POST', '/api/merge', { ...acme, body: { publicToken: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.content.fields.map((f: { path: string }) => f.path)).toContain('body.publicToken');
    const unknown = await call('POST', '/api/merge', { ...acme, body: { publicToken: 'public-nobody' } });
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe('The accounting link could not be completed; try again');
    const badId = await call('GET', '/api/merge/has-finished?integrationExternalId=nope', acme);
    expect(badId.status).toBe(400);
  });

  it('tenant walls: another company neither sees nor removes the link; individuals cannot link', async () => {
    const globex = { as: GLOBEX_OWNER, tenant: GLOBEX };
    expect((await call('GET', '/api/merge/status', globex)).body.content.integrations).toEqual([]);
    expect((await call('GET', `/api/merge/has-finished?integrationExternalId=${linkId}`, globex)).status).toBe(404);
    expect((await call('DELETE', `/api/merge?id=${linkId}`, globex)).status).toBe(404);
    expect((await call('GET', `/api/merge/token?tenantExternalId=${ACME}`, globex)).status).toBe(403);
    const named = await call('POST', '/api/merge', {
      ...globex,
      body: { publicToken: 'public-token-1', tenantExternalId: ACME },
    });
    expect(named.status).toBe(403);
    expect((await call('GET', '/api/merge/token', { as: SOLO, tenant: SOLO_T })).status).toBe(403);
    expect((await status()).integrations[0].externalId).toBe(linkId);
    expect((await call('GET', '/api/merge/token')).status).toBe(401);
  });

  it('DELETE ends the link at Merge, removes it and its ledger; its queued sync then does nothing', async () => {
    const plain = merge.lastAccountToken;
    const r = await call('DELETE', `/api/merge?id=${linkId}`, acme);
    expect(r.status).toBe(200);
    const del = merge.requests.filter((q) => q.path === '/api/accounting/v1/delete-account');
    expect(del.at(-1)!.accountToken).toBe(plain);
    expect(await status()).toEqual({ hasLedger: false, integrations: [], linkAvailable: true });
    await t.database.raw.query("update jobs set run_at = now() where queue = 'merge-sync' and status = 'queued'");
    const before = merge.requests.length;
    await t.jobs.drain();
    expect(merge.requests.length).toBe(before);
    expect((await call('GET', '/api/accounting/dashboard', acme)).body.content.asOfMonth).toBeNull();
  });

  it('no reply ever carried an account token', () => {
    expect(seen.length).toBeGreaterThan(20);
    for (const body of seen) expect(body).not.toMatch(/acct-SECRET/);
  });
});
