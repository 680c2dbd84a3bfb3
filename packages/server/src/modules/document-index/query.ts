/**
 * Turns what a person asked ("what does our SAFE with Orion say about pro-rata?") into a websearch_to_tsquery text
 * whose terms are OR-ed ("safe or orion or pro-rata"): a question's words are not all in the passage that answers it,
 * so ts_rank_cd (which rewards passages holding more of the terms, close together) does the choosing. Quoted phrases
 * stay phrases. Small English and Spanish stop-word lists drop the question's glue words; accents are folded the way
 * the search vector folds them.
 */
const STOP_WORDS = new Set(
  // English
  (
    'a about above after again all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing done down during each either few for from further get give had has have having he her ' +
    'here hers him his how i if in into is it its itself just know let me mention mentions mentioned more most my no nor ' +
    'not now of off on once only or other our ours out over own please same say says said she should show so some such ' +
    'tell than that the their theirs them then there these they this those through to too under until up us very want ' +
    'was we were what when where which while who whom why will with would you your yours document documents file files ' +
    'find any anything something which whats ' +
    // Spanish
    'al algo algun alguna algunas alguno algunos ante antes aqui como con contra cual cuales cuando de del desde donde ' +
    'dice dicen decir el ella ellas ellos en entre era es esa esas ese eso esos esta estan estas este esto estos fue ha ' +
    'hay la las le les lo los mas me mi mis muy nada ni no nos nuestra nuestras nuestro nuestros o para pero por que ' +
    'quien se sea segun ser si sin sobre son su sus tambien te tiene tienen todo todos tu tus un una uno unos y ya ' +
    'documento documentos archivo archivos menciona mencionan'
  ).split(/\s+/),
);

/** Lower case, accents off (NFD then no combining marks): "Cláusula" → "clausula". */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A websearch text as written (lower case: for the 'english' half of the search vector, which keeps accents) and
 * with accents folded (for the 'simple' half).
 */
export interface SearchText {
  raw: string;
  folded: string;
}

/** At most this many terms reach the database (a long question keeps its first ones). */
export const MAX_QUERY_TERMS = 16;

/**
 * The websearch texts for a question: `all` asks for every term (selective: tried first), `any` for at least one
 * (ranked by how many and how close); both '' when nothing searchable is left.
 */
export function toSearchText(question: string): { all: SearchText; any: SearchText; terms: SearchText[] } {
  const lower = question.toLowerCase().slice(0, 2_000);
  const terms: string[] = [];
  const seen = new Set<string>();
  const add = (term: string) => {
    if (!term || seen.has(term) || terms.length >= MAX_QUERY_TERMS) return;
    seen.add(term);
    terms.push(term);
  };
  const rest = lower.replace(/"([^"]+)"/g, (_, phrase: string) => {
    const words = phrase.match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? [];
    if (words.length > 1) add(`"${words.join(' ')}"`);
    else if (words[0]) add(words[0]);
    return ' ';
  });
  for (const word of rest.match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? []) {
    // websearch_to_tsquery reads a bare "or" as the operator and a leading '-' as "not": neither comes from here.
    if (STOP_WORDS.has(fold(word)) || word === 'or' || word.length < 2) continue;
    add(word);
  }
  const text = (raw: string): SearchText => ({ raw, folded: fold(raw) });
  return { all: text(terms.join(' ')), any: text(terms.join(' or ')), terms: terms.map(text) };
}
