import { CHAT_LIMITS, type UserTypingEvent } from '@atrium/contract';

export interface Typer {
  externalId: string;
  firstName: string;
  expiresAt: number;
}

/**
 * Adds or refreshes a typer of `conversationId` (ignoring myself and other conversations). A time to live of 0 is
 * the server's "stopped typing" and removes them; a missing one falls back to the usual 5 s.
 */
export function addTyper(
  typers: Typer[],
  e: UserTypingEvent,
  conversationId: string,
  myId: string | undefined,
  now: number,
): Typer[] {
  if (e.conversation !== conversationId || e.user.externalId === myId) return typers;
  const rest = typers.filter((t) => t.externalId !== e.user.externalId);
  if (e.timeToLive === 0) return rest;
  const ttl = e.timeToLive > 0 ? e.timeToLive : CHAT_LIMITS.typingTimeToLiveMs;
  return [...rest, { externalId: e.user.externalId, firstName: e.user.firstName, expiresAt: now + ttl }];
}

/** The typers whose time to live has not passed. */
export const liveTypers = (typers: Typer[], now: number) => typers.filter((t) => t.expiresAt > now);

/** Sends at most once per `intervalMs` (typing events, spec 2 §4: once per 3 s). */
export function throttle(
  fn: () => void,
  intervalMs: number = CHAT_LIMITS.typingThrottleMs,
  now: () => number = Date.now,
) {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < intervalMs) return;
    last = t;
    fn();
  };
}
