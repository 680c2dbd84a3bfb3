import type { RealtimeEvent } from '@atrium/contract';
import type { RequestContext } from '../http/context.js';
import type { RealtimeBus } from './bus.js';

/** Decides whether a user may subscribe to `/channel/{name}/{id}`. */
export type ChannelAuthorizer = (ctx: Omit<RequestContext, 'tenant' | 'membership'>, id: string) => Promise<boolean>;

/** What modules use: publish events and declare who may listen to their channels. */
export interface Realtime {
  publish(channel: string, event: RealtimeEvent): Promise<void>;
  registerChannel(name: string, authorize: ChannelAuthorizer): void;
  authorizer(name: string): ChannelAuthorizer | undefined;
  bus: RealtimeBus;
}

export function createRealtime(bus: RealtimeBus): Realtime {
  const authorizers = new Map<string, ChannelAuthorizer>();
  return {
    bus,
    publish: (channel, event) => bus.publish({ channel, event }),
    registerChannel(name, authorize) {
      authorizers.set(name, authorize);
    },
    authorizer: (name) => authorizers.get(name),
  };
}
