import { DATE_SOURCE, sentences, toIsoDate } from './extract.ts';

/** Names of the red flags the built-in analyzer raises (stored as red-flag names, source AI). */
export const RED_FLAG_NAMES = {
  changeOfControl: 'Change of control clause',
  assignment: 'Assignment restrictions',
  autoRenewal: 'Automatic renewal',
  unlimitedLiability: 'Unlimited liability',
  nonCompete: 'Non-compete clause',
  terminationForConvenience: 'Termination for convenience',
  missingSignatureDate: 'Missing signature date',
  expiredTerm: 'Expired term',
  litigation: 'Pending litigation',
  uncappedIndemnity: 'Uncapped indemnity',
  liquidationPreference: 'Aggressive liquidation preference',
  lien: 'Lien or security interest on assets',
  goingConcern: 'Going concern doubt',
  missingApproval: 'Missing board approval',
  missing409a: 'Missing 409A valuation',
  ipAssignmentGap: 'IP assignment gap',
  mfn: 'Most favoured nation clause',
  exclusivity: 'Exclusivity',
  fullRatchet: 'Full-ratchet anti-dilution',
} as const;

/** The flags' names in Spanish, for the summary of a Spanish document (stored flags keep their names). */
export const RED_FLAG_NAMES_ES: Record<string, string> = {
  [RED_FLAG_NAMES.changeOfControl]: 'Cláusula de cambio de control',
  [RED_FLAG_NAMES.assignment]: 'Restricciones a la cesión',
  [RED_FLAG_NAMES.autoRenewal]: 'Renovación automática',
  [RED_FLAG_NAMES.unlimitedLiability]: 'Responsabilidad ilimitada',
  [RED_FLAG_NAMES.nonCompete]: 'Pacto de no competencia',
  [RED_FLAG_NAMES.terminationForConvenience]: 'Resolución sin causa',
  [RED_FLAG_NAMES.missingSignatureDate]: 'Falta la fecha de firma',
  [RED_FLAG_NAMES.expiredTerm]: 'Plazo vencido',
  [RED_FLAG_NAMES.litigation]: 'Litigio pendiente',
  [RED_FLAG_NAMES.uncappedIndemnity]: 'Indemnización sin límite',
  [RED_FLAG_NAMES.liquidationPreference]: 'Preferencia de liquidación agresiva',
  [RED_FLAG_NAMES.lien]: 'Garantía o gravamen sobre activos',
  [RED_FLAG_NAMES.goingConcern]: 'Duda sobre la empresa en funcionamiento',
  [RED_FLAG_NAMES.missingApproval]: 'Falta la aprobación del consejo',
  [RED_FLAG_NAMES.missing409a]: 'Falta la valoración 409A',
  [RED_FLAG_NAMES.ipAssignmentGap]: 'Cesión de propiedad intelectual pendiente',
  [RED_FLAG_NAMES.mfn]: 'Cláusula de nación más favorecida',
  [RED_FLAG_NAMES.exclusivity]: 'Exclusividad',
  [RED_FLAG_NAMES.fullRatchet]: 'Antidilución de trinquete completo',
};

/** A raised red flag and the sentence that raised it ('' for a flag about something missing from the whole text). */
export interface RedFlagFinding {
  name: string;
  quote: string;
}

/**
 * A clause rule, read sentence by sentence: the sentence must match one of `any`, every one of `all`, and none of
 * `unless` (a denial: 'there is no pending litigation', 'no substantial doubt').
 */
interface ClauseRule {
  name: string;
  any: RegExp;
  all?: RegExp[];
  unless?: RegExp;
}

const BOARD = String.raw`(?:the\s+)?(?:board(?:\s+of\s+directors)?|directors|stockholders|shareholders)`;
const CONSEJO = String.raw`(?:el\s+|la\s+)?(?:consejo(?:\s+de\s+administraci[oó]n)?|junta(?:\s+general)?|[oó]rgano\s+de\s+administraci[oó]n|socios|accionistas)`;
const SUIT = String.raw`(?:lawsuit|litigation|complaint|suit|action|proceeding|arbitration|claim)`;

/** English and Spanish wording of each clause (the product serves both languages), in the order flags are listed. */
const CLAUSE_RULES: ClauseRule[] = [
  {
    name: RED_FLAG_NAMES.litigation,
    any: new RegExp(
      String.raw`\b${SUIT}s?\b(?:[^.]|\.(?=\d)){0,140}\b(?:is\s+pending|remains\s+pending|are\s+pending|filed\s+(?:by|against)|seeking|claiming|alleging|brought\s+by)|\b(?:is|are)\s+(?:a\s+|the\s+)?(?:defendant|respondent|party)\s+(?:in|to)\s+(?:a|an|the)\s+${SUIT}|\bfiled\s+(?:a\s+)?(?:complaint|lawsuit|suit|claim)\s+against|\bthe\s+action\s+is\s+pending|\bparte\s+demandada|\b(?:demanda|procedimiento\s+judicial|litigio|pleito|arbitraje)\b(?:[^.]|\.(?=\d)){0,160}\b(?:pendiente|interpuest[ao]|se\s+reclam|que\s+reclama|iniciad[oa])`,
      'i',
    ),
    unless: new RegExp(
      String.raw`^(?!.*\b(?:except|other\s+than|save\s+for|salvo|excepto|a\s+excepci[oó]n)\b).*(?:\b(?:no|not|none|neither|nor|never)\b(?:[^.]|\.(?=\d)){0,30}\b${SUIT}|\bno\s+existe|\bning[uú]n\s+(?:litigio|procedimiento|pleito)|\bni\s+reclamaci)|\b(?:any|each|all)\s+(?:third[\s-]+party\s+)?(?:claims?|suits?|actions?|proceedings?|demands?)\b|\bindemnif|\bdefend\b|\bcualquier\s+(?:reclamaci[oó]n|demanda|acci[oó]n|procedimiento)|\bindemniza`,
      'i',
    ),
  },
  {
    name: RED_FLAG_NAMES.uncappedIndemnity,
    all: [/\bindemnif|\bindemnit|\bhold\s+harmless|\bindemniza/i],
    any: /\bwithout\s+(?:any\s+)?(?:limit|cap|ceiling)\b|\bwithout\s+(?:any\s+)?limitation\s+(?:as\s+to|of|on)\s+(?:amount|liability)|\bunlimited|\buncapped|\bnot\s+(?:be\s+)?(?:subject\s+to|limited\s+by)\s+(?:any\s+)?(?:cap|limit|limitation|ceiling|maximum)|\bno\s+(?:cap|ceiling)\b|\bsin\s+(?:ning[uú]n\s+)?l[ií]mite|\bilimitad|\bno\s+estar[áa]\s+sujet[ao]\s+a\s+ning[uú]n\s+l[ií]mite/i,
  },
  {
    name: RED_FLAG_NAMES.liquidationPreference,
    all: [/\bliquidation|\bliquidaci[oó]n|\bdeemed\s+liquidation|\bsale\s+of\s+the\s+company|\bdisoluci[oó]n/i],
    any: /(?<![\d.])(?:[2-9]|1\.[1-9]\d*)\s*(?:x|×)(?![\p{L}\d])|\b(?:two|three|four|five|double|triple)\s+times\b|\b(?:twice|double|triple|thrice)\s+(?:the|its|their|his|her)\b|\bshare\s+pro\s+rata\s+in\s+the\s+remaining|\b(?:el|la)\s+(?:doble|triple)\b|\b(?:dos|tres|cuatro|cinco)\s+veces\b|(?<!non-)(?<!non)\bparticipating\b|\bparticipate\s+with\s+the\s+common|\bcon\s+participaci[oó]n\s+(?:posterior|adicional)|\bpreferencia\s+de\s+liquidaci[oó]n\s+participativa/iu,
  },
  {
    name: RED_FLAG_NAMES.lien,
    any: new RegExp(
      String.raw`\bblanket\s+lien|\b(?:grants?|granted|create[sd]?|creating)\b(?:[^.]|\.(?=\d)){0,80}\b(?:security\s+interest|lien|pledge|charge|mortgage)\b|\b(?:security\s+interest|lien)s?\s+(?:in|on|over)\s+(?:all|substantially\s+all)\b|\b(?:security\s+interest|lien)s?\b(?:[^.]|\.(?=\d)){0,100}\bintellectual\s+property|\b(?:prenda|hipoteca|garant[ií]a\s+real|gravamen|pignoraci[oó]n)\b(?:[^.]|\.(?=\d)){0,140}\b(?:totalidad|todos|todas|propiedad\s+(?:intelectual|industrial)|patentes|marcas|activos)`,
      'i',
    ),
    unless:
      /\bunsecured|\bfree\s+(?:and\s+clear\s+)?of\s+(?:all\s+|any\s+)?(?:liens|encumbrances)|\bno\s+(?:liens?|security\s+interests?)\b|\bsin\s+garant[ií]a|\blibre\s+de\s+(?:cargas|gravámenes)/i,
  },
  {
    name: RED_FLAG_NAMES.goingConcern,
    any: /\bsubstantial\s+doubt(?:[^.]|\.(?=\d)){0,160}\bgoing\s+concern|\bgoing\s+concern(?:[^.]|\.(?=\d)){0,80}\b(?:doubt|uncertaint)|\b(?:material|significant)\s+uncertaint(?:[^.]|\.(?=\d)){0,200}\bgoing\s+concern|\bdudas?\s+significativas?(?:[^.]|\.(?=\d)){0,200}\b(?:empresa\s+en\s+funcionamiento|continuidad|negocio\s+en\s+marcha)|\bincertidumbre\s+material(?:[^.]|\.(?=\d)){0,200}\b(?:empresa\s+en\s+funcionamiento|continuidad|negocio\s+en\s+marcha)/i,
    unless:
      /\bno\s+substantial\s+doubt|\bnot\s+(?:raise|identif\w*)\s+(?:any\s+)?(?:substantial\s+)?doubt|\bno\s+(?:han\s+)?identificad|\bsin\s+dudas|\bno\s+existen?\s+dudas/i,
  },
  {
    name: RED_FLAG_NAMES.missingApproval,
    any: new RegExp(
      String.raw`\bwithout\s+(?:having\s+)?(?:first\s+)?(?:obtain(?:ing|ed)\s+|seeking\s+)?(?:the\s+)?(?:prior\s+)?(?:approval|consent|authori[sz]ation)\s+of\s+${BOARD}|\bwithout\s+(?:prior\s+)?(?:board|stockholder|shareholder)\s+(?:approval|consent)|\b(?:not|never)\s+(?:been\s+)?(?:duly\s+)?(?:approved|authori[sz]ed|ratified)\s+by\s+${BOARD}|\bno\s+(?:board|stockholder|shareholder)\s+(?:approval|consent)|\bboard\s+(?:has|had|did)\s+not\s+approve|\bsin\s+(?:haber\s+obtenido\s+|contar\s+con\s+|obtener\s+)?(?:la\s+)?(?:previa\s+)?(?:aprobaci[oó]n|autorizaci[oó]n)\s+(?:previa\s+)?del?\s+${CONSEJO}|\bno\s+(?:fue|fueron|ha\s+sido|han\s+sido)\s+(?:aprobad|autorizad|ratificad)[oa]s?\s+por\s+${CONSEJO}`,
      'i',
    ),
    unless: /\b(?:shall|will|may|must)\s+not\b|\bno\s+(?:podr[áa]n?|deber[áa]n?)\s|\bso\s+long\s+as\b|\bmientras\b/i,
  },
  {
    name: RED_FLAG_NAMES.missing409a,
    all: [/409\s?a\b/i],
    any: /\b(?:has|have|had)\s+not\s+(?:obtained|performed|received|commissioned|updated)(?:[^.]|\.(?=\d)){0,40}409\s?a|\bno\s+(?:independent\s+|current\s+|valid\s+|recent\s+)?409\s?a|\bwithout\s+(?:an?\s+)?(?:independent\s+|current\s+|valid\s+)?409\s?a|409\s?a\s+valuation\s+(?:has|have|was|were)\s+not|409\s?a(?:[^.]|\.(?=\d)){0,60}\b(?:has|have)\s+not\s+been\s+(?:performed|obtained|done|updated)|409\s?a(?:[^.]|\.(?=\d)){0,60}\b(?:expired|stale|out\s+of\s+date|outdated|more\s+than\s+(?:\w+\s+){1,2}old|older\s+than)|\bsin\s+(?:una\s+)?valoraci[oó]n\s+(?:independiente\s+)?(?:conforme\s+a\s+la\s+secci[oó]n\s+)?409\s?a|\bno\s+(?:se\s+)?(?:ha|han)\s+(?:obtenido|realizado)(?:[^.]|\.(?=\d)){0,60}409\s?a/i,
  },
  {
    name: RED_FLAG_NAMES.ipAssignmentGap,
    any: /\b(?:has|have|had|did)\s+not\s+(?:signed|executed|entered\s+into|assigned|delivered)(?:[^.]|\.(?=\d)){0,80}\b(?:inventions?|intellectual\s+property|ip)\b|\bno\s+(?:proprietary\s+information\s+and\s+)?(?:inventions?|ip|intellectual\s+property)\s+assignment|\bretains?\s+all\s+(?:right|rights|ownership)(?:[^.]|\.(?=\d)){0,60}\b(?:work\s+product|deliverables|intellectual\s+property|inventions?|software)|\bnothing\s+in\s+this\s+agreement\s+assigns|\bshall\s+remain\s+the\s+(?:sole\s+|exclusive\s+)?property\s+of\s+the\s+(?:consultant|contractor|employee|executive|developer|founder)|\bno\s+(?:rights?|intellectual\s+property)\s+(?:is|are|shall\s+be)\s+assigned|\bseguir[áa]n?\s+siendo\s+de\s+(?:su|la\s+exclusiva)\s+(?:titularidad|propiedad)|\bsin\s+que\s+se\s+ceda|\bno\s+(?:ha|han)\s+(?:firmado|suscrito|otorgado)(?:[^.]|\.(?=\d)){0,80}\bcesi[oó]n(?:[^.]|\.(?=\d)){0,60}\bpropiedad\s+(?:intelectual|industrial)|\bno\s+se\s+ha\s+(?:suscrito|firmado|formalizado)\s+(?:la\s+)?cesi[oó]n(?:[^.]|\.(?=\d)){0,80}\bpropiedad\s+(?:intelectual|industrial)|\bconservar[áa]\s+(?:la\s+)?(?:titularidad|propiedad)(?:[^.]|\.(?=\d)){0,60}\b(?:entregables|software|desarrollos|propiedad\s+intelectual)/i,
  },
  {
    name: RED_FLAG_NAMES.mfn,
    any: /\bmost[\s-]+favou?red[\s-]+(?:nation|customer|client|pricing|licensee)|\bmfn\b|\bmore\s+favou?rable\s+(?:pricing|prices|terms|rates)(?:[^.]|\.(?=\d)){0,80}\bother\s+customers?|\bother\s+customers?(?:[^.]|\.(?=\d)){0,40}\bmore\s+favou?rable\s+(?:pricing|prices|terms|rates)|\bbetter\s+(?:prices|pricing|terms|rates)\s+to\s+any\s+other\s+customer|\b(?:no\s+less|at\s+least\s+as)\s+favou?rable\s+(?:than|as)\b(?:[^.]|\.(?=\d)){0,80}\bother\s+(?:customer|purchaser|buyer|client|licensee|distributor)s?|\bno\s+menos\s+favorables\s+que\b(?:[^.]|\.(?=\d)){0,80}\botros?\s+clientes?|\bnaci[oó]n\s+m[aá]s\s+favorecida|\bcliente\s+m[aá]s\s+favorecido|\bcondiciones\s+m[aá]s\s+favorables\s+a\s+(?:otro|cualquier\s+otro)\s+cliente/i,
  },
  {
    name: RED_FLAG_NAMES.exclusivity,
    any: /\bexclusivity\b|\bexclusively\s+(?:from|to|through|with|by)\b|\bsole\s+(?:and\s+exclusive\s+)?(?:supplier|source|distributor|provider|reseller)\b|\bexclusivamente\s+(?:a|al|de|del|con|por)\b|(?<!non-)(?<!non)\bexclusive\s+(?:right|rights|license|licence|distributor|distribution|supplier|reseller|dealing|arrangement|basis|territory|agent|provider|purchasing|supply)|\bexclusividad\b|\b(?:distribuidor|proveedor|licencia|derecho|agente)\s+exclusiv[oa]|\ben\s+exclusiva\b|\bcon\s+car[aá]cter\s+exclusivo/i,
  },
  {
    name: RED_FLAG_NAMES.fullRatchet,
    any: /\bfull[\s-]+ratchet|\btrinquete\s+completo|\bantidiluci[oó]n\s+(?:total|completa)|\bfull\s+anti-?dilution/i,
  },
  { name: RED_FLAG_NAMES.changeOfControl, any: /\bchange\s+(?:of|in)\s+control\b|\bcambio\s+de\s+control\b/i },
  {
    name: RED_FLAG_NAMES.assignment,
    any: /\b(?:may|shall|will)\s+not\s+(?:be\s+)?assign|\b(?:may|shall|will)\s+not\s+transfer\s+(?:this\s+agreement|its\s+rights|its\s+obligations|any\s+of\s+its\s+rights)|\bnot\s+(?:be\s+)?assignable|\bassign\w*(?:[^.]|\.(?=\d)){0,120}\bwithout\s+(?:the\s+)?(?:prior\s+)?written\s+consent|\bwithout\s+(?:the\s+)?(?:prior\s+)?written\s+consent(?:[^.]|\.(?=\d)){0,120}\bassign|\bno\s+podr[áa]n?\s+ceder|\bceder(?:[^.]|\.(?=\d)){0,120}\bsin\s+(?:el\s+)?(?:previo\s+)?consentimiento/i,
  },
  {
    name: RED_FLAG_NAMES.autoRenewal,
    any: /\bautomatically\s+renew|\bauto-?renew|\brenew(?:s|ed)?\s+automatically|\bevergreen\b|\bsuccessive\s+renewal\s+terms?\b|\brenovar[áa]n?\s+autom[áa]ticamente|\brenovaci[óo]n\s+autom[áa]tica|\bpr[óo]rroga\s+autom[áa]tica|\bse\s+prorrogar[áa]\s+autom[áa]ticamente|\b(?:prorrogar[áa]n?|renovar[áa]n?)\s+t[áa]citamente|\bt[áa]cita\s+reconducci[oó]n|\b(?:extended|renewed)\s+(?:automatically\s+)?for\s+(?:successive|additional|further)\s+(?:periods|terms)\s+unless/i,
  },
  {
    name: RED_FLAG_NAMES.unlimitedLiability,
    any: /\bunlimited\s+liability|\bliability\b(?:[^.]|\.(?=\d)){0,60}\b(?:shall|will)\s+(?:be\s+unlimited|not\s+be\s+limited)|\bno\s+(?:limitation|limit|cap)\s+(?:of|on)\s+(?:its\s+|the\s+)?liability|\bwithout\s+(?:any\s+)?limitation\s+of\s+liability|\bresponsabilidad\s+ilimitada|\bsin\s+l[íi]mite\s+de\s+responsabilidad|\bresponsabilidad\b(?:[^.]|\.(?=\d)){0,60}\bser[áa]\s+ilimitada/i,
    unless: /\bindemni/i,
  },
  {
    name: RED_FLAG_NAMES.nonCompete,
    any: /\bnon-?compet\w*|\bcovenant\s+not\s+to\s+compete|\bshall\s+not(?:[^.]|\.(?=\d)){0,60}\bcompete\b|\bno\s+competencia\b|\bpacto\s+de\s+no\s+competencia|\bno\s+podr[áa](?:[^.]|\.(?=\d)){0,100}\b(?:compet(?:ir|idor\w*|encia)|compit\w+)\b/i,
  },
  {
    name: RED_FLAG_NAMES.terminationForConvenience,
    any: /\bterminat\w*(?:[^.]|\.(?=\d)){0,60}\bfor\s+(?:its\s+)?convenience|\bterminat\w*(?:[^.]|\.(?=\d)){0,80}\b(?:at\s+any\s+time\s+)?(?:for\s+any\s+reason\s+or\s+no\s+reason|without\s+cause|with\s+or\s+without\s+cause)|\bmay\s+terminat\w*(?:[^.]|\.(?=\d)){0,80}\bfor\s+any\s+reason|\b(?:terminar|rescindir|resolver|extinguir|desistir)(?:[^.]|\.(?=\d)){0,80}\b(?:por\s+conveniencia|sin\s+(?:alegar\s+|justa\s+)?causa|en\s+cualquier\s+momento)/i,
  },
];

/** A document that reads like an agreement (it then ought to carry a signature date). */
const looksLikeContract = (text: string) =>
  /\bagreement\b|\bcontract\b|\bin\s+witness\s+whereof\b|\bby\s+and\s+between\b|\bthe\s+parties\b|\bcontrato\b|\bacuerdo\b|\blas\s+partes\b/i.test(
    text,
  ) &&
  /\b(?:by|name|signature|por|nombre|firma|fdo\.?)\s*:|_{6,}|\bon\s+behalf\s+of\b|\ben\s+nombre\s+y\s+representaci[oó]n\b|\bin\s+witness\s+whereof\b/i.test(
    text,
  );

/** A quote of reasonable length: the sentence, or a window of it around the match. */
function quoteOf(sentence: string, at: number): string {
  if (sentence.length <= 320) return sentence;
  const start = Math.max(0, Math.min(at - 100, sentence.length - 300));
  return `${start > 0 ? '…' : ''}${sentence.slice(start, start + 300).trim()}${start + 300 < sentence.length ? '…' : ''}`;
}

/** Where a document says its term ends ('expires on …', 'until …', 'Expiration Date: …', 'hasta el …'). */
const EXPIRY = new RegExp(
  `(?:expir(?:es|e|ation\\s+date)|terminat(?:es|e)|shall\\s+end|ends|valid\\s+(?:through|until)|in\\s+effect\\s+until|continue\\s+until|until|vence|vencer[áa]|expira|hasta)\\s*(?:on|el|:|is)?\\s*(${DATE_SOURCE})`,
  'gi',
);

/**
 * Red flags from clause rules, each raised once with the first sentence that raised it, in rule order; then a
 * contract without a signature date, and a term that ended before `now`.
 */
export function redFlagsOf(text: string, signatureDate: string | null, now: Date): RedFlagFinding[] {
  const units = sentences(text);
  const out: RedFlagFinding[] = [];
  for (const rule of CLAUSE_RULES) {
    for (const [i, s] of units.entries()) {
      const m = rule.any.exec(s);
      if (!m || (rule.all && !rule.all.every((re) => re.test(s))) || rule.unless?.test(s)) continue;
      // A heading ('3.2 Change of Control.') is quoted with the sentence under it.
      const quote = s.length < 60 && units[i + 1] ? `${s} ${units[i + 1]}` : s;
      out.push({ name: rule.name, quote: quoteOf(quote, m.index) });
      break;
    }
  }
  if (!signatureDate && looksLikeContract(text)) out.push({ name: RED_FLAG_NAMES.missingSignatureDate, quote: '' });
  const today = now.toISOString().slice(0, 10);
  let ended: { date: string; quote: string } | null = null;
  for (const s of units)
    for (const m of s.matchAll(EXPIRY)) {
      const iso = toIsoDate(m[1]);
      if (iso && iso < today && (!ended || iso > ended.date)) ended = { date: iso, quote: quoteOf(s, m.index) };
    }
  if (ended) out.push({ name: `${RED_FLAG_NAMES.expiredTerm} (ended ${ended.date})`, quote: ended.quote });
  return out;
}
