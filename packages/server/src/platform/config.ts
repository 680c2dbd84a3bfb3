import path from 'node:path';
import { APP_ENVS, ASSISTANT_LIMITS, OIDC_PROVIDERS, type AppEnv, type OidcProvider } from '@atrium/contract';

export type RealtimeBusKind = 'memory' | 'postgres' | 'redis';

export interface Config {
  port: number;
  host: string;
  appEnv: AppEnv;
  dataDir: string;
  databaseUrl: string | null;
  internalEmailDomain: string;
  demoPassword: string;
  seedDemo: boolean;
  tokenTtlMs: number;
  /** How long a server keeps a resolved token (0 = never); revocations reach every server at once over the bus. */
  tokenCacheMs: number;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  corsOrigins: string[];
  realtimeBus: RealtimeBusKind;
  redisUrl: string | null;
  /** Names this deployment's Redis channels, so deployments sharing one Redis stay apart. */
  redisPrefix: string;
  webDistDir: string | null;
  logLevel: string;
  loginThrottle: { maxPerEmail: number; maxPerIp: number; windowMs: number };
  /** Stripe as payment provider when set; otherwise the default provider (bills outside the product). */
  stripeSecretKey: string | null;
  /** The content manager that /manager/project/:externalId opens (spec 1 §2.1); null when none is configured. */
  cmsBaseUrl: string | null;
  /** Stripe's publishable key, handed to the browser. */
  stripePublicKey: string | null;
  /** Signing secret of the Stripe webhook endpoint. */
  stripeWebhookSecret: string | null;
  stripeApiBase: string;
  /** HMAC secret of local signed file URLs; null = a random one persisted in DATA_DIR. */
  filesSigningSecret: string | null;
  /** S3-compatible file storage when `bucket` is set; the local disk otherwise. */
  s3: {
    bucket: string | null;
    region: string;
    endpoint: string | null;
    accessKeyId: string | null;
    secretAccessKey: string | null;
    forcePathStyle: boolean;
  };
  /** The product support user offered in every chat (spec 2 §7). */
  supportUserEmail: string;
  /** Data-room document size limit (spec 3 §9: 104857600 bytes); tests lower it to prove a mid-stream refusal. */
  dataRoomMaxDocumentBytes?: number;
  /** The background job runner of this process (platform/jobs); off = jobs wait in the table for a process that runs them. */
  jobs: {
    enabled: boolean;
    pollMs: number;
    concurrency: number;
    leaseMs: number;
    retryBaseMs: number;
    retentionMs: number;
  };
  /** Client error reports and visit sessions older than this are pruned daily (LOG_RETENTION_DAYS, default 30). */
  logRetentionMs: number;
  /** An OpenAI-compatible chat-completions endpoint for document analysis; the built-in analyzer when baseUrl is null. */
  ai: { baseUrl: string | null; apiKey: string | null; model: string; timeoutMs: number };
  /** Atrium AI: messages to the bot per user per minute (ASSISTANT_BOT_MESSAGES_PER_MINUTE, default ASSISTANT_LIMITS). */
  assistantBotMessagesPerMinute: number;
  /** Single sign-on providers (OpenID Connect); a provider is offered only when its client id and secret are set. */
  oidc: Partial<Record<OidcProvider, OidcProviderConfig>>;
  /**
   * The Merge accounting link (issue 17): offered when apiKey is set; the ledger import otherwise. tokenKey encrypts
   * the linked companies' account tokens at rest (AES-256-GCM).
   */
  merge: { apiKey: string | null; baseUrl: string; tokenKey: string | null; linkScriptUrl: string };
}

export interface OidcProviderConfig {
  /** The issuer identifier; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The providers' public issuers, so a deployment sets only the client id and secret. Microsoft's is multi-tenant. */
export const OIDC_DEFAULT_ISSUERS: Record<OidcProvider, string> = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/common/v2.0',
};

/** OIDC_<PROVIDER>_ISSUER / _CLIENT_ID / _CLIENT_SECRET for each provider. */
function oidcConfig(env: NodeJS.ProcessEnv): Config['oidc'] {
  const out: Config['oidc'] = {};
  for (const provider of OIDC_PROVIDERS) {
    const prefix = `OIDC_${provider.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`];
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    out[provider] = {
      issuer: env[`${prefix}ISSUER`] || OIDC_DEFAULT_ISSUERS[provider],
      clientId,
      clientSecret,
    };
  }
  return out;
}

const DAY = 24 * 60 * 60 * 1000;

function int(v: string | undefined, d: number): number {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : d;
}

/** Reads configuration from the environment; every variable has an embedded default (README table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const appEnv = (APP_ENVS as readonly string[]).includes(env.APP_ENV ?? '') ? (env.APP_ENV as AppEnv) : 'dev';
  const port = int(env.PORT, 8080);
  const databaseUrl = env.DATABASE_URL || null;
  const bus =
    (env.REALTIME_BUS as RealtimeBusKind | undefined) ??
    (env.REDIS_URL ? 'redis' : databaseUrl ? 'postgres' : 'memory');
  const internalEmailDomain = (env.INTERNAL_EMAIL_DOMAIN ?? 'atrium.dev').toLowerCase();
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    appEnv,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl,
    internalEmailDomain,
    demoPassword: env.DEMO_PASSWORD ?? 'Atrium-demo-2026',
    seedDemo: env.SEED_DEMO !== 'false',
    tokenTtlMs: int(env.TOKEN_TTL_DAYS, 7) * DAY,
    tokenCacheMs: int(env.TOKEN_CACHE_MS, 5000),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Atrium <no-reply@atrium.dev>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    realtimeBus: bus,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'atrium',
    webDistDir: env.WEB_DIST_DIR ?? path.join(repoRoot, 'packages/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    loginThrottle: {
      maxPerEmail: int(env.LOGIN_MAX_FAILURES_PER_EMAIL, 5),
      maxPerIp: int(env.LOGIN_MAX_FAILURES_PER_IP, 30),
      windowMs: int(env.LOGIN_THROTTLE_WINDOW_MINUTES, 15) * 60 * 1000,
    },
    stripeSecretKey: env.STRIPE_SECRET_KEY || null,
    cmsBaseUrl: httpBaseUrl(env.CMS_BASE_URL),
    stripePublicKey: env.STRIPE_PUBLIC_KEY || null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    stripeApiBase: (env.STRIPE_API_BASE || 'https://api.stripe.com').replace(/\/$/, ''),
    filesSigningSecret: env.FILES_SIGNING_SECRET || null,
    s3: {
      bucket: env.S3_BUCKET || null,
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || null,
      accessKeyId: env.S3_ACCESS_KEY_ID || null,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    },
    supportUserEmail: (env.SUPPORT_USER_EMAIL || `support@${internalEmailDomain}`).toLowerCase(),
    jobs: {
      enabled: env.JOBS_ENABLED !== 'false',
      pollMs: Math.max(50, int(env.JOBS_POLL_MS, 300)),
      concurrency: Math.max(1, int(env.JOBS_CONCURRENCY, 2)),
      leaseMs: Math.max(1000, int(env.JOBS_LEASE_MS, 5 * 60 * 1000)),
      retryBaseMs: Math.max(0, int(env.JOBS_RETRY_BASE_MS, 5000)),
      retentionMs: Math.max(1, int(env.JOBS_RETENTION_DAYS, 7)) * 24 * 60 * 60 * 1000,
    },
    logRetentionMs: Math.max(1, int(env.LOG_RETENTION_DAYS, 30)) * DAY,
    ai: {
      baseUrl: env.AI_BASE_URL ? env.AI_BASE_URL.replace(/\/$/, '') : null,
      apiKey: env.AI_API_KEY || null,
      model: env.AI_MODEL || 'gpt-4o-mini',
      timeoutMs: Math.max(1000, int(env.AI_TIMEOUT_MS, 60_000)),
    },
    assistantBotMessagesPerMinute: Math.max(
      1,
      int(env.ASSISTANT_BOT_MESSAGES_PER_MINUTE, ASSISTANT_LIMITS.botMessagesPerMinute),
    ),
    oidc: oidcConfig(env),
    merge: {
      apiKey: env.MERGE_API_KEY || null,
      baseUrl: httpBaseUrl(env.MERGE_BASE_URL) ?? 'https://api.merge.dev',
      tokenKey: env.MERGE_TOKEN_KEY || null,
      linkScriptUrl: httpBaseUrl(env.MERGE_LINK_SCRIPT_URL) ?? 'https://cdn.merge.dev/initialize.js',
    },
    ...overrides,
  };
}

/** An http(s) base URL without its trailing slash; anything else (empty, another scheme, not a URL) is "not set". */
export function httpBaseUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.toString().replace(/\/+$/, '');
  } catch {
    return null;
  }
}
