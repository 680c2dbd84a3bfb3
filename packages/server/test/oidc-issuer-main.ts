/**
 * Runs the tests' local OpenID provider as a process, for the browser tests (e2e/playwright.config.ts starts it next
 * to the app, whose OIDC_GOOGLE_* variables point at it). Its authorization page asks for an e-mail and a name.
 */
import { startOidcIssuer } from './oidc-issuer.ts';

const issuer = await startOidcIssuer({
  port: Number(process.env.OIDC_ISSUER_PORT ?? 9181),
  clientId: process.env.OIDC_ISSUER_CLIENT_ID,
  clientSecret: process.env.OIDC_ISSUER_CLIENT_SECRET,
});
console.log(`local OpenID provider at ${issuer.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void issuer.close().then(() => process.exit(0)));
