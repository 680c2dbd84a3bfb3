import { MENTION_PATTERN, type Conversation } from '@atrium/contract';

/** Mention markup @[Name](id) reads as @Name in previews. */
export function plainText(text: string | null | undefined): string {
  return (text ?? '').replace(MENTION_PATTERN, (_m, name: string) => `@${name}`);
}

/** A row's heading: the title, else the members' names (not the viewer). */
export function conversationName(c: Conversation, myId: string | undefined): string {
  if (c.title?.trim()) return c.title;
  const others = c.members.filter((m) => m.userExternalId !== myId);
  return (others.length ? others : c.members).map((m) => `${m.firstName} ${m.lastName}`.trim()).join(', ');
}
