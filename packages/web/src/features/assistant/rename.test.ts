import { describe, expect, it } from 'vitest';
import { renameTitle } from './rename';

describe('assistant rename rule', () => {
  it('an empty or unchanged title cancels; otherwise the trimmed title is saved', () => {
    expect(renameTitle('Pro-rata', '')).toBeNull();
    expect(renameTitle('Pro-rata', '   ')).toBeNull();
    expect(renameTitle('Pro-rata', 'Pro-rata ')).toBeNull();
    expect(renameTitle('Pro-rata', ' SAFE terms ')).toBe('SAFE terms');
    expect(renameTitle(null, 'First')).toBe('First');
    expect(renameTitle(null, 'x'.repeat(250))).toHaveLength(200);
  });
});
