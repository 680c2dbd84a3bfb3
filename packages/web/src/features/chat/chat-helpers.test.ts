import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatPage, UserTypingEvent } from '@atrium/contract';
import {
  activeMentionQuery,
  insertMention,
  mentionDisplayName,
  mentionedIdsOf,
  splitMentions,
  toMentionMarkup,
} from './mentions';
import { appendMessages, flattenPages, perFileProgress, type MessagePages } from './messages';
import { addTyper, liveTypers, throttle } from './typing';
import { renameDecision } from './ChatBar';
import { canRemoveMember } from './ConversationSettingsDialog';
import { newConversationKind } from './NewConversationPane';
import { beginningNames } from './MessageItem';
import { pickerCanConfirm } from './UserPickerDialog';
import { canSend } from './Composer';

const ANN = '11111111-1111-4111-8111-111111111111';
const ANNA = '22222222-2222-4222-8222-222222222222';

const msg = (id: string, at: string): ChatMessage => ({
  externalId: id,
  conversationExternalId: 'c',
  message: id,
  createdAt: at,
  user: null,
  files: [],
  messageFragments: [],
  associatedThreadStepStatus: null,
  isBotMessage: false,
  messageReceiverIsBot: false,
});
const page = (n: number, items: ChatMessage[]): ChatPage<ChatMessage> => ({
  content: items,
  page: { number: n, totalPages: 2, size: 30, totalElements: 4 },
});

describe('mention markup', () => {
  it('turns each picked @Name into @[Name](id), the longer name first', () => {
    const text = 'Hi @Ann Lee and @Ann, see @Nobody';
    const out = toMentionMarkup(text, [
      { name: 'Ann', externalId: ANN },
      { name: 'Ann Lee', externalId: ANNA },
    ]);
    expect(out).toBe(`Hi @[Ann Lee](${ANNA}) and @[Ann](${ANN}), see @Nobody`);
    expect(mentionedIdsOf(out)).toEqual([ANNA, ANN]);
  });

  it('leaves a name that was edited away untouched', () => {
    expect(toMentionMarkup('Hi @Annabel', [{ name: 'Ann', externalId: ANN }])).toBe('Hi @Annabel');
  });

  it('finds the @term before the caret and replaces it with the picked name', () => {
    const text = 'Hello @an';
    const q = activeMentionQuery(text, text.length);
    expect(q).toEqual({ start: 6, term: 'an' });
    expect(activeMentionQuery('mail@example', 12)).toBeNull();
    expect(insertMention(text, q!.start, text.length, 'Ann Lee')).toEqual({ text: 'Hello @Ann Lee ', caret: 15 });
  });

  it('keeps only letters, spaces and Å Ä Ö in portal mention names', () => {
    expect(mentionDisplayName('Åsa Öberg (KAM) #2', 'portal')).toBe('Åsa Öberg KAM');
    expect(mentionDisplayName('Ann [Lee]', 'one')).toBe('Ann Lee');
  });

  it('splits text into text and mention segments', () => {
    expect(splitMentions(`a @[Ann](${ANN}) b`)).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'mention', name: 'Ann', externalId: ANN },
      { kind: 'text', text: ' b' },
    ]);
  });
});

describe('message pages', () => {
  const data: MessagePages = {
    pages: [
      page(0, [msg('m3', '2026-01-03T00:00:00Z'), msg('m4', '2026-01-04T00:00:00Z')]),
      page(1, [msg('m1', '2026-01-01T00:00:00Z'), msg('m3', '2026-01-03T00:00:00Z')]),
    ],
    pageParams: [0, 1],
  };

  it('flattens newest-first pages oldest→newest, each message once', () => {
    expect(flattenPages(data).map((m) => m.externalId)).toEqual(['m1', 'm3', 'm4']);
  });

  it('appends an incoming message once, even when it arrives twice', () => {
    const once = appendMessages(data, [msg('m5', '2026-01-05T00:00:00Z')]);
    const twice = appendMessages(once, [msg('m5', '2026-01-05T00:00:00Z'), msg('m4', '2026-01-04T00:00:00Z')]);
    expect(twice).toBe(once);
    expect(flattenPages(twice).map((m) => m.externalId)).toEqual(['m1', 'm3', 'm4', 'm5']);
  });

  it('spreads one upload body over the files in order', () => {
    expect(perFileProgress([100, 300], 0, 400)).toEqual([0, 0]);
    expect(perFileProgress([100, 300], 200, 400)).toEqual([1, 1 / 3]);
    expect(perFileProgress([100, 300], 400, 400)).toEqual([1, 1]);
  });
});

describe('typing', () => {
  const ev = (userId: string, conversation = 'c1', timeToLive = 5000): UserTypingEvent => ({
    user: { externalId: userId, firstName: userId.toUpperCase(), lastName: 'x' },
    conversation,
    timeToLive,
  });

  it('ignores myself and other conversations, refreshes a typer, and expires at the time to live', () => {
    let typers = addTyper([], ev('me'), 'c1', 'me', 0);
    expect(typers).toEqual([]);
    typers = addTyper(typers, ev('ann', 'c2'), 'c1', 'me', 0);
    expect(typers).toEqual([]);
    typers = addTyper(typers, ev('ann'), 'c1', 'me', 0);
    typers = addTyper(typers, ev('ann', 'c1', 2000), 'c1', 'me', 4000);
    expect(typers).toHaveLength(1);
    expect(liveTypers(typers, 5500).map((t) => t.firstName)).toEqual(['ANN']);
    expect(liveTypers(typers, 6000)).toEqual([]);
  });

  it('drops a typer at once when the server says they stopped (time to live 0)', () => {
    const typers = addTyper([], ev('ann'), 'c1', 'me', 0);
    expect(addTyper(typers, ev('ann', 'c1', 0), 'c1', 'me', 10)).toEqual([]);
  });

  it('sends the typing event at most once per 3 s', () => {
    let now = 0;
    let calls = 0;
    const fire = throttle(
      () => calls++,
      3000,
      () => now,
    );
    fire();
    now = 1000;
    fire();
    now = 2999;
    fire();
    now = 3000;
    fire();
    expect(calls).toBe(2);
  });
});

describe('rules of the pieces', () => {
  it('sends only with non-blank text or a file', () => {
    expect(canSend('   \n', [])).toBe(false);
    expect(canSend(' hi ', [])).toBe(true);
    expect(canSend('', [new File(['x'], 'a.txt')])).toBe(true);
  });

  it('renames only to a new, non-empty title', () => {
    expect(renameDecision('Team', 'Team ')).toEqual({ commit: false });
    expect(renameDecision('Team', '  ')).toEqual({ commit: false });
    expect(renameDecision('Team', ' Core team ')).toEqual({ commit: true, title: 'Core team' });
  });

  it('lets the owner remove others only when there are more than 2 members', () => {
    const owner = { isOwner: true, readOnly: false };
    expect(canRemoveMember(owner, 3, 'ann', 'me')).toBe(true);
    expect(canRemoveMember(owner, 2, 'ann', 'me')).toBe(false);
    expect(canRemoveMember(owner, 3, 'me', 'me')).toBe(false);
    expect(canRemoveMember({ isOwner: false, readOnly: false }, 3, 'ann', 'me')).toBe(false);
    expect(canRemoveMember({ isOwner: true, readOnly: true }, 3, 'ann', 'me')).toBe(false);
  });

  it('creates a private chat for 1 recipient and a group for more', () => {
    expect(newConversationKind(0)).toBeNull();
    expect(newConversationKind(1)).toBe('private');
    expect(newConversationKind(2)).toBe('group');
  });

  it("the 'chat beginning' line never names the reader to himself", () => {
    expect(beginningNames(['Kim Kam', 'Ann Lee', 'Bo Ek'], 'Kim Kam')).toEqual(['Ann Lee', 'Bo Ek']);
    expect(beginningNames(['Ann Lee', 'Bo Ek'], 'Kim Kam')).toEqual(['Ann Lee', 'Bo Ek']);
    expect(beginningNames(['Ann Lee', 'Bo Ek'], undefined)).toEqual(['Ann Lee', 'Bo Ek']);
  });

  it('confirms the picker only with enough people and while not busy', () => {
    expect(pickerCanConfirm(1, 2)).toBe(false);
    expect(pickerCanConfirm(2, 2)).toBe(true);
    expect(pickerCanConfirm(2, 2, true)).toBe(false);
  });
});
