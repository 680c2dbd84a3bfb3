import type { AppDeps } from '../../platform/deps.js';
import type { UserService } from '../users/service.js';
import type { TenancyService } from '../tenancy/service.js';
import { createTokenStore } from './token-store.js';
import { createTokenService } from './tokens.js';

export function createAuthService(deps: AppDeps, _s: { users: UserService; tenancy: TenancyService }) {
  const tokens = createTokenService(createTokenStore(deps.database.db), deps.config.tokenTtlMs);
  return { tokens };
}
export type AuthService = ReturnType<typeof createAuthService>;
