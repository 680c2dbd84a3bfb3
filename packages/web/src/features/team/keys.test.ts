import { describe, expect, it } from 'vitest';
import { matchQuery } from '@tanstack/react-query';
import { teamKeys } from './keys';

const query = (queryKey: readonly unknown[]) => ({ queryKey, queryHash: '' }) as never;

describe('teamKeys', () => {
  it('`all` covers the list, a member and their products', () => {
    const filter = { roles: [], jobTitle: [], status: null, search: 'ann' };
    expect(matchQuery({ queryKey: teamKeys.all }, query(teamKeys.list(1, filter)))).toBe(true);
    expect(matchQuery({ queryKey: teamKeys.all }, query(teamKeys.member('m1')))).toBe(true);
    expect(matchQuery({ queryKey: teamKeys.all }, query(teamKeys.products('m1', 0)))).toBe(true);
  });

  it("a member's key covers their products only", () => {
    expect(matchQuery({ queryKey: teamKeys.member('m1') }, query(teamKeys.products('m1', 2)))).toBe(true);
    expect(matchQuery({ queryKey: teamKeys.member('m2') }, query(teamKeys.products('m1', 2)))).toBe(false);
    expect(matchQuery({ queryKey: teamKeys.lists() }, query(teamKeys.member('m1')))).toBe(false);
  });
});
