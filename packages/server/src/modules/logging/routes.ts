import type { FastifyRequest } from 'fastify';
import {
  errorGroupSchema,
  errorLogBody,
  errorOccurrenceSchema,
  errorOccurrencesQuery,
  errorsPerDayQuery,
  errorsPerDaySchema,
  logPageQuery,
  pageSchema,
  visitSchema,
  visitSessionBody,
  API,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { LoggingService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { emptyReply, ok, replies } from '../../platform/http/envelope.ts';

const meta = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
});

/** Visit sessions and client error reports (spec 1 §7.2), and the admin tools' reading of them (/tools/logmeas). */
export function loggingRoutes(app: ZodApp, { guard, services }: RouteDeps<{ logging: LoggingService }>) {
  const adminTools = guard.requirePermission('administration');
  const tags = ['logging'];

  app.get(
    API.logError.groups,
    {
      onRequest: adminTools,
      schema: { querystring: logPageQuery, response: replies(pageSchema(errorGroupSchema)), tags },
    },
    async (req) => ok(await services.logging.errorGroups(ctxOf(req), req.query)),
  );
  app.get(
    API.logError.occurrences,
    {
      onRequest: adminTools,
      schema: { querystring: errorOccurrencesQuery, response: replies(pageSchema(errorOccurrenceSchema)), tags },
    },
    async (req) => ok(await services.logging.errorOccurrences(ctxOf(req), req.query)),
  );
  app.get(
    API.logError.perDay,
    { onRequest: adminTools, schema: { querystring: errorsPerDayQuery, response: replies(errorsPerDaySchema), tags } },
    async (req) => ok(await services.logging.errorsPerDay(ctxOf(req), req.query)),
  );
  app.get(
    API.visitSession.paged,
    { onRequest: adminTools, schema: { querystring: logPageQuery, response: replies(pageSchema(visitSchema)), tags } },
    async (req) => ok(await services.logging.visits(ctxOf(req), req.query)),
  );

  app.post(
    API.visitSession.root,
    { onRequest: guard.requireUser, schema: { body: visitSessionBody, response: emptyReply, tags: ['logging'] } },
    async (req) => ok(await services.logging.recordVisit(ctxOf(req), req.body, meta(req))),
  );

  /** Signed in or not: a valid bearer token names the user; a missing or bad one leaves the report anonymous. */
  const optionalUser = async (req: FastifyRequest) => {
    try {
      await guard.requireUser(req);
    } catch {
      req.ctx = null;
    }
  };
  // The spec's path has a trailing slash; the one without is accepted too.
  for (const url of [API.logError.root, API.logError.withoutSlash]) {
    app.post(
      url,
      {
        preHandler: optionalUser,
        schema: {
          body: errorLogBody,
          response: emptyReply,
          tags: ['logging'],
          hide: url === API.logError.withoutSlash,
        },
      },
      async (req) => ok(await services.logging.logClientError(req.ctx, req.body, meta(req))),
    );
  }
}
