import { describe, expect, it } from 'vitest';
import { inboxPath } from './paths';

describe('inboxPath', () => {
  it("never puts the route placeholder ':atriumChatTeamExternalId' into the address bar", () => {
    expect(inboxPath('one')).toBe('/one/communications');
    expect(inboxPath('portal', null)).toBe('/portal/inbox');
    expect(inboxPath('one', '11111111-1111-4111-8111-111111111111')).toBe(
      '/one/communications/11111111-1111-4111-8111-111111111111',
    );
  });
});
