import { describe, expect, it } from 'vitest';
import { conversationTypeOf, scopeFromRoute } from './context';

const ROOM = '11111111-1111-4111-8111-111111111111';

describe('assistant context from the page', () => {
  it('maps the pages of spec 2 §2 to their contexts, fundraising by default', () => {
    expect(scopeFromRoute('/one/accounting/dashboards', '')).toEqual({ context: 'ACCOUNTING', entity: null });
    expect(scopeFromRoute('/portal/customers/details/accounting', '?id=1').context).toBe('ACCOUNTING');
    expect(scopeFromRoute('/one/fundraising/smart-list/x', '').context).toBe('FUNDRAISING');
    expect(scopeFromRoute('/chat-bot', '').context).toBe('INVESTOR_NAVIGATOR');
    expect(scopeFromRoute(`/one/communications/${ROOM}`, '')).toEqual({ context: 'PRIVATE', entity: ROOM });
    expect(scopeFromRoute('/portal/inbox', '')).toEqual({ context: 'INTERNAL_CHANNEL', entity: null });
    expect(scopeFromRoute('/one/data-room/files', '')).toEqual({ context: 'DATA_ROOM', entity: null });
    expect(scopeFromRoute('/one/home', '')).toEqual({ context: 'FUNDRAISING', entity: null });
  });

  it('takes the room or file from the query', () => {
    expect(scopeFromRoute('/one/virtual-data-rooms/inside', `?id=${ROOM}`)).toEqual({
      context: 'SHARED_SPACE',
      entity: ROOM,
    });
    expect(scopeFromRoute('/one/virtual-data-rooms/financial-report', `?vr=${ROOM}`).context).toBe('SHARED_FINANCIALS');
    expect(scopeFromRoute('/one/virtual-data-rooms/file', `?file=${ROOM}`)).toEqual({
      context: 'SINGLE_DOCUMENT',
      entity: ROOM,
    });
    // Without a valid room the default applies (a conversation about no room cannot be created).
    expect(scopeFromRoute('/one/virtual-data-rooms/inside', '?id=nope').context).toBe('FUNDRAISING');
  });

  it('creates conversations with the context type', () => {
    expect(conversationTypeOf({ context: 'SHARED_SPACE', entity: ROOM })).toBe('VIRTUAL_DATA_ROOM');
    expect(conversationTypeOf({ context: 'INVESTOR_NAVIGATOR', entity: null })).toBe('VC_NAVIGATOR');
  });
});
