import {
  SERVICE_REQUEST_MESSAGES,
  serviceByCode,
  serviceRequestMessage,
  type ServiceRequestBody,
  type ServiceRequestReply,
} from '@atrium/contract';
import type { TenantContext } from '../../platform/http/context.ts';
import { validation } from '../../platform/errors.ts';
import type { ChatService } from '../chat/service.ts';

/**
 * A customer asks for a service of the catalogue (spec 1 §3, issue 14 #1): the request travels as a message in the
 * caller's private chat with their company's KAM (opened when it does not exist yet). Nothing is stored here: the
 * chat is the record, and the KAM starts a product flow from it.
 */
export function createServiceRequestService(deps: { chat: Pick<ChatService, 'conversations'> }) {
  return {
    async request(ctx: TenantContext, body: ServiceRequestBody): Promise<ServiceRequestReply> {
      const service = serviceByCode(body.serviceCode);
      if (!service || service.hidden)
        throw validation(SERVICE_REQUEST_MESSAGES.unknownService, [
          { path: 'serviceCode', message: SERVICE_REQUEST_MESSAGES.unknownService },
        ]);
      const message = serviceRequestMessage(service.code, ctx.user.language, body.note || undefined);
      const conversation = await deps.chat.conversations.startWithKam(ctx, message);
      return { serviceCode: service.code, conversationExternalId: conversation.externalId };
    },
  };
}
export type ServiceRequestService = ReturnType<typeof createServiceRequestService>;
