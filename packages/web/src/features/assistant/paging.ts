import { ASSISTANT_LIMITS } from '@atrium/contract';

const SIZE = ASSISTANT_LIMITS.pageSize;

/**
 * The reload rule of spec 2 §7: after a change, a list that has shown pages 0..n is read again as page 0 with size
 * 15·n + 15 (one request, same rows), capped by the server's maximum.
 */
export function reloadSize(lastLoadedPage: number): number {
  const n = Math.max(0, Math.floor(lastLoadedPage));
  return Math.min(SIZE * n + SIZE, ASSISTANT_LIMITS.maxReloadSize);
}

/** The last page index (of size 15) that `loadedRows` rows cover; 0 for an empty list. */
export const lastLoadedPage = (loadedRows: number) => Math.max(0, Math.ceil(loadedRows / SIZE) - 1);

/** The next page (of size 15) to ask for after `loadedRows` rows, or undefined once all `total` rows are here. */
export function nextPageAfter(loadedRows: number, total: number): number | undefined {
  if (loadedRows >= total) return undefined;
  return Math.floor(loadedRows / SIZE);
}
