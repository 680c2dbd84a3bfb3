import type { Realtime } from '../../platform/realtime/realtime.js';
import type { Services } from '../../services.js';

export function registerRealtimeChannels(_realtime: Realtime, _services: Services) {}
