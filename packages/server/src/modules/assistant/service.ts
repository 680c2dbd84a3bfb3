import type { AssistantMessage, AssistantUser, BotStreamEvent, Funder, HelpMeWriteType } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound, validation } from '../../platform/errors.ts';
import type { ChatBot } from '../chat/core.ts';
import type { ChatService } from '../chat/service.ts';
import { sanitizeText } from '../chat/sanitize.ts';
import type { UserService } from '../users/service.ts';
import type { TenancyService } from '../tenancy/service.ts';
import { createAssistantConversations } from './conversations.ts';
import { createRunner } from './run.ts';
import { createBotRateLimit } from './rate-limit.ts';
import { createBuiltinProvider } from './providers/builtin.ts';
import { createOpenAiAssistantProvider } from './providers/openai.ts';
import type { AssistantProvider } from './providers/provider.ts';
import { emailInstruction, emailTemplate } from './help-me-write.ts';
import type { AssistantTool } from './tool.ts';

export interface AssistantServiceDeps {
  chat: ChatService;
  users: Pick<UserService, 'byId' | 'saveOptions'>;
  tenancy: Pick<TenancyService, 'tenantById'>;
  /** The funder database (help-me-write), when fundraising exists. */
  funders?: { get(externalId: string): Promise<Funder> };
  /** Every area's tools; a tool decides per conversation whether it is offered. */
  tools: AssistantTool[];
  /** Overrides the provider chosen from the configuration (tests). */
  provider?: AssistantProvider;
  /** The clock (tests move it past the undo window and the rate-limit minute). */
  now?: () => number;
}

/**
 * Atrium AI (spec 2 §1–§9, issue 18): the assistant-only calls over the chat's tables, the streamed runs, the
 * providers (built-in offline, or OpenAI-compatible when AI_BASE_URL is set), the tool registry and the rate limit.
 * See README.md for the file → job table.
 */
export function createAssistantService(deps: AppDeps, s: AssistantServiceDeps) {
  const now = s.now ?? Date.now;
  const ai = deps.config.ai;
  const provider: AssistantProvider =
    s.provider ??
    (ai.baseUrl
      ? createOpenAiAssistantProvider({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model })
      : createBuiltinProvider());
  const ac = s.chat.assistant;
  const conversations = createAssistantConversations({ chat: s.chat, now });
  const tools = [...s.tools];
  const runner = createRunner({
    chat: ac,
    provider: () => provider,
    tools,
    log: deps.log,
    timeoutMs: ai.timeoutMs,
    tenantExternalIdOf: async (tenantId) => (await s.tenancy.tenantById(tenantId))?.externalId ?? '',
    bus: deps.realtime.bus,
  });
  const rateLimit = createBotRateLimit(now, deps.config.assistantBotMessagesPerMinute);

  /** A message to the bot may be written: under the rate limit, room in the conversation's queue. */
  function admit(ctx: RequestContext, conversationExternalId: string) {
    runner.assertRoom(conversationExternalId);
    rateLimit.take(ctx.user.id);
  }

  /** The bot of POST message (messageReceiverIsBot): the answer streams over realtime only. */
  const bot: ChatBot = {
    admit,
    answer(ctx, conversationExternalId, messageExternalId) {
      void (async () => {
        const conv = await ac.byExternalId(conversationExternalId);
        if (conv) runner.start(ctx, conv, { questionExternalId: messageExternalId });
      })().catch((err) => deps.log.warn({ err }, 'assistant: run not started'));
    },
  };

  async function assistantUser(ctx: RequestContext, userExternalId: string): Promise<AssistantUser> {
    if (userExternalId.toLowerCase() !== ctx.user.externalId.toLowerCase())
      throw forbidden('You can only read your own assistant options.');
    const row = await s.users.byId(ctx.user.id);
    if (!row) throw notFound('User');
    const options = (row.options ?? {}) as Record<string, unknown>;
    return {
      user: { externalId: row.externalId, firstName: row.firstName, lastName: row.lastName, email: row.email },
      title: row.title ?? null,
      hasBeenInMultiuserChat: options.hasBeenInMultiuserChat === true,
      hideArchiveHint: options.hideArchiveHint === true,
    };
  }

  return {
    bot,
    /** Adds a tool to the registry (an area composed after the assistant, or a test's own). */
    registerTool(tool: AssistantTool) {
      if (tools.some((t) => t.name === tool.name)) throw new Error(`assistant tool ${tool.name} registered twice`);
      tools.push(tool);
    },
    conversations,
    addToConversation: conversations.addToConversation,
    /** Runs in progress on this server. */
    activeRuns: () => runner.activeCount(),

    /**
     * POST stream: writes the sender's message to the bot and runs the answer, each event going to `sink` (the
     * NDJSON response) as well as to every member. Resolves when the run has ended. Refusals (404, 400, 429, 409)
     * throw before anything is written, so they answer in the envelope.
     */
    async stream(
      ctx: RequestContext,
      body: { conversationExternalId: string; message: string },
      open: () => (e: BotStreamEvent) => void,
      signal: AbortSignal,
    ): Promise<void> {
      const a = await ac.access(ctx, body.conversationExternalId);
      const text = sanitizeText(body.message);
      if (!text) throw validation('The message is empty', [{ path: 'message', message: 'The message is empty' }]);
      admit(ctx, a.conv.externalId);
      const question = await ac.write(
        a.conv,
        { id: ctx.user.id },
        {
          text,
          content: { type: 'STRING', content: text },
          receiverIsBot: true,
        },
      );
      const sink = open();
      await runner.start(ctx, a.conv, { sink, signal, questionExternalId: question.externalId }).done;
    },

    /** POST hidden: context the bot reads with the next questions; members do not see it. */
    async hidden(ctx: RequestContext, body: { conversationExternalId: string; message: string }) {
      const a = await ac.access(ctx, body.conversationExternalId);
      const text = sanitizeText(body.message);
      if (!text) throw validation('The message is empty', [{ path: 'message', message: 'The message is empty' }]);
      await ac.write(a.conv, { id: ctx.user.id }, { text, content: { type: 'STRING', content: text }, isHidden: true });
      return { sent: true as const };
    },

    /**
     * POST stop: aborts the conversation's current answer wherever it runs (this server or another, over the bus);
     * what was generated is kept, marked incomplete.
     */
    async stop(ctx: RequestContext, body: { conversationExternalId: string }) {
      const a = await ac.access(ctx, body.conversationExternalId);
      return { stopped: await runner.stop(a.conv.externalId) };
    },

    /**
     * POST catch-up: a member (re)opening the conversation while the bot answers gets the answer so far over realtime,
     * so a reload mid-answer keeps streaming instead of showing the answer only at its end.
     */
    async catchUp(ctx: RequestContext, body: { conversationExternalId: string }) {
      const a = await ac.access(ctx, body.conversationExternalId);
      await runner.catchUp(a.conv.externalId, ctx.user.externalId);
      return { requested: true as const };
    },

    /** POST help-me-write: the bot writes an e-mail to a funder into the conversation (built-in: a filled template). */
    async helpMeWrite(
      ctx: RequestContext,
      body: {
        chatMessage: { conversationExternalId: string; message?: string };
        funderDTO: { externalId: string };
        helpMeWriteType: HelpMeWriteType;
      },
    ): Promise<AssistantMessage> {
      const a = await ac.access(ctx, body.chatMessage.conversationExternalId);
      if (!s.funders) throw notFound('Investor');
      const funder = await s.funders.get(body.funderDTO.externalId);
      admit(ctx, a.conv.externalId);
      const note = sanitizeText(body.chatMessage.message ?? null);
      let questionExternalId: string | undefined;
      if (note)
        questionExternalId = (
          await ac.write(
            a.conv,
            { id: ctx.user.id },
            { text: note, content: { type: 'STRING', content: note }, receiverIsBot: true },
          )
        ).externalId;
      const tenant = await s.tenancy.tenantById(a.conv.tenantId);
      const writer = {
        senderName: `${ctx.user.firstName} ${ctx.user.lastName}`.trim(),
        companyName: tenant?.name ?? '',
        language: ctx.user.language === 'es' ? ('es' as const) : ('en' as const),
      };
      const saved = await runner.start(ctx, a.conv, {
        questionExternalId,
        compose: {
          template: emailTemplate(body.helpMeWriteType, funder, writer),
          instruction: emailInstruction(body.helpMeWriteType, funder, writer, note),
        },
      }).done;
      if (!saved) throw validation('The assistant could not write the e-mail');
      return saved;
    },

    assistantUser,
    /** POST {id}/mark-in-multiuser-chat: the first-time multi-user hint was shown (only for oneself). */
    async markInMultiuserChat(ctx: RequestContext, userExternalId: string): Promise<AssistantUser> {
      await s.users.saveOptions(ctx, userExternalId, { hasBeenInMultiuserChat: true });
      return assistantUser(ctx, userExternalId);
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
