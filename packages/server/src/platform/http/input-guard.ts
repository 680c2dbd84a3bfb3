import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validation } from '../errors.ts';

/** What a caller reads when the request itself is malformed, before any route's own validation. */
export const INPUT_MESSAGES = {
  nul: 'Text may not contain the NUL character',
  badUrl: 'The address is not correctly encoded',
  tooLong: 'A part of the address is too long',
  badMultipart: 'The upload is not a well-formed multipart form',
} as const;

/** The path ('body.user.name', 'querystring.term') of the first string or key holding a NUL character, or null. */
export function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const at = `${path}.${key.replaceAll('\u0000', '\\0')}`;
    if (key.includes('\u0000')) return at;
    const found = nulPath(child, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a NUL character anywhere in the parameters, query or JSON body with a 400 before the route runs: PostgreSQL
 * cannot store it in text, so it would otherwise fail deep in a query as a 500.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const parts: [string, unknown][] = [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ];
    for (const [where, value] of parts) {
      const at = nulPath(value, where);
      if (at) throw validation(`${at}: ${INPUT_MESSAGES.nul}`, [{ path: at, message: INPUT_MESSAGES.nul }]);
    }
  });
}

/**
 * The multipart parser's own failures (a truncated form, a part cut short, no boundary): the body is not a well-formed
 * form, whichever code read it (the part iteration, the content sniffer, the storage pipeline). Errors the app or
 * @fastify/multipart raise carry a code or status and are not these.
 */
export function isMalformedMultipart(err: unknown): boolean {
  if (!(err instanceof Error) || 'statusCode' in err || 'code' in err) return false;
  return /unexpected end of multipart data|multipart: boundary not found/i.test(err.message);
}

/**
 * Fastify's own refusals that happen before routing (the `frameworkErrors` option), in the envelope: bad
 * percent-encoding in the path is 400; a path parameter past the router's length limit is 414 URI Too Long.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const fail = (status: number, message: string) =>
    reply.status(status).send({ success: false, content: null, errorCode: 'VALIDATION_ERROR', message });
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return fail(414, INPUT_MESSAGES.tooLong);
  if (err.code === 'FST_ERR_BAD_URL') return fail(400, INPUT_MESSAGES.badUrl);
  const status = err.statusCode ?? 500;
  if (status < 500) return fail(status, err.message);
  return reply.status(500).send({
    success: false,
    content: null,
    errorCode: 'INTERNAL_ERROR',
    message: 'An internal error occurred, please try again later',
  });
}
