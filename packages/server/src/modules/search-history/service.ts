import { DATA_ROOM_LIMITS, type SearchHistoryItem, type SearchHistoryType } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import { createSearchHistoryStore } from './store.ts';

/**
 * Search history (spec 3 §4, §7.1): per user, company and type (0 data room, 1 virtual data room), newest first;
 * saving a text again moves it to the front; only the newest searchHistoryLimit entries are kept (decision).
 */
export function createSearchHistoryService(deps: AppDeps) {
  const store = createSearchHistoryStore(deps.database.db);
  const keep = DATA_ROOM_LIMITS.searchHistoryLimit;
  const key = (ctx: TenantContext, type: number) => ({ tenantId: ctx.tenant.id, userId: ctx.user.id, type });
  return {
    async list(ctx: TenantContext, type: SearchHistoryType): Promise<SearchHistoryItem[]> {
      return (await store.recent(key(ctx, type), keep)).map((r) => ({
        search: r.search,
        type: r.type as SearchHistoryType,
      }));
    },
    async save(ctx: TenantContext, body: { search: string; type: SearchHistoryType }): Promise<SearchHistoryItem> {
      const row = await store.save(key(ctx, body.type), body.search.trim(), keep);
      return { search: row.search, type: row.type as SearchHistoryType };
    },
  };
}
export type SearchHistoryService = ReturnType<typeof createSearchHistoryService>;
