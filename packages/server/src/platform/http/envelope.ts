import { z } from 'zod';
import { envelopeSchema, type Envelope } from '@atrium/contract';

export function ok<T>(content: T, message: string | null = null): Envelope<T> {
  return { success: true, content, errorCode: null, message };
}

/** Response schema map for a route whose envelope content has this shape (used for validation and OpenAPI). */
export const replies = <T extends z.ZodTypeAny>(content: T) => ({ 200: envelopeSchema(content) });
export const emptyReply = { 200: envelopeSchema(z.null()) };
