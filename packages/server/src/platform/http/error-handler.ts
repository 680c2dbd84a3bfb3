import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { Envelope, FieldError } from '@atrium/contract';
import { AppError, STATUS_BY_CODE } from '../errors.ts';
import { INPUT_MESSAGES, isMalformedMultipart } from './input-guard.ts';

const fail = (
  errorCode: Envelope<unknown>['errorCode'],
  message: string,
  content: unknown = null,
): Envelope<unknown> => ({
  success: false,
  content,
  errorCode,
  message,
});

/** Maps every error to the envelope, in one place. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      const status = STATUS_BY_CODE[err.code] ?? 500;
      return reply.status(status).send(fail(err.code, err.message, err.fields ? { fields: err.fields } : null));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: FieldError[] = err.validation.map((v) => ({
        path: [err.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].filter(Boolean).join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = fields[0];
      return reply
        .status(400)
        .send(fail('VALIDATION_ERROR', first ? `${first.path}: ${first.message}` : 'Invalid request', { fields }));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'reply did not match its schema');
      return reply.status(500).send(fail('INTERNAL_ERROR', 'An internal error occurred, please try again later'));
    }
    if (isMalformedMultipart(err)) return reply.status(400).send(fail('VALIDATION_ERROR', INPUT_MESSAGES.badMultipart));
    const status = err.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send(fail('TOO_MANY_REQUESTS', 'Too many attempts, please try again later'));
    if (status === 413) return reply.status(413).send(fail('PAYLOAD_TOO_LARGE', 'The request is too large'));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(fail(status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR', err.message));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail('INTERNAL_ERROR', 'An internal error occurred, please try again later'));
  });
}

export function notFoundEnvelope(path: string) {
  return fail('NOT_FOUND', `No API route ${path}`);
}
