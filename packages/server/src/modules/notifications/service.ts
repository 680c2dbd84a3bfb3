import type { AppDeps } from '../../platform/deps.js';
import type { UserService } from '../users/service.js';

export function createNotificationService(_deps: AppDeps, _s: { users: UserService }) {
  return {};
}
