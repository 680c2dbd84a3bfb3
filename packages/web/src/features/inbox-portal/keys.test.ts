import { describe, expect, it } from 'vitest';
import { matchQuery } from '@tanstack/react-query';
import { portalKeys } from './keys';

describe('portalKeys', () => {
  it('statistics pages are entries of their own under one prefix', () => {
    const body = { criteria: null } as never;
    const query = { queryKey: portalKeys.statistics(2, body), queryHash: '' } as never;
    expect(matchQuery({ queryKey: ['inbox-portal', 'statistics'] }, query)).toBe(true);
    expect(matchQuery({ queryKey: portalKeys.statistics(1, body), exact: true }, query)).toBe(false);
  });
});
