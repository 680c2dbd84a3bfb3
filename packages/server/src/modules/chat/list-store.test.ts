import { describe, expect, it } from 'vitest';
import { totalFromPage } from './list-store.ts';

describe('totalFromPage', () => {
  it('knows the total from a page that is not full', () => {
    expect(totalFromPage(0, 20, 0)).toBe(0);
    expect(totalFromPage(0, 20, 7)).toBe(7);
    expect(totalFromPage(3, 20, 5)).toBe(65);
  });

  it('asks for a count after a full page or an empty page past the first', () => {
    expect(totalFromPage(0, 20, 20)).toBeNull();
    expect(totalFromPage(2, 20, 20)).toBeNull();
    expect(totalFromPage(4, 20, 0)).toBeNull();
  });
});
