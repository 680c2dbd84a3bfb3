/**
 * A minimal Markdown reader for file previews: headings, paragraphs, bullet and numbered lists, fenced code,
 * block quotes, rules, and inline code, bold, italics, links and bare http(s) URLs. It builds a tree that the preview renders as
 * React elements, so raw HTML in a file is shown as text and never interpreted; links keep only http(s) and
 * mailto targets. Pure.
 */
export type MdInline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong' | 'em'; children: MdInline[] }
  | { type: 'link'; href: string; children: MdInline[] };

export type MdBlock =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: MdInline[] }
  | { type: 'paragraph'; children: MdInline[] }
  | { type: 'list'; ordered: boolean; items: MdInline[][] }
  | { type: 'code'; text: string }
  | { type: 'quote'; children: MdInline[] }
  | { type: 'hr' };

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/** A link target we allow, else null (javascript:, data:, relative paths… are dropped). */
export const safeHref = (href: string): string | null => (SAFE_HREF.test(href.trim()) ? href.trim() : null);

// One inline token at a time: `code`, [text](href), **strong** / __strong__, *em* / _em_, and a bare http(s) URL
// (an autolink; trailing punctuation stays text).
const INLINE =
  /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s][^*]*?)\*|(?<![\w])_([^_\s][^_]*?)_(?![\w])|(https?:\/\/[^\s<>]*[^\s<>.,;:!?'")\]])/i;

export function parseInline(text: string): MdInline[] {
  const out: MdInline[] = [];
  let rest = text;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (m.index > 0) out.push({ type: 'text', text: rest.slice(0, m.index) });
    if (m[1] !== undefined) out.push({ type: 'code', text: m[1] });
    else if (m[2] !== undefined) {
      const href = safeHref(m[3]);
      out.push(href ? { type: 'link', href, children: parseInline(m[2]) } : { type: 'text', text: m[2] });
    } else if (m[8] !== undefined) out.push({ type: 'link', href: m[8], children: [{ type: 'text', text: m[8] }] });
    else if (m[4] !== undefined || m[5] !== undefined)
      out.push({ type: 'strong', children: parseInline(m[4] ?? m[5]) });
    else out.push({ type: 'em', children: parseInline(m[6] ?? m[7]) });
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const FENCE = /^\s*(```|~~~)/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s*>\s?(.*)$/;

export function parseMarkdown(source: string): MdBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MdBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i].trim().startsWith(fence[1])) body.push(lines[i++]);
      i += 1; // the closing fence (or the end)
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1].length as 1, children: parseInline(heading[2]) });
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'hr' });
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i])) body.push(QUOTE.exec(lines[i++])![1]);
      blocks.push({ type: 'quote', children: parseInline(body.join(' ')) });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      const re = ordered ? NUMBERED : BULLET;
      const items: MdInline[][] = [];
      while (i < lines.length && re.test(lines[i])) items.push(parseInline(re.exec(lines[i++])![1]));
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    const body: string[] = [];
    while (
      i < lines.length &&
      lines[i].trim() &&
      !HEADING.test(lines[i]) &&
      !FENCE.test(lines[i]) &&
      !RULE.test(lines[i]) &&
      !QUOTE.test(lines[i]) &&
      !BULLET.test(lines[i]) &&
      !NUMBERED.test(lines[i])
    )
      body.push(lines[i++].trim());
    blocks.push({ type: 'paragraph', children: parseInline(body.join(' ')) });
  }
  return blocks;
}
