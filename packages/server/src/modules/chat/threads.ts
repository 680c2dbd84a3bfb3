import type { ChatStore, ConversationRow, MessageRow } from './store.ts';

/**
 * Thread status rules of a client conversation with staff (spec 2 §4). Each transition updates the conversation's
 * stored thread columns and appends a chat_thread_events row, inside the caller's transaction.
 */
export function createThreads(store: ChatStore) {
  /** Starts the thread of a conversation that just gained staff (creation or added staff). */
  async function open(conv: ConversationRow, userId: number | null): Promise<ConversationRow> {
    const now = new Date();
    await store.threadEvent(conv.id, 'OPENED', userId);
    return store.update(conv.id, {
      threadStatus: 'OPEN',
      threadStartedAt: now,
      lastOpenAt: now,
      waitingSince: null,
      finalizedAt: null,
    });
  }

  /**
   * Applies a user's message on the reply channel. A staff message answers an open thread; a client message reopens an
   * answered one or starts a new thread after a finalized one (with a THREAD_OPENED divider message, returned).
   */
  async function onMessage(
    conv: ConversationRow,
    senderId: number,
    senderIsStaff: boolean,
  ): Promise<{ conv: ConversationRow; divider: MessageRow | null }> {
    if (conv.type === 'INTERNAL_CHANNEL' || conv.threadStatus === null) return { conv, divider: null };
    const now = new Date();
    if (senderIsStaff) {
      if (conv.threadStatus !== 'OPEN') return { conv, divider: null };
      await store.threadEvent(conv.id, 'ANSWERED', senderId);
      return { conv: await store.update(conv.id, { threadStatus: 'ANSWERED', waitingSince: null }), divider: null };
    }
    if (conv.threadStatus === 'FINALIZED') {
      await store.threadEvent(conv.id, 'OPENED', senderId);
      const updated = await store.update(conv.id, {
        threadStatus: 'OPEN',
        threadStartedAt: now,
        lastOpenAt: now,
        waitingSince: now,
        finalizedAt: null,
      });
      const divider = await store.insertMessage({
        conversationId: conv.id,
        userId: null,
        text: null,
        fragments: [{ type: 'THREAD_OPENED', content: null }],
        threadStatus: 'OPEN',
      });
      return { conv: updated, divider };
    }
    await store.threadEvent(conv.id, 'CLIENT_MESSAGE', senderId);
    const patch = conv.threadStatus === 'ANSWERED' ? { threadStatus: 'OPEN', lastOpenAt: now } : {};
    return {
      conv: await store.update(conv.id, { ...patch, waitingSince: conv.waitingSince ?? now }),
      divider: null,
    };
  }

  /** FINALIZED with a FINALIZED_THREAD message; the caller checked the status. */
  async function finalize(conv: ConversationRow, userId: number) {
    await store.threadEvent(conv.id, 'FINALIZED', userId);
    const updated = await store.update(conv.id, {
      threadStatus: 'FINALIZED',
      finalizedAt: new Date(),
      waitingSince: null,
    });
    const message = await store.insertMessage({
      conversationId: conv.id,
      userId,
      text: null,
      fragments: [{ type: 'FINALIZED_THREAD', content: null }],
      threadStatus: 'FINALIZED',
    });
    return { conv: updated, message };
  }

  return { open, onMessage, finalize };
}
export type Threads = ReturnType<typeof createThreads>;
