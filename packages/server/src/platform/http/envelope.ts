import { z } from 'zod';
import { envelopeSchema, type Envelope } from '@atrium/contract';

export function ok<T>(content: T, message: string | null = null): Envelope<T> {
  return { success: true, content, errorCode: null, message };
}

/** Response schema map for a route whose envelope content has this shape (used for validation and OpenAPI). */
export const replies = <T extends z.ZodTypeAny>(content: T) => ({ 200: envelopeSchema(content) });
export const emptyReply = { 200: envelopeSchema(z.null()) };

/**
 * Response schema of a route that answers with raw bytes (a file, a zip, a CSV) instead of the JSON envelope. Fastify
 * serializes neither a stream, nor a buffer, nor a string sent under a non-JSON content-type, so this schema only
 * documents the reply (OpenAPI) and satisfies the rule that every route declares one (test/api-contract.test.ts).
 */
export const binaryReply = {
  200: z.any().describe('The raw bytes of the file (a stream, a buffer or a CSV string), not the JSON envelope'),
};
