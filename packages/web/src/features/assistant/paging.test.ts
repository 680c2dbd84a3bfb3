import { describe, expect, it } from 'vitest';
import { lastLoadedPage, nextPageAfter, reloadSize } from './paging';

describe('assistant list paging', () => {
  it('reloads page 0 with size 15·n + 15 for the pages shown, capped at the server maximum', () => {
    expect(reloadSize(0)).toBe(15);
    expect(reloadSize(1)).toBe(30);
    expect(reloadSize(3)).toBe(60);
    expect(reloadSize(100)).toBe(300);
  });

  it('knows the last page shown and the next page to ask for', () => {
    expect(lastLoadedPage(0)).toBe(0);
    expect(lastLoadedPage(15)).toBe(0);
    expect(lastLoadedPage(16)).toBe(1);
    expect(lastLoadedPage(45)).toBe(2);
    expect(nextPageAfter(15, 40)).toBe(1);
    expect(nextPageAfter(45, 50)).toBe(3);
    expect(nextPageAfter(40, 40)).toBeUndefined();
  });
});
