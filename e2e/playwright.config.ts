import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// Each run starts on a fresh embedded database.
const dataDir = path.join(os.tmpdir(), `atrium-e2e-${process.pid}-${Date.now()}`);
export const E2E_DEMO_PASSWORD = 'E2e-demo-pass-1';
/** The local OpenID provider the app's "Continue with Google" goes to (packages/server/test/oidc-issuer.ts). */
export const E2E_OIDC_PORT = PORT + 1000;
const oidcClient = { id: 'atrium-e2e', secret: 'atrium-e2e-secret' };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One embedded database and two cores: workers would only contend.
  workers: 1,
  // On CI one retry: on two shared cores an MUI menu's closing transition has once left the next select unnamed for a
  // whole minute (onboarding, 1 run in 3). A retried test is still reported as flaky, so it stays visible.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), `atrium-e2e-results-${PORT}`),
  use: {
    baseURL: `http://localhost:${PORT}`,
    // axe-core is injected as a script tag, which the app's Content-Security-Policy would refuse.
    bypassCSP: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node packages/server/test/oidc-issuer-main.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `http://127.0.0.1:${E2E_OIDC_PORT}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_ISSUER_PORT: String(E2E_OIDC_PORT),
        OIDC_ISSUER_CLIENT_ID: oidcClient.id,
        OIDC_ISSUER_CLIENT_SECRET: oidcClient.secret,
      },
    },
    {
      command: 'node packages/server/src/main.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `http://localhost:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        APP_ENV: 'dev',
        DEMO_PASSWORD: E2E_DEMO_PASSWORD,
        // Several specs sign in with wrong passwords on purpose; keep the throttle out of their way except where tested.
        LOGIN_MAX_FAILURES_PER_EMAIL: '5',
        LOGIN_MAX_FAILURES_PER_IP: '1000',
        LOG_LEVEL: 'warn',
        // Single sign-on with "Google" against the local provider above (sso.spec.ts).
        OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
        OIDC_GOOGLE_CLIENT_ID: oidcClient.id,
        OIDC_GOOGLE_CLIENT_SECRET: oidcClient.secret,
      },
    },
  ],
});
