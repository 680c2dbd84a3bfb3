import { ASSISTANT_PATHS, type BotStreamEvent } from '@atrium/contract';
import { ApiError, TRANSPORT_MESSAGE } from '../../../lib/api-error';
import { authHeaders } from '../../../lib/http';
import { readNdjson } from '../ndjson';

/**
 * POST message/stream (spec 2 §7): sends the sender's message to the bot and reads the reply as NDJSON BotStreamEvents
 * with fetch + ReadableStream, handing each to `onEvent` as it arrives. A non-OK status rejects with an ApiError of
 * that status (the envelope's code and message when there is one). `signal` aborts the read (Stop also tells the
 * server: stop()).
 */
export async function streamToBot(
  conversationExternalId: string,
  message: string,
  onEvent: (e: BotStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${ASSISTANT_PATHS.message}/stream`, {
      method: 'POST',
      headers: { ...authHeaders(), 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
      body: JSON.stringify({ conversationExternalId, message, messageReceiverIsBot: true }),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) return;
    throw err instanceof ApiError ? err : new ApiError('NO_RESPONSE_RECEIVED', 500, TRANSPORT_MESSAGE);
  }
  if (!res.ok || !res.body) {
    const env = (await res.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
    throw new ApiError(
      (env?.errorCode as ApiError['code'] | undefined) ?? 'INTERNAL_ERROR',
      res.status,
      env?.message ?? TRANSPORT_MESSAGE,
    );
  }
  try {
    await readNdjson(res.body, onEvent);
  } catch (err) {
    if (signal?.aborted) return;
    throw err;
  }
}
