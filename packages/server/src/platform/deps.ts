import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { SmsProvider } from './sms/sms.ts';
import type { Storage } from './storage/storage.ts';

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
