import type { PartyInvolved } from '@atrium/contract';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH = `(?:${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\\.?`;
/** Spanish month names (Spanish documents: '3 de marzo de 2025'). */
const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const MES = `(?:${MESES.join('|')}|setiembre)`;
/** Dates as written in contracts: 'March 3, 2025', '3 March 2025', '3 de marzo de 2025', '2025-03-03', '03/03/2025' (US order). */
export const DATE_SOURCE = `(?:${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:day\\s+of\\s+)?${MONTH},?\\s+\\d{4}|\\d{1,2}\\s+de\\s+${MES}\\s+(?:de(?:l)?\\s+)?\\d{4}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{4})`;

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO date (YYYY-MM-DD) from a written date, or null when it is not a real date. */
export function toIsoDate(written: string): string | null {
  const s = written
    .toLowerCase()
    .replace(/(\d)(st|nd|rd|th)/g, '$1')
    .replace(/day\s+of\s+/, '')
    .replace(/[.,]/g, ' ')
    .trim();
  let y: number, m: number, d: number;
  let r: RegExpMatchArray | null;
  if ((r = s.match(/^(\d{4})-(\d{2})-(\d{2})$/))) [y, m, d] = [+r[1], +r[2], +r[3]];
  else if ((r = s.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/))) [y, m, d] = [+r[3], +r[1], +r[2]];
  else if ((r = s.match(/^([a-z]+)\s+(\d{1,2})\s+(\d{4})$/))) [y, m, d] = [+r[3], monthOf(r[1]), +r[2]];
  else if ((r = s.match(/^(\d{1,2})\s+([a-z]+)\s+(\d{4})$/))) [y, m, d] = [+r[3], monthOf(r[2]), +r[1]];
  else if ((r = s.match(/^(\d{1,2})\s+de\s+([a-z]+)\s+(?:del?\s+)?(\d{4})$/))) [y, m, d] = [+r[3], mesOf(r[2]), +r[1]];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (!m || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900 || y > 2200) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}
const monthOf = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3))) + 1;
const mesOf = (name: string) => (name === 'setiembre' ? 9 : MESES.indexOf(name) + 1);

/** Every date in the text, in order, as ISO dates. */
export function findDates(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(new RegExp(DATE_SOURCE, 'gi'))) {
    const iso = toIsoDate(m[0]);
    if (iso) out.push(iso);
  }
  return out;
}

/**
 * The signature date: a date after 'Date:' / 'Dated:' / 'Signed on' (signature blocks), or the date a contract says it
 * is made, entered into or effective as of. Null when the document states none.
 */
export function findSignatureDate(text: string): string | null {
  const patterns = [
    new RegExp(
      `(?:^|\\n)\\s*(?:date(?:d)?|signed(?:\\s+on)?|date\\s+signed|signature\\s+date|fecha(?:\\s+de\\s+firma)?|firmado\\s+el)\\s*:?\\s*(${DATE_SOURCE})`,
      'i',
    ),
    new RegExp(
      `(?:firmad[oa]|suscrit[oa]|celebrad[oa]|otorgad[oa]|se\\s+celebra|se\\s+firma|se\\s+suscribe)\\s+(?:en\\s+[^,\\n]{1,40},\\s+)?(?:el|a)\\s+(?:d[ií]a\\s+)?(${DATE_SOURCE})`,
      'i',
    ),
    new RegExp(`(?:^|\\n)\\s*en\\s+[^,\\n]{1,40},\\s+a\\s+(${DATE_SOURCE})`, 'i'),
    new RegExp(`(?:signed|executed)\\s+(?:on|as\\s+of)\\s+(${DATE_SOURCE})`, 'i'),
    new RegExp(
      `(?:dated|made|entered\\s+into|effective)(?:\\s+and\\s+entered\\s+into)?\\s+(?:as\\s+of\\s+|on\\s+)?(?:this\\s+)?(${DATE_SOURCE})`,
      'i',
    ),
    new RegExp(`effective\\s+date\\s*(?:is|:)?\\s*(${DATE_SOURCE})`, 'i'),
  ];
  for (const re of patterns) {
    const m = text.match(re);
    const iso = m ? toIsoDate(m[1]) : null;
    if (iso) return iso;
  }
  return null;
}

export const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

export const SUFFIX_WORDS = `(?:Inc|LLC|L\\.L\\.C|Ltd|Limited|Corporation|Corp|Company|Co|GmbH|AG|plc|LLP|LP|L\\.P|S\\.A\\.S|S\\.A(?:\\.\\s+de\\s+C\\.V)?|S\\.L|B\\.V|N\\.V|Pty)`;
export const SUFFIX = `(?:,?\\s+${SUFFIX_WORDS}(?![\\p{L}\\p{N}])\\.?)`;
/** A capitalised word (not a company suffix, which closes the name), an initial, or a particle. A word never ends in a
 * full stop, so a name does not run on into the next sentence. */
export const NAME_WORD = `(?:(?!${SUFFIX_WORDS}(?![\\p{L}\\p{N}]))\\p{Lu}[\\p{L}\\p{N}&'’-]*|\\p{Lu}\\.|of|de|del|la|the)`;
/** A proper name: capitalised words, then an optional company suffix ('Acme Robotics, Inc.', 'Compañía Ñandú, S.A.'). */
export const NAME = `\\p{Lu}[\\p{L}\\p{N}&'’-]*(?:\\s+${NAME_WORD}){0,7}${SUFFIX}?`;

export const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:]+$/, '')
    .trim();

/** The companies or people a contract is made between ('by and between X and Y', 'between X and Y'). */
export function findContractParties(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ');
  const m =
    flat.match(new RegExp(`\\bbetween\\s+(${NAME})(?:[^.;]{0,160}?)\\band\\s+(${NAME})`, 'u')) ??
    flat.match(new RegExp(`\\bentre\\s+(${NAME})(?:[^.;]{0,160}?)\\s[ye]\\s+(${NAME})`, 'u'));
  if (!m) return [];
  const name = (s: string) => clean(s).replace(/(?<!\b(?:Inc|Ltd|Corp|Co|L\.L\.C|L\.P|S\.A|S\.L|B\.V|N\.V))\.$/, '');
  return [name(m[1]), name(m[2])].filter((s) => s.length > 1 && !/^(the|this)$/i.test(s));
}

/** Signature-block labels (English and Spanish) to the field they fill. */
const SIGNATURE_KEYS: Record<string, 'by' | 'signedby' | 'name' | 'title' | 'email'> = {
  by: 'by',
  signedby: 'signedby',
  name: 'name',
  title: 'title',
  email: 'email',
  por: 'by',
  firmadopor: 'signedby',
  nombre: 'name',
  cargo: 'title',
  correo: 'email',
  correoelectrónico: 'email',
  correoelectronico: 'email',
};

/**
 * Signature blocks: 'By: …', 'Name: …', 'Title: …' (and an e-mail near them) as parties involved. A 'By:' line that is
 * only a signature line ('/s/', underscores) gives way to the 'Name:' line.
 */
export function findSignatories(text: string): PartyInvolved[] {
  // A label and its value in two table cells ('Name:<tab>Jane Doe') read as one field.
  const lines = text
    .split(/\r?\n/)
    .map((l) =>
      l
        .trim()
        .replace(
          /((?:By|Name|Signed by|Title|E-?mail|Por|Nombre|Firmado por|Cargo|Correo(?: electr[oó]nico)?)\s*:)[ \t]*\t[ \t]*/gi,
          '$1 ',
        ),
    );
  const out: PartyInvolved[] = [];
  let current: PartyInvolved | null = null;
  const flush = () => {
    if (current && current.by) out.push(current);
    current = null;
  };
  for (const line of lines) {
    for (const part of line.split(/\s{3,}|\t/)) {
      const m = part.match(
        /^(By|Name|Signed by|Title|E-?mail|Por|Nombre|Firmado por|Cargo|Correo(?: electr[oó]nico)?)\s*:\s*(.*)$/i,
      );
      if (!m) continue;
      const key = SIGNATURE_KEYS[m[1].toLowerCase().replace(/[^a-zó]/g, '')] ?? 'title';
      const value = clean(m[2].replace(/^\/s\/\s*/, '').replace(/_{2,}/g, ''));
      if (key === 'by' || key === 'signedby') {
        flush();
        current = { by: value, title: '', email: '' };
      } else if (key === 'name') {
        if (!current || (current.by && current.title)) {
          flush();
          current = { by: value, title: '', email: '' };
        } else if (value) current.by = value;
      } else if (key === 'title' && current) current.title = value;
      else if (key === 'email' && current) current.email = (value.match(EMAIL_RE) ?? [''])[0];
    }
  }
  flush();
  return out.filter((p) => /[A-Za-z]/.test(p.by));
}

/**
 * The first short line that reads like a heading; the file name (without extension) when none does. A heading whose
 * date wraps onto the next line ('… dated March' / '3, 2025') is read with it, not cut mid-date.
 */
export function findTitle(text: string, fileName: string): string {
  const lines = text.split(/\r?\n/).slice(0, 16);
  const date = new RegExp(DATE_SOURCE, 'i');
  const cutDate = new RegExp(
    `(?:\\b(?:dated|as\\s+of|of|on|de|del|el|a)|\\b${MONTH}|\\b${MES}|\\d{1,2}(?:st|nd|rd|th)?,?|,)$`,
    'i',
  );
  for (const [i, raw] of lines.slice(0, 15).entries()) {
    let line = clean(raw);
    const next = clean(lines[i + 1] ?? '');
    if (next && next.length <= 40 && cutDate.test(line) && !date.test(line) && date.test(`${line} ${next}`))
      line = `${line} ${next}`;
    if (
      line.length >= 4 &&
      line.length <= 120 &&
      /[A-Za-z]{3}/.test(line) &&
      !/[.:]$/.test(raw.trim()) &&
      !line.includes('@')
    )
      return line;
  }
  return fileName.replace(/\.[^.]+$/, '');
}

/** A sentence ends at . ; ! ? before a capital, a digit or an opening quote — not after an abbreviation ('Inc.', 'S.A.'). */
const SENTENCE_BREAK =
  /(?<!\b(?:Inc|Corp|Ltd|Co|L\.P|LL\.C|L\.L\.C|S\.A|S\.L|C\.V|N\.V|B\.V|No|Nos|Mr|Ms|Mrs|Dr|St|Sr|Sra|Dña|Dª|vs|Art|Sec)\.)(?<=[.;!?])\s+(?=[A-Z0-9("'“])/;

/**
 * Sentences, for key provisions and descriptions. A long line without closing punctuation is a wrapped line and runs
 * on into the next; a short one (a heading, a table row) stands alone.
 */
export function sentences(text: string): string[] {
  const units: string[] = [];
  let carry = '';
  for (const raw of text.replace(/\r/g, '').split('\n')) {
    const line = raw.replace(/\t+/g, ' ').trim();
    if (!line) {
      if (carry) units.push(carry);
      carry = '';
      continue;
    }
    carry = carry ? `${carry} ${line}` : line;
    if (/[.;:!?]$/.test(line) || line.length < 60) {
      units.push(carry);
      carry = '';
    }
  }
  if (carry) units.push(carry);
  return units
    .flatMap((u) => u.split(SENTENCE_BREAK))
    .map(clean)
    .filter((s) => s.length >= 20);
}

const PROVISION_TOPICS: [string, RegExp][] = [
  ['term', /\b(term of this agreement|initial term|shall remain in (?:full force and )?effect|renew)/i],
  ['termination', /\bterminat/i],
  ['payment', /\b(fees?|payment|pay|price|compensation|salary)\b/i],
  ['confidentiality', /\bconfidential/i],
  ['liability', /\b(liabilit|indemnif)/i],
  ['assignment', /\bassign/i],
  ['change of control', /\bchange (?:of|in) control/i],
  ['non-compete', /\bnon-?compet|not\s+(?:to\s+)?compete/i],
  ['governing law', /\bgoverning law|governed by the laws/i],
  ['intellectual property', /\bintellectual property|inventions?\b/i],
];

/** Up to eight sentences that carry the document's main clauses, in document order, one per topic. */
export function findKeyProvisions(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of sentences(text)) {
    if (s.length < 40) continue;
    const topic = PROVISION_TOPICS.find(([name, re]) => !seen.has(name) && re.test(s));
    if (!topic) continue;
    seen.add(topic[0]);
    out.push(s.length > 300 ? `${s.slice(0, 297)}…` : s);
    if (out.length === 8) break;
  }
  return out;
}
