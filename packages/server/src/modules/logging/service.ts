import type { AppDeps } from '../../platform/deps.js';

export function createLoggingService(_deps: AppDeps) {
  return {};
}
