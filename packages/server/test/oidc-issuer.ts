/**
 * A small OpenID Connect provider for the tests (never the internet): discovery, an authorization endpoint, a token
 * endpoint that checks the client secret and PKCE, and ID tokens signed with RS256 by `jose`. Server tests preset the
 * next user (`nextUser`) and may make it misbehave (wrong issuer, wrong nonce); without a preset user the authorization
 * endpoint shows a sign-in form, which the browser tests fill in like a person at Google would.
 */
import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export interface IssuerUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  /** Other claims of the ID token (Microsoft's tid, xms_edov…). */
  [claim: string]: unknown;
}

export interface LocalIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization signs in as; null shows the sign-in form. */
  nextUser: IssuerUser | null;
  /** Deliberate faults of the next ID tokens. */
  misbehave: { issuer?: string; nonce?: string; audience?: string };
  /**
   * To stand in for a provider at its public address (the test routes `fetch` for that address here): the base of
   * the advertised endpoints, the issuer in the discovery document, and the `iss` of the ID tokens.
   */
  advertise: { base?: string; issuer?: string; tokenIssuer?: string };
  close(): Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  challenge: string | null;
  user: IssuerUser;
}

const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: http.IncomingMessage) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

export async function startOidcIssuer(
  opts: { port?: number; host?: string; clientId?: string; clientSecret?: string } = {},
): Promise<LocalIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const host = opts.host ?? '127.0.0.1';

  const self: LocalIssuer = {
    issuer: '',
    clientId: opts.clientId ?? 'atrium-test-client',
    clientSecret: opts.clientSecret ?? 'atrium-test-secret',
    nextUser: null,
    misbehave: {},
    advertise: {},
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function approve(res: http.ServerResponse, params: URLSearchParams, user: IssuerUser) {
    const code = randomBytes(16).toString('hex');
    grants.set(code, {
      clientId: params.get('client_id') ?? '',
      redirectUri: params.get('redirect_uri') ?? '',
      nonce: params.get('nonce'),
      challenge: params.get('code_challenge'),
      user,
    });
    const back = new URL(params.get('redirect_uri') ?? '');
    back.searchParams.set('code', code);
    if (params.get('state')) back.searchParams.set('state', params.get('state')!);
    res.writeHead(302, { location: back.href }).end();
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', self.issuer);
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

      if (url.pathname === '/.well-known/openid-configuration') {
        const base = self.advertise.base ?? self.issuer;
        return json(200, {
          issuer: self.advertise.issuer ?? self.issuer,
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
          jwks_uri: `${base}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
          scopes_supported: ['openid', 'email', 'profile'],
        });
      }
      if (url.pathname === '/jwks') return json(200, { keys: [jwk] });

      if (url.pathname === '/authorize' && req.method === 'GET') {
        const params = url.searchParams;
        if (params.get('client_id') !== self.clientId || !params.get('redirect_uri')) {
          return json(400, { error: 'invalid_client' });
        }
        if (self.nextUser) {
          const user = self.nextUser;
          return approve(res, params, user);
        }
        // A person signs in here: e-mail and name, as at a real provider's account chooser.
        const hidden = [...params].map(([k, v]) => `<input type="hidden" name="${html(k)}" value="${html(v)}">`);
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          `<!doctype html><html lang="en"><head><title>Local identity provider</title></head><body><main>
<h1>Local identity provider</h1><form method="post" action="/authorize">${hidden.join('')}
<label>Email <input name="login_email" type="email" required></label>
<label>Name <input name="login_name" required></label>
<button type="submit">Sign in</button><button type="submit" name="deny" value="1" formnovalidate>Cancel</button></form></main></body></html>`,
        );
      }
      if (url.pathname === '/authorize' && req.method === 'POST') {
        const params = await readBody(req);
        if (params.get('deny')) {
          const back = new URL(params.get('redirect_uri') ?? '');
          back.searchParams.set('error', 'access_denied');
          if (params.get('state')) back.searchParams.set('state', params.get('state')!);
          return res.writeHead(302, { location: back.href }).end();
        }
        const email = (params.get('login_email') ?? '').toLowerCase();
        const [given, ...family] = (params.get('login_name') ?? '').split(' ');
        return approve(res, params, {
          sub: `sub-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`,
          email,
          email_verified: true,
          given_name: given,
          family_name: family.join(' '),
        });
      }

      if (url.pathname === '/token' && req.method === 'POST') {
        const params = await readBody(req);
        let clientId = params.get('client_id');
        let secret = params.get('client_secret');
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
        if (basic) {
          const [id, pw] = Buffer.from(basic[1], 'base64').toString().split(':').map(decodeURIComponent);
          clientId = id;
          secret = pw;
        }
        if (clientId !== self.clientId || secret !== self.clientSecret) return json(401, { error: 'invalid_client' });
        const grant = grants.get(params.get('code') ?? '');
        grants.delete(params.get('code') ?? '');
        if (!grant || grant.clientId !== clientId || grant.redirectUri !== params.get('redirect_uri')) {
          return json(400, { error: 'invalid_grant' });
        }
        const verifier = params.get('code_verifier') ?? '';
        if (grant.challenge && createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
          return json(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
        }
        const nonce = self.misbehave.nonce ?? grant.nonce;
        const idToken = await new SignJWT({ ...grant.user, ...(nonce ? { nonce } : {}) })
          .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
          .setIssuer(self.misbehave.issuer ?? self.advertise.tokenIssuer ?? self.issuer)
          .setAudience(self.misbehave.audience ?? self.clientId)
          .setSubject(grant.user.sub)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
        return json(200, {
          access_token: randomBytes(16).toString('hex'),
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken,
        });
      }
      json(404, { error: 'not_found' });
    })().catch((err: unknown) => {
      res.writeHead(500).end(String(err));
    });
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  self.issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  return self;
}
