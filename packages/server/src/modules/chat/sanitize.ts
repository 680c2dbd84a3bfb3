import { MENTION_PATTERN } from '@atrium/contract';

/**
 * Message text is stored as plain text: every HTML tag or markup (and the content of script/style blocks) is removed;
 * the mention markup @[name](uuid) is kept. Control characters other than tab and newline are dropped.
 */
export function sanitizeText(input: string | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  let s = input.replace(/<(script|style|iframe|object|embed|template)\b[\s\S]*?(<\/\1\s*>|$)/gi, '');
  s = s.replace(/<!--[\s\S]*?(-->|$)/g, '');
  // Tags, including one left unterminated at the end of the text.
  s = s.replace(/<\/?[a-zA-Z!?][^<>]*(>|$)/g, '');
  // eslint-disable-next-line no-control-regex
  s = s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
  s = s.trim();
  return s === '' ? null : s;
}

/** Keeps the mention markup of allowed users; others become plain '@name'. Returns the text and the kept ids. */
export function keepMentions(
  text: string | null,
  allowed: (externalId: string) => boolean,
): { text: string | null; ids: string[] } {
  if (text === null) return { text, ids: [] };
  const ids = new Set<string>();
  const out = text.replace(new RegExp(MENTION_PATTERN.source, 'g'), (whole, name: string, id: string) => {
    if (allowed(id.toLowerCase())) {
      ids.add(id.toLowerCase());
      return whole;
    }
    return `@${name}`;
  });
  return { text: out, ids: [...ids] };
}
