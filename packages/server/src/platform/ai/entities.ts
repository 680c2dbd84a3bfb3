import nlp from 'compromise';
import type { PartyInvolved } from '@atrium/contract';
import {
  EMAIL_RE,
  NAME,
  NAME_WORD,
  SUFFIX,
  clean,
  findContractParties,
  findSignatories,
  sentences,
} from './extract.ts';

/** Spanish or English, by the commoner function words (the NLP model is English; Spanish falls back to rules). */
export function languageOf(text: string): 'en' | 'es' {
  const sample = ` ${text.slice(0, 20_000).toLowerCase()} `;
  const count = (words: string[]) =>
    words.reduce((n, w) => n + (sample.match(new RegExp(`[\\s(]${w}[\\s,.;:]`, 'g'))?.length ?? 0), 0);
  return count(['el', 'la', 'los', 'las', 'del', 'que', 'por', 'con', 'una', 'para', 'se']) >
    count(['the', 'of', 'and', 'to', 'is', 'that', 'for', 'with', 'by', 'shall', 'this'])
    ? 'es'
    : 'en';
}

/** A word of a company's name: a name word, or 'y' / '&' inside it ('Datos y Sistemas, S.L.', 'Smith & Co'). */
const COMPANY_WORD = `(?:${NAME_WORD}|y|&)`;
/** A company name with its legal form ('Acme Robotics, Inc.', 'Compañía Ñandú, S.A.'), on one line. */
const COMPANY = new RegExp(
  `\\p{Lu}[\\p{L}\\p{N}&'’-]*(?:[ \\t]+${COMPANY_WORD}){0,6}${SUFFIX.replace('\\s+', '[ \\t]+')}`,
  'gu',
);
/** The same in a heading written in capitals ('MINUTES OF … OF ACME ROBOTICS, INC.'). */
const COMPANY_CAPS =
  /\p{Lu}[\p{Lu}\p{N}&'’-]*(?:[ \t]+[\p{Lu}\p{N}&'’-]+){0,11},?[ \t]+(?:INC|LLC|CORP|CORPORATION|LTD|LIMITED|S\.A\.(?:[ \t]+DE[ \t]+C\.V\.)?|S\.L\.|L\.P\.)(?![\p{L}\p{N}])\.?/gu;
/** Words that open a document's name, not a company's: 'Minutes of the Board of Directors of Acme, Inc.' → 'Acme, Inc.'. */
const DOCUMENT_WORDS =
  /\b(?:agreement|board|directors|minutes|meeting|statements?|report|contract|acta|consejo|reuni[oó]n|administraci[oó]n|estados|financieros|contrato|junta|cuentas|behalf|nombre|representaci[oó]n)\b/i;

/** Capitalised words → 'Capitalised Words', legal forms kept as written in the usual case ('INC.' → 'Inc.'). */
const SUFFIX_CASE: Record<string, string> = {
  INC: 'Inc',
  CORP: 'Corp',
  CORPORATION: 'Corporation',
  LIMITED: 'Limited',
  LTD: 'Ltd',
};
function titleCase(name: string): string {
  return name
    .split(/(\s+)/)
    .map((w) => {
      const bare = w.replace(/[.,]/g, '');
      if (SUFFIX_CASE[bare]) return w.replace(bare, SUFFIX_CASE[bare]);
      if (/^(?:LLC|S\.A\.|S\.L\.|L\.P\.|C\.V\.)$/.test(w) || /^\s+$/.test(w)) return w;
      if (/^(?:DE|DEL|LA|OF|THE|Y|AND)$/.test(w)) return w.toLowerCase();
      return w.charAt(0) + w.slice(1).toLowerCase();
    })
    .join('');
}

/** Cuts a document heading off the front of a company name, after its last document word and the particle after it. */
function trimLead(name: string): string {
  let cut = -1;
  for (const m of name.matchAll(new RegExp(DOCUMENT_WORDS.source, 'gi'))) cut = m.index + m[0].length;
  if (cut < 0) return name;
  const rest = name
    .slice(cut)
    .replace(/^\s+(?:(?:of|de|del|la|the|a|an|OF|DE|DEL|LA|THE|A|AN)\s+)*/, '')
    .trim();
  return rest.length >= 3 ? rest : name;
}

/** The key two spellings of one party share: lower case, no accents, no legal form, no punctuation. */
export function partyKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\b(?:inc|llc|l\.?l\.?c|corp|corporation|ltd|limited|l\.?p|s\.?a|s\.?l|de c\.?v|co)\b\.?/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A sentence about a lawsuit names plaintiffs and courts, not the document's parties. */
const LITIGATION_CONTEXT =
  /\b(?:lawsuit|complaint|plaintiff|filed\s+by|court|demanda|demandante|juzgado|litigio|procedimiento\s+judicial)\b/i;

/** Common Spanish given names: a capitalised name after one of them is a person (the NLP model reads English only). */
const NOMBRES = new Set(
  (
    'maría josé juan luis carlos javier ana lucía carmen laura marta elena isabel pilar rosa antonio manuel francisco ' +
    'david daniel jesús miguel pedro pablo alejandro fernando jorge sergio alberto rafael andrés diego raúl enrique ' +
    'ramón vicente ignacio álvaro adrián rubén óscar iván gonzalo santiago mateo martín hugo nicolás tomás sofía ' +
    'paula valentina camila daniela mariana gabriela andrea sara cristina patricia beatriz teresa rocío natalia ' +
    'silvia raquel alicia irene nuria eva mercedes montserrat dolores belén inés claudia julia victoria jimena ' +
    'ricardo eduardo roberto guillermo felipe mario arturo gustavo hernán emilio julio agustín lorenzo marcos'
  ).split(' '),
);
const CAP_WORD = `\\p{Lu}[\\p{Ll}áéíóúñü]+`;
const SPANISH_NAMES = new RegExp(`(?<![\\p{L}])${CAP_WORD}(?:[ \\t]+(?:${CAP_WORD}|de[ \\t]+${CAP_WORD}))+`, 'gu');

/** Runs of capitalised words from a common given name on ('Asisten José Luis Romero' → 'José Luis Romero'). */
function spanishPeople(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SPANISH_NAMES)) {
    const words = m[0].split(/[ \t]+/);
    const first = words.findIndex((w) => NOMBRES.has(w.toLowerCase()));
    if (first >= 0 && words.length - first >= 2) out.push(words.slice(first, first + 4).join(' '));
  }
  return out;
}

/** People the English model finds, as 'First Last' (two to four capitalised words). */
function englishPeople(text: string): string[] {
  const found = nlp(text).people().out('array') as string[];
  return found
    .map((p) => clean(p.replace(/[.,;:'"’)(]+$/g, '').replace(/^[('"“]+/, '')))
    .filter((p) => /^\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,3}$/u.test(p) && p !== p.toUpperCase());
}

const ROLE_WORDS =
  /\b(?:officer|ceo|cfo|coo|cto|president|director|secretary|partner|manager|counsel|owner|chair\w*|treasurer|founder|vp|vice|head|consejer[oa]|director[a]?|president[ae]|secretari[oa]|gerente|administrador[a]?|apoderad[oa]|soci[oa]|delegad[oa])\b/i;

/** Titles written after a person's name ('Jane Doe, Chief Executive Officer' or on the next line of a signature). */
function titleAfter(text: string, person: string): string {
  const at = text.indexOf(person);
  if (at < 0) return '';
  const after = text.slice(at + person.length, at + person.length + 80);
  const m = after.match(/^(?:,[ \t]*|[ \t]*\n[ \t]*)([^,.\n]{2,60})/);
  return m && ROLE_WORDS.test(m[1]) ? clean(m[1]) : '';
}

/** 'Signed for and on behalf of X by P, T.' / 'Firmado en nombre y representación de X por P, C.' */
function proseSignatures(text: string): { company: string; person: string; title: string }[] {
  const re = new RegExp(
    `(?:on\\s+behalf\\s+of|en\\s+nombre\\s+y\\s+representaci[oó]n\\s+de)\\s+(.{3,120}?)\\s+(?:by|por)\\s+(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){1,3}),\\s*([^.\\n]{2,60})`,
    'gu',
  );
  return [...text.matchAll(re)].map((m) => ({ company: clean(m[1]), person: clean(m[2]), title: clean(m[3]) }));
}

/** 'promises to pay to First Bank', 'payable to the order of Globex': the payee of a note. */
function payees(text: string): string[] {
  const re = new RegExp(`\\b(?:pay\\s+to|payable\\s+to|pagar\\s+a)(?:\\s+the\\s+order\\s+of)?\\s+(${NAME})`, 'gu');
  return [...text.matchAll(re)].map((m) => clean(m[1]).replace(/\s+(?:the|of|de|del|la)$/i, ''));
}

/** Names on the line under a signature rule ('______' then 'Jane Doe' then her title), and after 'Fdo.:'. */
function signatureLines(text: string): { person: string; title: string }[] {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const out: { person: string; title: string }[] = [];
  lines.forEach((line, i) => {
    const fdo = line.match(/^Fdo\.?:?\s*(.+)$/i);
    if (fdo)
      out.push({ person: clean(fdo[1]), title: lines[i + 1] && ROLE_WORDS.test(lines[i + 1]) ? lines[i + 1] : '' });
    else if (
      /^_{6,}$/.test(line) &&
      lines[i + 1] &&
      /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u.test(lines[i + 1])
    )
      out.push({ person: lines[i + 1], title: lines[i + 2] && ROLE_WORDS.test(lines[i + 2]) ? lines[i + 2] : '' });
  });
  return out;
}

/** 'Acme, Inc. (the "Company")', 'Globex LLC ("Customer")', 'Ana Ruiz (la "Sociedad")': a named party to the document. */
const DEFINED_PARTY = new RegExp(
  `(\\p{Lu}[\\p{L}\\p{N}&'’-]*(?:[ \\t]+${COMPANY_WORD}){0,7}${SUFFIX}?)(?:,\\s+(?:an?(?=\\s+\\p{L})|una?|sociedad|con|with|organi[sz]ed|incorporated|domiciliad[ao])\\b[^()\\n]{0,60})?\\s*\\((?:the\\s+|el\\s+|la\\s+|los\\s+|las\\s+)?["“]([\\p{Lu}][\\p{L}]+)["”]\\)`,
  'gu',
);
const ROLE_TERM =
  /^(?:company|investors?|purchasers?|buyers?|sellers?|borrowers?|lenders?|landlord|tenant|employer|employee|executive|consultant|contractor|supplier|distributor|provider|customer|client|licensor|licensee|holders?|guarantor|parent|agent|vendor|recipient|discloser|sociedad|empresa|inversor(?:es)?|comprador(?:a)?|vendedor(?:a)?|prestatario|prestamista|arrendador(?:a)?|arrendatario|trabajador(?:a)?|directivo|emplead[oa]|proveedor|distribuidor|cliente|prestador|licenciante|licenciatario|garante|consultor(?:a)?)$/i;

function definedParties(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(DEFINED_PARTY))
    if (ROLE_TERM.test(m[2])) {
      const name = trimLead(clean(m[1]).replace(/^(?:and|y|between|entre)\s+/i, ''));
      if (!/^(?:The|This|El|La|Los|Las|Este|Esta)$/i.test(name)) out.push(name);
    }
  return out;
}

/** Companies with a legal form anywhere in the text, headings in capitals included. */
function companies(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(COMPANY)) out.push(trimLead(clean(m[0])));
  for (const line of text.split('\n'))
    if (line === line.toUpperCase())
      for (const m of line.matchAll(COMPANY_CAPS)) out.push(titleCase(trimLead(clean(m[0]))));
  // 'the Company' is a defined term, not a name.
  return out.filter((c) => !/(?:^|\s)(?:the|if|of)\s+company\.?$/i.test(c) && !/^the\b/i.test(c));
}

/** How much of a long document's opening and end is read for parties. */
const PARTY_WINDOW = { head: 20_000, tail: 10_000 };

/**
 * The parties of a document: companies and people named as parties ('between X and Y', defined terms, signature
 * blocks), then other companies with a legal form and people the NLP model (English) or the given-name rule (Spanish)
 * finds — except those named only in a sentence about a lawsuit. An e-mail address joins the person it names; it is
 * never a party by itself.
 */
export function findParties(fullText: string): PartyInvolved[] {
  // Parties are named in the opening and on the signature pages: a long document is read there only, which keeps the
  // English model to ~300 ms (it reads ~100 KB a second).
  const text =
    fullText.length <= PARTY_WINDOW.head + PARTY_WINDOW.tail
      ? fullText
      : `${fullText.slice(0, PARTY_WINDOW.head)}\n\n${fullText.slice(-PARTY_WINDOW.tail)}`;
  const lang = languageOf(text);
  const units = sentences(text);
  const onlyInLitigation = (name: string) => {
    const where = units.filter((s) => s.includes(name));
    return where.length > 0 && where.every((s) => LITIGATION_CONTEXT.test(s));
  };
  const byKey = new Map<string, PartyInvolved>();
  const out: PartyInvolved[] = [];
  const add = (by: string, title = '', email = '') => {
    // A full stop ends a name only after an abbreviated legal form ('Acme, Inc.'), not 'Globex LLC.' ending a sentence.
    by = clean(by.replace(/^\/s\/\s*/, '').replace(/_{2,}/g, '')).replace(
      /(?<!\b(?:Inc|Ltd|Corp|Co|L\.L\.C|L\.P|S\.A|S\.L|C\.V|B\.V|N\.V|\p{Lu}))\.$/u,
      '',
    );
    const key = partyKey(by);
    if (key.length < 3 || /^(?:the|this|company|el|la)$/.test(key)) return;
    const known = [...byKey.entries()].find(
      ([k]) => k === key || (k.length >= 4 && key.length >= 4 && (k.includes(key) || key.includes(k))),
    );
    if (known) {
      known[1].title ||= title;
      known[1].email ||= email;
      return;
    }
    if (onlyInLitigation(by)) return;
    const party = { by: by.slice(0, 300), title: title.slice(0, 300), email };
    byKey.set(key, party);
    out.push(party);
  };

  definedParties(text).forEach((p) => add(p));
  companies(text).forEach((c) => add(c));
  findContractParties(text).forEach((p) => add(trimLead(p)));
  payees(text).forEach((p) => add(p));
  for (const s of proseSignatures(text)) {
    add(trimLead(s.company));
    add(s.person, s.title);
  }
  findSignatories(text).forEach((p) => add(p.by, p.title, p.email));
  signatureLines(text).forEach((p) => add(p.person, p.title));
  const people = lang === 'en' ? englishPeople(text) : spanishPeople(text);
  for (const person of people) add(person, titleAfter(text, person));

  // E-mail addresses join the person whose name they carry ('jane.doe@…', 'jdoe@…').
  const fold = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
  for (const email of new Set(text.match(EMAIL_RE) ?? [])) {
    const local = fold(email.split('@')[0]);
    const owner = out.find((p) => {
      if (p.email) return false;
      const words = p.by
        .split(/\s+/)
        .map(fold)
        .filter((w) => w.length >= 3);
      return words.length >= 2 && words.some((w) => local.includes(w));
    });
    if (owner) owner.email = email;
  }
  return out.slice(0, 50);
}
