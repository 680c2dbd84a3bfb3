import { randomUUID } from 'node:crypto';
import type {
  AssistantContent,
  AssistantMessage,
  AssistantMetadata,
  BotStreamEvent,
  ConversationType,
} from '@atrium/contract';
import { ASSISTANT_LIMITS } from '@atrium/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../platform/http/context.ts';
import { conflict } from '../../platform/errors.ts';
import type { RealtimeBus } from '../../platform/realtime/bus.ts';
import type { AssistantChat, ConversationRow, MessageRow } from '../chat/assistant.ts';
import { ToolArgumentError, type AssistantTool, type AssistantToolContext } from './tool.ts';
import { ProviderError, type AssistantProvider, type HistoryItem, type ProviderInput } from './providers/provider.ts';
import { botText } from './texts.ts';
import { contentText } from './content.ts';
import { createRunSignals } from './run-signals.ts';

/** Messages of the conversation the provider reads. */
const HISTORY_MESSAGES = 20;

export interface RunDeps {
  chat: AssistantChat;
  provider: () => AssistantProvider;
  tools: AssistantTool[];
  log: FastifyBaseLogger;
  timeoutMs: number;
  tenantExternalIdOf: (tenantId: number) => Promise<string>;
  /** The realtime bus: Stop from any server, membership changes from any server. */
  bus?: RealtimeBus;
}

export interface RunOptions {
  /** The sender's HTTP stream (POST stream): every event also goes here, in order. */
  sink?: (e: BotStreamEvent) => void;
  /** Aborts the run too (the HTTP client went away). */
  signal?: AbortSignal;
  /** The message being answered (a person's message to the bot). */
  questionExternalId?: string;
  compose?: ProviderInput['compose'];
}

interface ActiveRun {
  controller: AbortController;
  messageExternalId: string;
  stopped: boolean;
  /** Who hears the run (external ids), re-read when the conversation's members change. */
  members: string[];
  /** The answer as sent so far: what a member added now is given before the next chunk. */
  sent: string;
  /** Events and member refreshes, one after the other, so a newcomer's catch-up and the chunks never overlap. */
  outbox: Promise<void>;
  refreshQueued: boolean;
}

/** A conversation's answers: one runs, the next questions wait their turn in order. */
interface Lane {
  current: ActiveRun | null;
  waiting: number;
  tail: Promise<unknown>;
}

/**
 * Runs: one streamed generation per bot message. START, CHUNK…, optional METADATA and END go to every member over
 * realtime (and to the sender's HTTP stream); a failure, time-out or malformed tool call ends in BOT_ERROR with a
 * readable text. The bot message is written once, when the run ends: complete, or incomplete (Stop, error) with the
 * text generated so far and the error; nothing is half-saved.
 */
export function createRunner(d: RunDeps) {
  /** By conversation external id (what the bus carries). */
  const lanes = new Map<string, Lane>();

  function stopLocal(conversationExternalId: string): boolean {
    const run = lanes.get(conversationExternalId)?.current;
    if (!run || run.stopped) return false;
    run.stopped = true;
    run.controller.abort();
    return true;
  }

  /** Members changed: the run re-reads them; those added get the answer so far, those removed hear no more. */
  function membersChanged(conversationExternalId: string) {
    const run = lanes.get(conversationExternalId)?.current;
    if (!run || run.refreshQueued) return;
    run.refreshQueued = true;
    run.outbox = run.outbox.then(async () => {
      run.refreshQueued = false;
      try {
        const conv = await d.chat.byExternalId(conversationExternalId);
        if (!conv) return;
        const now = await d.chat.memberExternalIds(conv.id);
        const added = now.filter((u) => !run.members.includes(u));
        run.members = now;
        if (added.length)
          await d.chat.toUsers(added, 'BOT_MESSAGE_START', {
            conversationExternalId,
            messageExternalId: run.messageExternalId,
            text: run.sent,
          });
      } catch (err) {
        d.log.warn({ err, conversation: conversationExternalId }, 'assistant: members of a run not refreshed');
      }
    });
  }

  /** A member reopened the conversation mid-answer: the answer so far, in the run's order (before the next chunk). */
  function catchUpLocal(conversationExternalId: string, userExternalId: string): boolean {
    const run = lanes.get(conversationExternalId)?.current;
    if (!run) return false;
    run.outbox = run.outbox.then(async () => {
      if (!run.members.includes(userExternalId)) return;
      try {
        await d.chat.toUsers([userExternalId], 'BOT_MESSAGE_START', {
          conversationExternalId,
          messageExternalId: run.messageExternalId,
          text: run.sent,
        });
      } catch (err) {
        d.log.warn({ err, conversation: conversationExternalId }, 'assistant: catch-up not sent');
      }
    });
    return true;
  }

  const signals = createRunSignals(d.bus, { stopLocal, membersChanged, catchUpLocal });

  async function toolContext(
    ctx: RequestContext,
    conv: ConversationRow,
    signal: AbortSignal,
  ): Promise<AssistantToolContext> {
    return {
      tenantId: conv.tenantId,
      tenantExternalId: await d.tenantExternalIdOf(conv.tenantId),
      userId: ctx.user.id,
      userExternalId: ctx.user.externalId,
      language: ctx.user.language === 'es' ? 'es' : 'en',
      conversation: {
        externalId: conv.externalId,
        type: conv.type as ConversationType,
        contextEntityExternalId: conv.contextEntityExternalId,
      },
      signal,
    };
  }

  function historyOf(rows: MessageRow[], questionExternalId: string | undefined) {
    const context: string[] = [];
    const history: HistoryItem[] = [];
    let question = '';
    for (const r of rows) {
      const text = r.content ? contentText(r.content) : (r.text ?? '');
      if (!text) continue;
      if (r.externalId === questionExternalId) question = text;
      else if (r.isHidden) context.push(text);
      else history.push({ role: r.isBot ? 'assistant' : 'user', content: text });
    }
    return { context, history, question };
  }

  /** A question may wait for the bot: refused (409) only when the conversation's queue is full. */
  function assertRoom(conversationExternalId: string) {
    const lane = lanes.get(conversationExternalId);
    if (lane && lane.waiting >= ASSISTANT_LIMITS.maxQueuedQuestions)
      throw conflict('The assistant is still answering and has too many questions waiting in this conversation');
  }

  /**
   * Starts a run, or queues it behind the conversation's current one, and returns at once; `done` settles when it
   * has ended (never rejects) with the saved message — null when the asker left before its turn came.
   */
  function start(
    ctx: RequestContext,
    conv: ConversationRow,
    opts: RunOptions = {},
  ): { messageExternalId: string; done: Promise<AssistantMessage | null> } {
    let lane = lanes.get(conv.externalId);
    if (!lane) {
      lane = { current: null, waiting: 0, tail: Promise.resolve() };
      lanes.set(conv.externalId, lane);
    }
    const l = lane;
    l.waiting++;
    const run: ActiveRun = {
      controller: new AbortController(),
      messageExternalId: randomUUID(),
      stopped: false,
      members: [],
      sent: '',
      outbox: Promise.resolve(),
      refreshQueued: false,
    };
    const turn = async (): Promise<AssistantMessage | null> => {
      l.waiting--;
      if (opts.signal?.aborted) return null;
      l.current = run;
      const onClientGone = () => run.controller.abort();
      opts.signal?.addEventListener('abort', onClientGone);
      try {
        return await execute(ctx, conv, run, opts);
      } catch (err) {
        d.log.error({ err, conversation: conv.externalId }, 'assistant: run failed before it started');
        return null;
      } finally {
        opts.signal?.removeEventListener('abort', onClientGone);
        l.current = null;
      }
    };
    const done = l.tail.then(turn, turn);
    l.tail = done;
    void done.finally(() => {
      if (l.tail === done && lanes.get(conv.externalId) === l) lanes.delete(conv.externalId);
    });
    return { messageExternalId: run.messageExternalId, done };
  }

  async function execute(
    ctx: RequestContext,
    conv: ConversationRow,
    run: ActiveRun,
    opts: RunOptions,
  ): Promise<AssistantMessage | null> {
    const ref = { conversationExternalId: conv.externalId, messageExternalId: run.messageExternalId };
    // Through the run's queue, so a membership change arriving meanwhile is applied after this first read.
    await (run.outbox = run.outbox.then(async () => {
      run.members = await d.chat.memberExternalIds(conv.id);
    }));
    const send = async (e: BotStreamEvent) => {
      try {
        opts.sink?.(e);
      } catch {
        // The HTTP client is gone; the realtime members still get the run.
      }
      // The members at publish time: someone added mid-answer hears the rest, someone removed hears no more.
      await d.chat.toUsers(run.members, e.type, e.content);
      if (e.type === 'BOT_MESSAGE_CHUNK') run.sent += e.content.chunk;
    };
    const emit = (e: BotStreamEvent) => (run.outbox = run.outbox.then(() => send(e)));
    const signal = AbortSignal.any([run.controller.signal, AbortSignal.timeout(d.timeoutMs)]);
    const texts = botText(ctx.user.language);
    let text = '';
    const metadata: AssistantMetadata = { tool: null, documents: [] };
    let cited = false;
    const extra: AssistantContent[] = [];
    let errorText: string | null = null;

    await emit({ type: 'BOT_MESSAGE_START', content: ref });
    try {
      const toolCtx = await toolContext(ctx, conv, signal);
      const offered: AssistantTool[] = [];
      for (const t of d.tools) if (await t.offered(toolCtx)) offered.push(t);
      const { context, history, question } = historyOf(
        await d.chat.history(conv.id, HISTORY_MESSAGES),
        opts.questionExternalId,
      );
      const input: ProviderInput = {
        question,
        history,
        context,
        tools: offered,
        toolCtx,
        signal,
        compose: opts.compose,
      };
      for await (const ev of d.provider().answer(input)) {
        if (signal.aborted) break;
        if (ev.type === 'chunk') {
          const offset = text.length;
          text += ev.text;
          await emit({ type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: ev.text, offset } });
        } else {
          cited = true;
          if (ev.tool.aiTool) metadata.tool = ev.tool.aiTool;
          const m = ev.result.metadata ?? {};
          if (m.tool) metadata.tool = m.tool;
          for (const doc of m.documents ?? [])
            if (!metadata.documents.some((x) => x.documentId === doc.documentId)) metadata.documents.push(doc);
          if (m.funders) metadata.funders = [...(metadata.funders ?? []), ...m.funders];
          extra.push(...(ev.result.content ?? []));
        }
      }
      if (signal.aborted && !run.stopped && !opts.signal?.aborted) errorText = texts.timedOut;
    } catch (err) {
      if (run.stopped || opts.signal?.aborted) errorText = null;
      else if (signal.aborted) errorText = texts.timedOut;
      else if (err instanceof ToolArgumentError) errorText = texts.badToolCall(err.message);
      else if (err instanceof ProviderError) errorText = err.kind === 'malformed' ? texts.malformed : texts.failed;
      else errorText = texts.failed;
      if (errorText) d.log.warn({ err, conversation: conv.externalId }, 'assistant: run failed');
    }
    const incomplete = errorText !== null || run.stopped || Boolean(opts.signal?.aborted);
    if (cited && !errorText) await emit({ type: 'BOT_MESSAGE_METADATA', content: { ...ref, metadata } });
    let saved: AssistantMessage | null = null;
    try {
      const row = await d.chat.write(conv, null, {
        externalId: run.messageExternalId,
        text,
        content: { type: 'MARKDOWN', content: text },
        metadata: cited ? metadata : null,
        isIncomplete: incomplete,
        errorText,
      });
      saved = (await d.chat.shape(conv, [row]))[0];
      // Rich results (funder cards, a chart) follow the answer as the bot's own messages.
      if (!incomplete)
        for (const c of extra)
          await d.chat.write(conv, null, { text: contentText(c), content: c, hasChart: c.type === 'CHART' });
    } catch (err) {
      d.log.error({ err, conversation: conv.externalId }, 'assistant: saving the bot message failed');
      errorText ??= texts.failed;
    }
    if (errorText) await emit({ type: 'BOT_ERROR', content: { ...ref, error: errorText } });
    else if (saved) await emit({ type: 'BOT_MESSAGE_END', content: { ...ref, message: saved } });
    return saved;
  }

  return {
    start,
    assertRoom,
    /**
     * Stop: aborts the conversation's current answer, on this server or — over the bus — on the one running it; false
     * when none is running. Questions waiting behind it are still answered.
     */
    stop: (conversationExternalId: string) => signals.stop(conversationExternalId),
    /** The answer so far to one member who (re)opened the conversation, from whichever server runs it. */
    catchUp: (conversationExternalId: string, userExternalId: string) =>
      signals.catchUp(conversationExternalId, userExternalId),
    /** Runs in progress on this server (the bench reads it). */
    activeCount: () => [...lanes.values()].filter((l) => l.current !== null).length,
    close: signals.close,
  };
}
export type Runner = ReturnType<typeof createRunner>;
