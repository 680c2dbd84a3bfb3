import type { SessionEvent } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { createLoggingStore } from './store.ts';

/** What the route reads off the HTTP request. */
export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

/** Client error reports accepted per reporter (user, or IP when anonymous) per window, on each server. */
export const CLIENT_ERROR_LIMIT = { max: 30, windowMs: 60_000 };
const MAX_USER_AGENT = 512;

/**
 * A counter per key whose window opens at the key's first report. Kept in memory: the error log is open to anonymous
 * callers, so it needs a ceiling, and a per-process one is enough (nothing is secret; the point is to keep one client
 * from filling the table). Expired keys are dropped when the map grows.
 */
function createWindowCounter(limit: { max: number; windowMs: number }, maxKeys = 10_000) {
  const windows = new Map<string, { start: number; n: number }>();
  return (key: string) => {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || now - w.start >= limit.windowMs) {
      if (!w && windows.size >= maxKeys) {
        for (const [k, v] of windows) if (now - v.start >= limit.windowMs) windows.delete(k);
        if (windows.size >= maxKeys) return false;
      }
      w = { start: now, n: 0 };
      windows.set(key, w);
    }
    w.n += 1;
    return w.n <= limit.max;
  };
}

/** Visit sessions and client error reports (spec 1 §7.2). */
export function createLoggingService(deps: AppDeps) {
  const store = createLoggingStore(deps.database.db);
  const takeErrorSlot = createWindowCounter(CLIENT_ERROR_LIMIT);
  const ua = (meta: ClientMeta) => meta.userAgent?.slice(0, MAX_USER_AGENT) ?? null;

  return {
    /** POST /api/atrium-user-visit-session: the caller records their own visit only. */
    async recordVisit(
      ctx: RequestContext,
      input: { sessionEvent: SessionEvent; userExternalId: string },
      meta: ClientMeta,
    ) {
      if (input.userExternalId !== ctx.user.externalId) throw forbidden('You can only record your own visits');
      await store.insertVisit({
        userId: ctx.user.id,
        sessionEvent: input.sessionEvent,
        ip: meta.ip,
        userAgent: ua(meta),
      });
      return null;
    },

    /** POST /api/log-error: a browser error report, signed in (ctx) or anonymous (null). Stored and logged as a warning. */
    async logClientError(
      ctx: RequestContext | null,
      input: { message: string; stack?: string | null; componentStack?: string | null; time: string },
      meta: ClientMeta,
    ) {
      if (!takeErrorSlot(ctx ? `u:${ctx.user.id}` : `ip:${meta.ip}`))
        throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts, please try again later');
      await store.insertClientError({
        userId: ctx?.user.id ?? null,
        message: input.message,
        stack: input.stack ?? null,
        componentStack: input.componentStack ?? null,
        clientTime: input.time,
        userAgent: ua(meta),
      });
      deps.log.warn(
        {
          clientError: {
            message: input.message,
            stack: input.stack ?? null,
            componentStack: input.componentStack ?? null,
            time: input.time,
          },
          userId: ctx?.user.externalId ?? null,
          ip: meta.ip,
        },
        'client error reported',
      );
      return null;
    },
  };
}
export type LoggingService = ReturnType<typeof createLoggingService>;
