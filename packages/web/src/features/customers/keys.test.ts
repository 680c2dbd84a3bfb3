import { describe, expect, it } from 'vitest';
import { matchQuery } from '@tanstack/react-query';
import { customerKeys } from './keys';

describe('customerKeys', () => {
  it('`all` covers every page and search of the list', () => {
    const query = { queryKey: customerKeys.list(2, 25, 'acme'), queryHash: '' } as never;
    expect(matchQuery({ queryKey: customerKeys.all }, query)).toBe(true);
  });
});
