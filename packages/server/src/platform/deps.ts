import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db.js';
import type { Mailer } from './mail/mailer.js';
import type { Realtime } from './realtime/realtime.js';
import type { SmsProvider } from './sms/sms.js';
import type { Storage } from './storage/storage.js';

/** Everything a module's service may use. Tests build the same deps with their own config and database. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** Files: local disk or S3 (platform/storage). */
  storage: Storage;
  /** Text messages (phone verification); the outbox provider when not given. */
  sms?: SmsProvider;
}
