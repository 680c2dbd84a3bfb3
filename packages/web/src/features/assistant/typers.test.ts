import { describe, expect, it } from 'vitest';
import { typersLine } from './typers';

describe('assistant typing line', () => {
  it('shows nobody, up to two names, then "Many users"', () => {
    expect(typersLine([])).toEqual({ kind: 'none' });
    expect(typersLine(['Ana'])).toEqual({ kind: 'names', names: ['Ana'] });
    expect(typersLine(['Ana', 'Ben', 'Ana'])).toEqual({ kind: 'names', names: ['Ana', 'Ben'] });
    expect(typersLine(['Ana', 'Ben', 'Cy'])).toEqual({ kind: 'many' });
  });
});
