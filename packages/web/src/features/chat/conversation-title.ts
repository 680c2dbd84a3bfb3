import type { ChatMember, Conversation } from '@atrium/contract';

/** The title shown for a conversation: its own title, else the other members' names. */
export function conversationTitle(c: Pick<Conversation, 'title' | 'members'>, myId: string | undefined): string {
  if (c.title && c.title.trim()) return c.title;
  const others = c.members.filter((m) => m.userExternalId !== myId);
  return (others.length ? others : c.members).map((m) => `${m.firstName} ${m.lastName}`.trim()).join(', ');
}

export const memberName = (m: Pick<ChatMember, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`.trim();
