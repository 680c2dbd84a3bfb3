/** Realtime event types named by the spec. Events travel as `{type, content}`. */
export const REALTIME_EVENT_TYPES = [
  'NEW_MESSAGE',
  'USER_TYPING',
  'NEW_NOTIFICATION',
  'CONVERSATION_READ',
  'BOT_MESSAGE_START',
  'BOT_MESSAGE_CHUNK',
  'BOT_MESSAGE_METADATA',
  'BOT_MESSAGE_END',
  'BOT_ERROR',
  'STATE_CHANGED',
  'UPLOAD_PROGRESS',
  'CONVERSATION_INVITE',
  'CONVERSATION_UPDATED',
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

export interface RealtimeEvent<T = unknown> {
  type: RealtimeEventType | string;
  content: T;
}

/** Control frames between the browser and /ws. */
export type ClientFrame =
  | { type: 'SUBSCRIBE'; content: { channel: string } }
  | { type: 'UNSUBSCRIBE'; content: { channel: string } }
  | { type: 'PING'; content?: null };
export type ServerFrame =
  | { type: 'SUBSCRIBED'; content: { channel: string } }
  | { type: 'SUBSCRIBE_DENIED'; content: { channel: string; errorCode: string } }
  | { type: 'EVENT'; content: { channel: string; event: RealtimeEvent } }
  | { type: 'PONG'; content: null };

/** Channels are `/channel/{name}/{id}`. */
export const channel = (name: string, id: string) => `/channel/${name}/${id}`;
export const CHANNEL_PATTERN = /^\/channel\/([a-z-]+)\/([A-Za-z0-9-]+)$/;
/** Subprotocol the browser uses to carry its bearer token to /ws. */
export const WS_TOKEN_PROTOCOL = 'atrium.bearer';
/** Close codes of /ws beyond the standard ones. 4401: the token was revoked or expired — sign in again. */
export const WS_CLOSE = {
  INVALID_TOKEN: 4401,
  TRY_AGAIN_LATER: 1013,
} as const;
