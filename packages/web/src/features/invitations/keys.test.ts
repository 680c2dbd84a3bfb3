import { describe, expect, it } from 'vitest';
import { matchQuery } from '@tanstack/react-query';
import { invitationKeys } from './keys';

describe('invitationKeys', () => {
  it("a company's list key covers its pages only", () => {
    const query = { queryKey: invitationKeys.page('t1', 2), queryHash: '' } as never;
    expect(matchQuery({ queryKey: invitationKeys.list('t1') }, query)).toBe(true);
    expect(matchQuery({ queryKey: invitationKeys.list('t2') }, query)).toBe(false);
  });
});
