import { z } from 'zod';
import { serviceByCode } from './catalogue.ts';

/** Limits of a customer's request for a service (the note travels in the chat message). */
export const SERVICE_REQUEST_LIMITS = { noteMax: 1000, codeMax: 80 } as const;

export const SERVICE_REQUEST_MESSAGES = {
  unknownService: 'This service is not offered',
} as const;

/** POST /api/service-requests: the customer asks their KAM for a service of the catalogue. */
export const serviceRequestBody = z.object({
  serviceCode: z
    .string()
    .trim()
    .min(1)
    .max(SERVICE_REQUEST_LIMITS.codeMax)
    .refine((code) => serviceByCode(code)?.hidden === false, SERVICE_REQUEST_MESSAGES.unknownService),
  note: z.string().trim().max(SERVICE_REQUEST_LIMITS.noteMax).optional(),
});
export type ServiceRequestBody = z.infer<typeof serviceRequestBody>;

export const serviceRequestReply = z.object({
  serviceCode: z.string(),
  /** The chat with the KAM that now carries the request. */
  conversationExternalId: z.string().uuid(),
});
export type ServiceRequestReply = z.infer<typeof serviceRequestReply>;

/** The chat message a request writes, in the language of the customer who asks. */
export function serviceRequestMessage(code: string, language: string, note?: string): string {
  const service = serviceByCode(code);
  if (!service) throw new Error(`Unknown service ${code}`);
  const es = language.startsWith('es');
  const head = es
    ? `Me gustaría solicitar este servicio: ${service.name.es} (${service.code}).`
    : `I would like to ask for this service: ${service.name.en} (${service.code}).`;
  return note ? `${head}\n\n${note}` : head;
}
