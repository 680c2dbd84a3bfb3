import { ASSISTANT_LIMITS } from '@atrium/contract';
import { AppError } from '../../platform/errors.ts';

/**
 * Bot messages per user per minute (ASSISTANT_LIMITS.botMessagesPerMinute), a sliding window kept by this process;
 * over the limit answers 429 TOO_MANY_REQUESTS in the envelope.
 */
export function createBotRateLimit(now: () => number, perMinute: number = ASSISTANT_LIMITS.botMessagesPerMinute) {
  const seen = new Map<number, number[]>();
  return {
    take(userId: number) {
      const t = now();
      const recent = (seen.get(userId) ?? []).filter((x) => x > t - 60_000);
      if (recent.length >= perMinute) {
        seen.set(userId, recent);
        throw new AppError(
          'TOO_MANY_REQUESTS',
          `You have sent ${perMinute} messages to the assistant in the last minute. Please wait a moment.`,
        );
      }
      recent.push(t);
      seen.set(userId, recent);
      // Forget idle users so the map stays small.
      if (seen.size > 10_000) for (const [u, list] of seen) if (!list.some((x) => x > t - 60_000)) seen.delete(u);
    },
  };
}
