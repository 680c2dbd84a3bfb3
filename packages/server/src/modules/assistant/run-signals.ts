import { randomUUID } from 'node:crypto';
import type { BusMessage, RealtimeBus } from '../../platform/realtime/bus.ts';

/**
 * The runs' messages between server processes, over the realtime bus. Not a `/channel/...` name, so no socket can
 * subscribe to it. A Stop may reach a server that is not running the answer: it asks every process, and the one that
 * holds the run stops it and says so.
 */
export const ASSISTANT_RUNS_CHANNEL = '/system/assistant-runs';
const STOP = 'ASSISTANT_STOP';
const STOPPED = 'ASSISTANT_STOPPED';
const CATCH_UP = 'ASSISTANT_CATCH_UP';
/** How long a Stop waits for the process holding the run to answer before reporting that none was running. */
export const STOP_ACK_MS = 2_000;

export interface RunSignalHandlers {
  /** Stops the conversation's run if this process holds it; true when it did. */
  stopLocal(conversationExternalId: string): boolean;
  /** A conversation's members changed (CONVERSATION_UPDATED went out): its run re-reads who hears it. */
  membersChanged(conversationExternalId: string): void;
  /** Sends the answer so far to one member if this process holds the conversation's run; true when it does. */
  catchUpLocal(conversationExternalId: string, userExternalId: string): boolean;
}

export function createRunSignals(bus: RealtimeBus | undefined, h: RunSignalHandlers) {
  const off = bus?.subscribe((m: BusMessage) => {
    const content = m.event.content as Record<string, unknown> | null;
    if (m.event.type === 'CONVERSATION_UPDATED' && typeof content?.conversationExternalId === 'string') {
      if (content.reason === 'MEMBERS' || content.reason === 'REMOVED')
        h.membersChanged(content.conversationExternalId);
      return;
    }
    if (m.channel !== ASSISTANT_RUNS_CHANNEL) return;
    if (m.event.type === CATCH_UP) {
      const { conversationExternalId, userExternalId } = content as Record<string, string>;
      h.catchUpLocal(conversationExternalId, userExternalId);
      return;
    }
    if (m.event.type !== STOP) return;
    const { conversationExternalId, requestId } = content as { conversationExternalId: string; requestId: string };
    if (h.stopLocal(conversationExternalId))
      void bus.publish({ channel: ASSISTANT_RUNS_CHANNEL, event: { type: STOPPED, content: { requestId } } });
  });

  return {
    /** Stop here, or on whichever process holds the run; resolves true when a run was stopped. */
    async stop(conversationExternalId: string): Promise<boolean> {
      if (h.stopLocal(conversationExternalId)) return true;
      // One process: nobody else can hold it.
      if (!bus || bus.kind === 'memory') return false;
      const requestId = randomUUID();
      return new Promise<boolean>((resolve) => {
        const done = (stopped: boolean) => {
          clearTimeout(timer);
          unsubscribe();
          resolve(stopped);
        };
        const timer = setTimeout(() => done(false), STOP_ACK_MS);
        const unsubscribe = bus.subscribe((m) => {
          if (m.channel !== ASSISTANT_RUNS_CHANNEL || m.event.type !== STOPPED) return;
          if ((m.event.content as { requestId?: string }).requestId === requestId) done(true);
        });
        bus
          .publish({
            channel: ASSISTANT_RUNS_CHANNEL,
            event: { type: STOP, content: { conversationExternalId, requestId } },
          })
          .catch(() => done(false));
      });
    },
    /** The answer so far to one member, from whichever process runs it (no reply: it arrives over realtime). */
    async catchUp(conversationExternalId: string, userExternalId: string): Promise<void> {
      if (h.catchUpLocal(conversationExternalId, userExternalId) || !bus || bus.kind === 'memory') return;
      await bus.publish({
        channel: ASSISTANT_RUNS_CHANNEL,
        event: { type: CATCH_UP, content: { conversationExternalId, userExternalId } },
      });
    },
    close: () => off?.(),
  };
}
