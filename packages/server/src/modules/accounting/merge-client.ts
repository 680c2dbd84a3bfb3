/**
 * The calls Atrium makes to Merge (https://docs.merge.dev): the link token, the public-token exchange, the deletion
 * of a linked account, and the accounting API's accounts and transactions (cursor-paged). Every call carries the API
 * key; the accounting calls also the linked company's account token. The base URL is MERGE_BASE_URL (tests point it
 * at a local stand-in).
 */

/** Merge's accounting Account (the fields Atrium reads). */
export interface MergeAccount {
  id: string;
  name: string | null;
  classification: string | null;
  type: string | null;
  current_balance: number | string | null;
  remote_was_deleted?: boolean;
}

export interface MergeLineItem {
  account: string | null;
  total_line_amount?: number | string | null;
}

/** Merge's accounting Transaction (the fields Atrium reads); `contact` is an id, or the object with ?expand=contact. */
export interface MergeTransaction {
  id: string;
  transaction_type: string | null;
  transaction_date: string | null;
  account: string | null;
  contact: string | { name?: string | null } | null;
  total_amount: number | string | null;
  line_items?: MergeLineItem[] | null;
  remote_was_deleted?: boolean;
}

/** A failed call to Merge: the HTTP status (0 when no answer came). */
export class MergeError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'MergeError';
    this.status = status;
  }
}

const TIMEOUT_MS = 30_000;
// Paths below are Merge's, under `${baseUrl}/api`.
/** A guard against a cursor that never ends. */
const MAX_PAGES = 10_000;

export function createMergeClient(o: { baseUrl: string; apiKey: string; fetch?: typeof fetch }) {
  const doFetch = o.fetch ?? fetch;
  async function call<T>(method: string, path: string, opts: { accountToken?: string; body?: unknown } = {}) {
    let res: Response;
    try {
      res = await doFetch(`${o.baseUrl}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${o.apiKey}`,
          accept: 'application/json',
          ...(opts.accountToken ? { 'x-account-token': opts.accountToken } : {}),
          ...(opts.body ? { 'content-type': 'application/json' } : {}),
        },
        body: opts.body ? JSON.stringify(opts.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new MergeError(`Merge ${method} ${path}: ${(err as Error).message}`, 0);
    }
    // The path only: a public token is part of the exchange path and must not reach logs.
    const where = path.replace(/account-token\/[^/?]+/, 'account-token/…').split('?')[0];
    if (!res.ok) throw new MergeError(`Merge ${method} ${where} answered ${res.status}`, res.status);
    const text = await res.text();
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      throw new MergeError(`Merge ${method} ${where} answered no JSON`, res.status);
    }
  }

  async function all<T>(path: string, accountToken: string): Promise<T[]> {
    const out: T[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const sep = path.includes('?') ? '&' : '?';
      const url: string = `${path}${sep}page_size=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const r: { results?: T[]; next?: string | null } = await call('GET', url, { accountToken });
      out.push(...(r.results ?? []));
      cursor = r.next ?? null;
      if (!cursor) return out;
    }
    throw new MergeError(`Merge GET ${path}: more than ${MAX_PAGES} pages`, 0);
  }

  return {
    /** POST /api/integrations/create-link-token: the token Merge Link opens with, for this end user (the company). */
    async linkToken(u: { originId: string; organization: string; email: string }): Promise<string> {
      const r = await call<{ link_token?: string }>('POST', '/integrations/create-link-token', {
        body: {
          end_user_origin_id: u.originId,
          end_user_organization_name: u.organization,
          end_user_email_address: u.email,
          categories: ['accounting'],
        },
      });
      if (!r.link_token) throw new MergeError('Merge answered no link token', 200);
      return r.link_token;
    },
    /** GET /api/integrations/account-token/{public_token}: the linked account's token and its platform. */
    async exchange(publicToken: string): Promise<{ accountToken: string; integrationName: string }> {
      const r = await call<{ account_token?: string; integration?: { name?: string } }>(
        'GET',
        `/integrations/account-token/${encodeURIComponent(publicToken)}`,
      );
      if (!r.account_token) throw new MergeError('Merge answered no account token', 200);
      return { accountToken: r.account_token, integrationName: r.integration?.name || 'Merge' };
    },
    /** POST /api/accounting/v1/delete-account: ends the link on Merge's side. */
    async deleteAccount(accountToken: string): Promise<void> {
      await call('POST', '/accounting/v1/delete-account', { accountToken });
    },
    accounts: (accountToken: string) => all<MergeAccount>('/accounting/v1/accounts', accountToken),
    transactions: (accountToken: string) =>
      all<MergeTransaction>('/accounting/v1/transactions?expand=contact', accountToken),
  };
}
export type MergeClient = ReturnType<typeof createMergeClient>;
