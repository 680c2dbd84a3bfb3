import type { ThreadStatus } from '@atrium/contract';

/** Stored thread columns; durations are always computed from these against the current time (they survive restarts). */
export interface ThreadTimes {
  threadStatus: string | null;
  threadStartedAt: Date | null;
  waitingSince: Date | null;
  finalizedAt: Date | null;
}

export function threadDurations(c: ThreadTimes, now = Date.now()) {
  const status = c.threadStatus as ThreadStatus | null;
  let timeSinceOpen: number | null = null;
  if (status && c.threadStartedAt) {
    const end = status === 'FINALIZED' && c.finalizedAt ? c.finalizedAt.getTime() : now;
    timeSinceOpen = Math.max(0, end - c.threadStartedAt.getTime());
  }
  const timeWithNoResponse = status === 'OPEN' && c.waitingSince ? Math.max(0, now - c.waitingSince.getTime()) : null;
  return { timeSinceOpen, timeWithNoResponse, waitingResponse: timeWithNoResponse !== null };
}
