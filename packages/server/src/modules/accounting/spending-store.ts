import { sql, type SQL } from 'drizzle-orm';
import { SPENDING_NO_VENDOR, TRANSFER_CATEGORIES, type SpendingSort } from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import type { SpendAmount } from './spending.ts';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** 'YYYY-MM' → its first day. */
const firstDay = (month: string) => `${month}-01`;
/** Not a transfer nor an opening balance (the same test as isTransferCategory, in SQL). */
const spendingCategory = (column: SQL) =>
  sql`lower(trim(${column})) not in (${sql.join(
    TRANSFER_CATEGORIES.map((c) => sql`${c}`),
    sql`, `,
  )})`;

export interface DetailsFilter {
  category?: string;
  vendor?: string;
  month?: string;
  /** The month after `month` (exclusive upper bound). */
  nextMonth?: string;
}

const SORT_COLUMNS: Record<SpendingSort, SQL> = {
  date: sql`t.date`,
  amount: sql`t.amount`,
  vendor: sql`t.counterparty`,
  account: sql`a.name`,
};

function detailsWhere(tenantId: number, f: DetailsFilter): SQL {
  const parts: SQL[] = [sql`t.tenant_id = ${tenantId}`, spendingCategory(sql`t.category`)];
  if (f.category) parts.push(sql`t.category = ${f.category}`);
  if (f.vendor === SPENDING_NO_VENDOR) parts.push(sql`t.counterparty is null`);
  else if (f.vendor) parts.push(sql`t.counterparty = ${f.vendor}`);
  if (f.month && f.nextMonth)
    parts.push(sql`t.date >= ${firstDay(f.month)}::date and t.date < ${firstDay(f.nextMonth)}::date`);
  return sql.join(parts, sql` and `);
}

/** SQL of the spending page, its details and the founder update; reads the ledger tables of store.ts. */
export function createSpendingStore(db: Db) {
  return {
    /** The ledger's months, newest first. */
    async months(tenantId: number): Promise<string[]> {
      const out = await rows<{ month: string }>(
        db,
        sql`select distinct to_char(month, 'YYYY-MM') as month from ledger_monthly
            where tenant_id = ${tenantId} order by 1 desc`,
      );
      return out.map((r) => r.month);
    },

    /** Net amount per month and category, months from..to (inclusive), from the monthly aggregate. */
    async byCategory(tenantId: number, from: string, to: string): Promise<SpendAmount[]> {
      const out = await rows<{ month: string; key: string; amount: string }>(
        db,
        sql`select to_char(month, 'YYYY-MM') as month, category as key, sum(amount)::text as amount
            from ledger_monthly
            where tenant_id = ${tenantId} and month >= ${firstDay(from)}::date and month <= ${firstDay(to)}::date
            group by 1, 2`,
      );
      return out.map((r) => ({ ...r, amount: Number(r.amount) }));
    },

    /** Net amount per month and vendor (SPENDING_NO_VENDOR for none), transfers left out, months from..to. */
    async byVendor(tenantId: number, from: string, toExclusive: string): Promise<SpendAmount[]> {
      const out = await rows<{ month: string; key: string; amount: string }>(
        db,
        sql`select to_char(date_trunc('month', date), 'YYYY-MM') as month,
                   coalesce(counterparty, ${SPENDING_NO_VENDOR}) as key, sum(amount)::text as amount
            from ledger_transactions
            where tenant_id = ${tenantId} and date >= ${firstDay(from)}::date and date < ${firstDay(toExclusive)}::date
              and ${spendingCategory(sql`category`)}
            group by 1, 2`,
      );
      return out.map((r) => ({ ...r, amount: Number(r.amount) }));
    },

    /** Categories that ever had a net outflow in a month (the details filter's choices), by name. */
    async spendingCategories(tenantId: number): Promise<string[]> {
      const out = await rows<{ category: string }>(
        db,
        sql`select distinct category from ledger_monthly
            where tenant_id = ${tenantId} and amount < 0 and ${spendingCategory(sql`category`)} order by 1`,
      );
      return out.map((r) => r.category);
    },

    /** One page of the filtered transactions, with their count and net sum. */
    async details(
      tenantId: number,
      f: DetailsFilter,
      p: { sort: SpendingSort; dir: 'asc' | 'desc'; page: number; pageSize: number },
    ) {
      const where = detailsWhere(tenantId, f);
      const dir = p.dir === 'asc' ? sql`asc` : sql`desc`;
      const nulls = p.sort === 'vendor' ? sql`nulls last` : sql``;
      const items = await rows<{
        date: string;
        account: string;
        category: string;
        vendor: string | null;
        amount: string;
      }>(
        db,
        sql`select to_char(t.date, 'YYYY-MM-DD') as date, a.name as account, t.category, t.counterparty as vendor,
                   t.amount::text as amount
            from ledger_transactions t join ledger_accounts a on a.id = t.account_id
            where ${where}
            order by ${SORT_COLUMNS[p.sort]} ${dir} ${nulls}, t.date desc, t.id desc
            limit ${p.pageSize} offset ${p.page * p.pageSize}`,
      );
      const [agg] = await rows<{ total: number; net: string }>(
        db,
        sql`select count(*)::int as total, coalesce(sum(t.amount), 0)::text as net
            from ledger_transactions t where ${where}`,
      );
      return {
        items: items.map((r) => ({ ...r, amount: Number(r.amount) })),
        total: agg.total,
        net: Number(agg.net),
      };
    },
  };
}
export type SpendingStore = ReturnType<typeof createSpendingStore>;
