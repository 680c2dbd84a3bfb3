import type { Config } from './config.ts';
import { openDatabase, type Database } from './db.ts';
import { createLogger } from './logger.ts';
import { createMailer, createSmtpTransport } from './mail/mailer.ts';
import { createRealtime } from './realtime/realtime.ts';
import { createBus } from './realtime/create-bus.ts';
import { createStorage } from './storage/create-storage.ts';
import type { AppDeps } from './deps.ts';

/** Opens the real parts named by the config: database, mail transport, realtime bus, file storage. */
export async function createDeps(
  config: Config,
  opts: { database?: Database; log?: AppDeps['log'] } = {},
): Promise<AppDeps> {
  const log = opts.log ?? createLogger(config.logLevel);
  const database = opts.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  const transport = config.smtpUrl ? await createSmtpTransport(config.smtpUrl) : null;
  const mailer = createMailer({ db: database.db, from: config.mailFrom, transport, log });
  const bus = await createBus(config, database, log);
  const storage = await createStorage(config);
  return { config, database, mailer, realtime: createRealtime(bus), log, storage };
}
