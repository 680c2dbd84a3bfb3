import { MENTION_PATTERN } from '@atrium/contract';

/** A person picked in the composer's mention picker. */
export interface PickedMention {
  externalId: string;
  name: string;
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'mention'; name: string; externalId: string };

/** Splits message text into plain text and @[name](id) mentions (rendered as chips). */
export function splitMentions(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(new RegExp(MENTION_PATTERN.source, 'g'))) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) });
    out.push({ kind: 'mention', name: m[1], externalId: m[2] });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** Text with the markup replaced by '@name' (list previews, search results). */
export function plainMentions(text: string | null | undefined): string {
  return (text ?? '').replace(new RegExp(MENTION_PATTERN.source, 'g'), '@$1');
}

/**
 * The display name put into the markup. The portal's mention editor allows letters, spaces and Å Ä Ö (spec 2 §5):
 * anything else (digits, brackets, punctuation) is dropped there; the client keeps the name minus the characters
 * that would break the markup.
 */
export function mentionDisplayName(name: string, view: 'one' | 'portal'): string {
  const safe = view === 'portal' ? name.replace(/[^\p{L}ÅÄÖåäö ]/gu, '') : name.replace(/[[\]()@]/g, '');
  return safe.replace(/\s+/g, ' ').trim() || 'user';
}

/**
 * The composer shows '@Name' while typing; on send each picked '@Name' still present becomes @[Name](id).
 * Longer names first, so '@Ann Lee' wins over '@Ann'.
 */
export function toMentionMarkup(text: string, picked: PickedMention[]): string {
  const unique = [...new Map(picked.map((p) => [p.name, p])).values()].sort((a, b) => b.name.length - a.name.length);
  if (unique.length === 0) return text;
  const escaped = unique.map((p) => p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`@(${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const byName = new Map(unique.map((p) => [p.name, p]));
  return text.replace(re, (all, name: string) => {
    const p = byName.get(name);
    return p ? `@[${p.name}](${p.externalId})` : all;
  });
}

/** The '@term' being typed just before the caret, or null when the caret is not in one. */
export function activeMentionQuery(text: string, caret: number): { start: number; term: string } | null {
  const before = text.slice(0, caret);
  const m = /(^|\s)@([\p{L}\p{N}._-]*(?: [\p{L}\p{N}._-]*)?)$/u.exec(before);
  if (!m) return null;
  const term = m[2];
  return { start: before.length - term.length - 1, term };
}

/** Replaces the '@term' at `start` with '@Name ' and returns the new text and caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const insert = `@${name} `;
  const next = text.slice(0, start) + insert + text.slice(caret).replace(/^ /, '');
  return { text: next, caret: start + insert.length };
}

/** The ids mentioned in markup text, in order of appearance, once each. */
export function mentionedIdsOf(text: string | null): string[] {
  if (!text) return [];
  return [...new Set([...text.matchAll(new RegExp(MENTION_PATTERN.source, 'g'))].map((m) => m[2]))];
}
