import {
  LOGMEAS_LIMITS,
  type ErrorGroup,
  type ErrorOccurrence,
  type ErrorsPerDay,
  type LogUser,
  type Page,
  type SessionEvent,
  type Visit,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { UserService } from '../users/service.ts';
import { createLoggingStore, type LogSearch } from './store.ts';

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

/** Users a log search may name by e-mail or name: the first this many matches. */
const SEARCH_USER_MATCHES = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Visit sessions and client error reports (spec 1 §7.2), and what the admin tools read of them (/tools/logmeas):
 * reports grouped by message, one group's occurrences, reports per day and the visits, pruned after the retention.
 */
export function createLoggingService(deps: AppDeps, s: { users: Pick<UserService, 'search' | 'byIds'> }) {
  const store = createLoggingStore(deps.database.db);
  const takeErrorSlot = createWindowCounter(CLIENT_ERROR_LIMIT);
  const ua = (meta: ClientMeta) => meta.userAgent?.slice(0, MAX_USER_AGENT) ?? null;
  const pageOf = (page: string | null | undefined) => page?.slice(0, LOGMEAS_LIMITS.pageMax) || null;

  /** Admin tools: the administration permission (route) and an internal e-mail address (spec 1 §6). */
  function requireAdminTools(ctx: RequestContext) {
    if (!ctx.user.isInternal) throw forbidden('Admin tools need an internal account');
  }

  async function searchOf(term: string | undefined): Promise<LogSearch> {
    const t = term?.trim() || null;
    if (!t) return { term: null, userIds: [] };
    const { rows } = await s.users.search({ ids: null, term: t, page: 0, pageSize: SEARCH_USER_MATCHES });
    return { term: t, userIds: rows.map((u) => u.id) };
  }

  /** The people behind these user ids, as the viewer shows them. */
  async function usersById(ids: (number | null)[]): Promise<Map<number, LogUser>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const rows = await s.users.byIds(wanted);
    return new Map(
      rows.map((u) => [
        u.id,
        { externalId: u.externalId, email: u.email, firstName: u.firstName, lastName: u.lastName },
      ]),
    );
  }

  return {
    /** POST /api/atrium-user-visit-session: the caller records their own visit only. */
    async recordVisit(
      ctx: RequestContext,
      input: { sessionEvent: SessionEvent; userExternalId: string; page?: string | null },
      meta: ClientMeta,
    ) {
      if (input.userExternalId !== ctx.user.externalId) throw forbidden('You can only record your own visits');
      await store.insertVisit({
        userId: ctx.user.id,
        sessionEvent: input.sessionEvent,
        page: pageOf(input.page),
        ip: meta.ip,
        userAgent: ua(meta),
      });
      return null;
    },

    /** POST /api/log-error: a browser error report, signed in (ctx) or anonymous (null). Stored and logged as a warning. */
    async logClientError(
      ctx: RequestContext | null,
      input: {
        message: string;
        stack?: string | null;
        componentStack?: string | null;
        time: string;
        page?: string | null;
      },
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
        page: pageOf(input.page),
        userAgent: ua(meta),
      });
      deps.log.warn(
        {
          clientError: {
            message: input.message,
            stack: input.stack ?? null,
            componentStack: input.componentStack ?? null,
            time: input.time,
            page: pageOf(input.page),
          },
          userId: ctx?.user.externalId ?? null,
          ip: meta.ip,
        },
        'client error reported',
      );
      return null;
    },

    /** GET /api/log-error/groups: reports grouped by message, the latest seen first (admin tools). */
    async errorGroups(
      ctx: RequestContext,
      q: { page: number; pageSize: number; search?: string },
    ): Promise<Page<ErrorGroup>> {
      requireAdminTools(ctx);
      const { rows, total } = await store.errorGroups(await searchOf(q.search), q.page, q.pageSize);
      const people = await usersById(rows.map((r) => r.lastUserId));
      return {
        items: rows.map((r) => ({
          message: r.message,
          count: Number(r.count),
          users: Number(r.users),
          firstSeen: r.firstSeen.toISOString(),
          lastSeen: r.lastSeen.toISOString(),
          lastUser: r.lastUserId === null ? null : (people.get(r.lastUserId) ?? null),
          lastPage: r.lastPage,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },

    /** GET /api/log-error/occurrences: every report of one message, newest first, with its stacks (admin tools). */
    async errorOccurrences(
      ctx: RequestContext,
      q: { page: number; pageSize: number; message: string },
    ): Promise<Page<ErrorOccurrence>> {
      requireAdminTools(ctx);
      const { rows, total } = await store.occurrences(q.message, q.page, q.pageSize);
      const people = await usersById(rows.map((r) => r.userId));
      return {
        items: rows.map((r) => ({
          id: r.id,
          message: r.message,
          stack: r.stack,
          componentStack: r.componentStack,
          clientTime: r.clientTime,
          receivedAt: r.createdAt.toISOString(),
          page: r.page,
          userAgent: r.userAgent,
          user: r.userId === null ? null : (people.get(r.userId) ?? null),
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },

    /** GET /api/log-error/per-day: reports per UTC day over the last `days` days, today included, zeros filled. */
    async errorsPerDay(ctx: RequestContext, q: { days: number }, now = new Date()): Promise<ErrorsPerDay> {
      requireAdminTools(ctx);
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const from = new Date(today - (q.days - 1) * DAY_MS);
      const counts = new Map((await store.perDay(from)).map((r) => [r.day, r.count]));
      return Array.from({ length: q.days }, (_, i) => {
        const day = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
        return { day, count: counts.get(day) ?? 0 };
      });
    },

    /** GET /api/atrium-user-visit-session/paged: recorded visits, newest first (admin tools). */
    async visits(ctx: RequestContext, q: { page: number; pageSize: number; search?: string }): Promise<Page<Visit>> {
      requireAdminTools(ctx);
      const { rows, total } = await store.visits(await searchOf(q.search), q.page, q.pageSize);
      const people = await usersById(rows.map((r) => r.userId));
      return {
        items: rows.map((r) => ({
          id: r.id,
          sessionEvent: r.sessionEvent as SessionEvent,
          page: r.page,
          ip: r.ip,
          userAgent: r.userAgent,
          at: r.createdAt.toISOString(),
          user: people.get(r.userId) ?? null,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },

    /** Deletes reports and visits older than the retention (LOG_RETENTION_DAYS); the daily job calls it. */
    async prune(now = new Date()) {
      const removed = await store.pruneBefore(new Date(now.getTime() - deps.config.logRetentionMs));
      if (removed.errors || removed.visits) deps.log.info(removed, 'old client error reports and visits pruned');
      return removed;
    },
  };
}
export type LoggingService = ReturnType<typeof createLoggingService>;
