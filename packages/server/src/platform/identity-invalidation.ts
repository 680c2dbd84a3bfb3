import type { Realtime } from './realtime/realtime.ts';

/**
 * Servers keep resolved tokens for a few seconds (modules/auth/context-resolver.ts). Whatever revokes a token or
 * changes what a token resolves to (the user's row or roles) announces it here; every server, this one included,
 * drops the matching entries at once. The channel is not a `/channel/...` name, so no socket can subscribe to it.
 */
export const IDENTITY_CHANNEL = '/system/identity';
export const IDENTITY_CHANGED = 'IDENTITY_CHANGED';

export type IdentityChange = { tokenHash: string } | { tokenId: number } | { userId: number };

export async function announceIdentityChange(realtime: Realtime, change: IdentityChange) {
  await realtime.publish(IDENTITY_CHANNEL, { type: IDENTITY_CHANGED, content: change });
}
