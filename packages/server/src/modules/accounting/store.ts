import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { ledgerAccounts, ledgerImports, ledgerMonthly, ledgerTransactions, taxDeadlineStatuses } from './tables.ts';

/** A validated transaction ready to store; accountIndex points into the import's account names. */
export interface LedgerRow {
  date: string;
  accountIndex: number;
  category: string;
  /** Cents, signed. */
  cents: number;
  counterparty: string | null;
}

/** A month of the pre-aggregated ledger as the dashboards read it. */
export interface MonthlyRow {
  month: string;
  account: string;
  category: string;
  amount: number;
}

const INSERT_CHUNK = 5000;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** SQL of the accounting module: ledger accounts, transactions, the monthly aggregate, imports and filing statuses. */
export function createAccountingStore(db: Db) {
  return {
    /**
     * Replaces the tenant's whole ledger with the given rows and rebuilds its monthly aggregate. The caller runs it
     * in a transaction, so a failure leaves the previous ledger as it was.
     */
    async replaceLedger(input: {
      tenantId: number;
      userId: number | null;
      source: 'CSV' | 'MERGE' | 'TRIAL_BALANCE';
      fileName: string;
      accounts: string[];
      rows: LedgerRow[];
      firstDate: string | null;
      lastDate: string | null;
    }) {
      const { tenantId } = input;
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`ledger:${tenantId}`}))`);
      await db.delete(ledgerMonthly).where(eq(ledgerMonthly.tenantId, tenantId));
      await db.delete(ledgerTransactions).where(eq(ledgerTransactions.tenantId, tenantId));
      await db.delete(ledgerAccounts).where(eq(ledgerAccounts.tenantId, tenantId));
      const [made] = await db
        .insert(ledgerImports)
        .values({
          tenantId,
          userId: input.userId,
          source: input.source,
          fileName: input.fileName,
          rowCount: input.rows.length,
          accountCount: input.accounts.length,
          firstDate: input.firstDate,
          lastDate: input.lastDate,
        })
        .returning();
      const accounts = input.accounts.length
        ? await db
            .insert(ledgerAccounts)
            .values(input.accounts.map((name) => ({ tenantId, name })))
            .returning({ id: ledgerAccounts.id, name: ledgerAccounts.name })
        : [];
      const idOf = new Map(accounts.map((a) => [a.name, a.id]));
      const accountIds = input.accounts.map((n) => idOf.get(n)!);
      // One statement per chunk, the rows as one JSON parameter: far fewer round trips and parameters than a
      // multi-row VALUES list.
      for (let i = 0; i < input.rows.length; i += INSERT_CHUNK) {
        const chunk = input.rows.slice(i, i + INSERT_CHUNK).map((r) => ({
          d: r.date,
          a: accountIds[r.accountIndex],
          c: r.category,
          m: (r.cents / 100).toFixed(2),
          p: r.counterparty,
        }));
        await db.execute(sql`
          insert into ledger_transactions (tenant_id, account_id, import_id, date, category, amount, counterparty)
          select ${tenantId}, x.a, ${made.id}, x.d, x.c, x.m, x.p
          from json_to_recordset(${JSON.stringify(chunk)}::json) as x(d date, a integer, c text, m numeric, p text)`);
      }
      await db.execute(sql`
        insert into ledger_monthly (tenant_id, month, account_id, category, amount)
        select tenant_id, date_trunc('month', date)::date, account_id, category, sum(amount)
        from ledger_transactions where tenant_id = ${tenantId}
        group by 1, 2, 3, 4`);
      return made;
    },

    async clearLedger(tenantId: number) {
      await db.delete(ledgerMonthly).where(eq(ledgerMonthly.tenantId, tenantId));
      await db.delete(ledgerTransactions).where(eq(ledgerTransactions.tenantId, tenantId));
      await db.delete(ledgerAccounts).where(eq(ledgerAccounts.tenantId, tenantId));
      await db.delete(ledgerImports).where(eq(ledgerImports.tenantId, tenantId));
    },

    async latestImport(tenantId: number) {
      const [row] = await db
        .select()
        .from(ledgerImports)
        .where(eq(ledgerImports.tenantId, tenantId))
        .orderBy(desc(ledgerImports.createdAt), desc(ledgerImports.id))
        .limit(1);
      return row ?? null;
    },

    async monthly(tenantId: number): Promise<MonthlyRow[]> {
      const out = await rows<{ month: string; account: string; category: string; amount: string }>(
        db,
        sql`select to_char(m.month, 'YYYY-MM') as month, a.name as account, m.category, m.amount::text as amount
            from ledger_monthly m join ledger_accounts a on a.id = m.account_id
            where m.tenant_id = ${tenantId} order by m.month`,
      );
      return out.map((r) => ({ ...r, amount: Number(r.amount) }));
    },

    async statuses(tenantId: number) {
      return db
        .select({
          filingId: taxDeadlineStatuses.filingId,
          dueDate: taxDeadlineStatuses.dueDate,
          status: taxDeadlineStatuses.status,
        })
        .from(taxDeadlineStatuses)
        .where(eq(taxDeadlineStatuses.tenantId, tenantId));
    },

    async setStatus(k: { tenantId: number; filingId: string; dueDate: string; status: string; userId: number }) {
      await db
        .insert(taxDeadlineStatuses)
        .values({ ...k, updatedByUserId: k.userId })
        .onConflictDoUpdate({
          target: [taxDeadlineStatuses.tenantId, taxDeadlineStatuses.filingId, taxDeadlineStatuses.dueDate],
          set: { status: k.status, updatedByUserId: k.userId, updatedAt: sql`now()` },
        });
    },

    async statusOf(k: { tenantId: number; filingId: string; dueDate: string }) {
      const [row] = await db
        .select({ status: taxDeadlineStatuses.status })
        .from(taxDeadlineStatuses)
        .where(
          and(
            eq(taxDeadlineStatuses.tenantId, k.tenantId),
            eq(taxDeadlineStatuses.filingId, k.filingId),
            eq(taxDeadlineStatuses.dueDate, k.dueDate),
          ),
        );
      return row?.status ?? null;
    },
  };
}
export type AccountingStore = ReturnType<typeof createAccountingStore>;
