/** A member the composer may mention. */
export interface MentionCandidate {
  externalId: string;
  firstName: string;
  lastName: string;
}

/** The '@term' being typed at the end of the text (before the caret), or null. */
export function mentionTerm(textBeforeCaret: string): string | null {
  const m = /(?:^|\s)@([^\s@[\]()]*)$/.exec(textBeforeCaret);
  return m ? m[1]! : null;
}

/**
 * Assistant mention candidates (spec 2 §5): the other members of the conversation whose first name, last name or full
 * name starts with the term (any case).
 */
export function mentionCandidates<T extends MentionCandidate>(
  members: T[],
  myId: string | undefined,
  term: string,
): T[] {
  const q = term.trim().toLocaleLowerCase();
  return members.filter((m) => {
    if (m.externalId === myId) return false;
    if (!q) return true;
    const names = [m.firstName, m.lastName, `${m.firstName} ${m.lastName}`].map((n) => n.toLocaleLowerCase());
    return names.some((n) => n.startsWith(q));
  });
}

/** Replaces the '@term' before the caret with the mention markup @[Name](id) and a space. */
export function insertMention(textBeforeCaret: string, member: MentionCandidate): string {
  const name = `${member.firstName} ${member.lastName}`.trim();
  return textBeforeCaret.replace(/@([^\s@[\]()]*)$/, `@[${name}](${member.externalId}) `);
}
