import type { MergeAccount, MergeTransaction } from './merge-client.ts';
import { parseLedgerAmount } from './csv-import.ts';
import type { LedgerRow } from './store.ts';

/** What a sync writes: the same shape the CSV import hands to replaceLedger. */
export interface MergeLedger {
  accounts: string[];
  rows: LedgerRow[];
  firstDate: string | null;
  lastDate: string | null;
}

const CASH_TYPE = /bank|cash/i;
const cents = (v: number | string | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  return typeof v === 'number' ? (Number.isFinite(v) ? Math.round(v * 100) : null) : parseLedgerAmount(String(v));
};

/**
 * Merge's accounts and transactions as ledger rows (docs/decisions.md, issue 17):
 * - the ledger's accounts are the company's cash accounts: classification ASSET and a type naming a bank or cash;
 * - each transaction posted to a cash account is one row: its date, that account, the category named by its first
 *   line item's account (else its transaction type), its contact as counterparty. The sign follows the category's
 *   classification — revenue in (+), expense out (−) — and otherwise the amount's own sign;
 * - balances: each cash account with a current balance gets an 'Opening balance' row on the day of its first
 *   transaction, of what makes its rows add up to that balance, so Today's Cash is Merge's balance.
 * Transactions on other accounts and deleted records are left out.
 */
export function mergeToLedger(
  accounts: readonly MergeAccount[],
  transactions: readonly MergeTransaction[],
): MergeLedger {
  const live = accounts.filter((a) => !a.remote_was_deleted);
  const byId = new Map(live.map((a) => [a.id, a]));
  const cash = live.filter((a) => (a.classification ?? '').toUpperCase() === 'ASSET' && CASH_TYPE.test(a.type ?? ''));
  const names: string[] = [];
  const indexOf = new Map<string, number>();
  const used = new Set<string>();
  for (const a of cash) {
    // Two accounts of one name stay apart.
    let name = (a.name || 'Account').trim().slice(0, 200);
    for (let n = 2; used.has(name); n++) name = `${(a.name || 'Account').trim().slice(0, 190)} (${n})`;
    used.add(name);
    indexOf.set(a.id, names.push(name) - 1);
  }
  const rows: LedgerRow[] = [];
  const sums = new Map<number, number>();
  const firstOf = new Map<number, string>();
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  for (const t of transactions) {
    if (t.remote_was_deleted || !t.account || !t.transaction_date) continue;
    const accountIndex = indexOf.get(t.account);
    if (accountIndex === undefined) continue;
    const date = t.transaction_date.slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    const amount = cents(t.total_amount);
    if (amount === null) continue;
    const line = t.line_items?.find((l) => l.account && byId.has(l.account));
    const categoryAccount = line ? byId.get(line.account!) : undefined;
    const category = (categoryAccount?.name || t.transaction_type || 'Uncategorized').trim().slice(0, 200);
    const cls = (categoryAccount?.classification ?? '').toUpperCase();
    const signed = cls === 'REVENUE' ? Math.abs(amount) : cls === 'EXPENSE' ? -Math.abs(amount) : amount;
    const counterparty =
      t.contact && typeof t.contact === 'object' ? (t.contact.name ?? '').trim().slice(0, 300) || null : null;
    rows.push({ date, accountIndex, category, cents: signed, counterparty });
    sums.set(accountIndex, (sums.get(accountIndex) ?? 0) + signed);
    if (!firstOf.has(accountIndex) || date < firstOf.get(accountIndex)!) firstOf.set(accountIndex, date);
    if (!firstDate || date < firstDate) firstDate = date;
    if (!lastDate || date > lastDate) lastDate = date;
  }
  const today = new Date().toISOString().slice(0, 10);
  for (const a of cash) {
    const balance = cents(a.current_balance);
    if (balance === null) continue;
    const i = indexOf.get(a.id)!;
    const opening = balance - (sums.get(i) ?? 0);
    if (opening === 0 && sums.has(i)) continue;
    const date = firstOf.get(i) ?? lastDate ?? today;
    rows.push({ date, accountIndex: i, category: 'Opening balance', cents: opening, counterparty: null });
    if (!firstDate || date < firstDate) firstDate = date;
    if (!lastDate || date > lastDate) lastDate = date;
  }
  return { accounts: names, rows, firstDate, lastDate };
}
