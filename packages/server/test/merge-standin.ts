/**
 * A local stand-in for Merge (https://docs.merge.dev) for the tests (never the internet): the link-token call, the
 * public-token exchange, the accounting API's accounts and transactions (cursor-paged, two per page so paging is
 * exercised), the deletion of a linked account, and Merge Link's script (`/initialize.js`), which "links" at once
 * and hands back a public token. Every call must carry the API key; accounting calls also the account token. Tests
 * may make the next accounting calls fail (`failNext`) and read what was asked (`requests`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface StandinRequest {
  method: string;
  path: string;
  authorization: string | null;
  accountToken: string | null;
  body: unknown;
}

export interface MergeStandin {
  url: string;
  apiKey: string;
  /** The account token the next exchange answers (each exchange makes a fresh one when null). */
  lastAccountToken: string | null;
  /** Public tokens the exchange accepts (Link's script adds one each time it links). */
  publicTokens: Set<string>;
  accounts: unknown[];
  transactions: unknown[];
  /** The next this-many accounting-API calls answer 500. */
  failNext: number;
  requests: StandinRequest[];
  close(): Promise<void>;
}

const PAGE = 2;

export async function startMergeStandin(opts: { apiKey?: string; port?: number } = {}): Promise<MergeStandin> {
  const tokens = new Set<string>();
  const self: MergeStandin = {
    url: '',
    apiKey: opts.apiKey ?? 'merge-test-api-key',
    lastAccountToken: null,
    publicTokens: new Set(['public-token-1']),
    accounts: [],
    transactions: [],
    failNext: 0,
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const send = (res: http.ServerResponse, status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const page = (res: http.ServerResponse, all: unknown[], url: URL) => {
    const at = Number(url.searchParams.get('cursor') ?? 0);
    const next = at + PAGE < all.length ? String(at + PAGE) : null;
    send(res, 200, { next, previous: null, results: all.slice(at, at + PAGE) });
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as unknown) : null;
    const accountToken = (req.headers['x-account-token'] as string | undefined) ?? null;
    self.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization ?? null,
      accountToken,
      body,
    });
    if (url.pathname === '/initialize.js') {
      // Merge Link: initialize({linkToken, onSuccess, onReady}); openLink() links at once with a new public token.
      const publicToken = `public-${randomBytes(6).toString('hex')}`;
      self.publicTokens.add(publicToken);
      return send(
        res,
        200,
        `window.MergeLink = { initialize(c) { this.c = c; if (c.onReady) c.onReady(); }, openLink() { this.c.onSuccess(${JSON.stringify(publicToken)}); } };`,
        'application/javascript',
      );
    }
    if (req.headers.authorization !== `Bearer ${self.apiKey}`) return send(res, 401, { detail: 'bad API key' });
    if (req.method === 'POST' && url.pathname === '/api/integrations/create-link-token')
      return send(res, 200, { link_token: `link-${randomBytes(6).toString('hex')}`, integration_name: null });
    const exchange = /^\/api\/integrations\/account-token\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && exchange) {
      if (!self.publicTokens.has(decodeURIComponent(exchange[1]))) return send(res, 404, { detail: 'unknown token' });
      const accountToken = `acct-SECRET-${randomBytes(12).toString('hex')}`;
      tokens.add(accountToken);
      self.lastAccountToken = accountToken;
      return send(res, 200, {
        account_token: accountToken,
        integration: { name: 'QuickBooks Online', slug: 'quickbooks-online' },
      });
    }
    if (url.pathname.startsWith('/api/accounting/v1/')) {
      if (!accountToken || !tokens.has(accountToken)) return send(res, 401, { detail: 'bad account token' });
      if (self.failNext > 0) {
        self.failNext--;
        return send(res, 500, { detail: 'stand-in failure' });
      }
      if (req.method === 'GET' && url.pathname === '/api/accounting/v1/accounts') return page(res, self.accounts, url);
      if (req.method === 'GET' && url.pathname === '/api/accounting/v1/transactions')
        return page(res, self.transactions, url);
      if (req.method === 'POST' && url.pathname === '/api/accounting/v1/delete-account') {
        tokens.delete(accountToken);
        return send(res, 200, '', 'text/plain');
      }
    }
    send(res, 404, { detail: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return self;
}
