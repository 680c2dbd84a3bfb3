import { findExpiryDates } from './extract.ts';

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
} as const;

/** English and Spanish wording of each clause (the product serves both languages). */
const CLAUSE_RULES: [string, RegExp][] = [
  [RED_FLAG_NAMES.changeOfControl, /\bchange\s+(?:of|in)\s+control\b|\bcambio\s+de\s+control\b/i],
  [
    RED_FLAG_NAMES.assignment,
    /\b(?:may|shall|will)\s+not\s+(?:be\s+)?assign|\bnot\s+(?:be\s+)?assignable|\bassign\w*[^.]{0,120}\bwithout\s+(?:the\s+)?(?:prior\s+)?written\s+consent|\bwithout\s+(?:the\s+)?(?:prior\s+)?written\s+consent[^.]{0,120}\bassign|\bno\s+podr[áa]n?\s+ceder|\bceder[^.]{0,120}\bsin\s+(?:el\s+)?(?:previo\s+)?consentimiento/i,
  ],
  [
    RED_FLAG_NAMES.autoRenewal,
    /\bautomatically\s+renew|\bauto-?renew|\brenew(?:s|ed)?\s+automatically|\bevergreen\b|\bsuccessive\s+renewal\s+terms?\b|\brenovar[áa]n?\s+autom[áa]ticamente|\brenovaci[óo]n\s+autom[áa]tica|\bpr[óo]rroga\s+autom[áa]tica|\bse\s+prorrogar[áa]\s+autom[áa]ticamente/i,
  ],
  [
    RED_FLAG_NAMES.unlimitedLiability,
    /\bunlimited\s+liability|\bliability\s+(?:shall|will)\s+(?:be\s+unlimited|not\s+be\s+limited)|\bno\s+(?:limitation|limit|cap)\s+(?:of|on)\s+(?:its\s+|the\s+)?liability|\bwithout\s+(?:any\s+)?limitation\s+of\s+liability|\bresponsabilidad\s+ilimitada|\bsin\s+l[íi]mite\s+de\s+responsabilidad/i,
  ],
  [
    RED_FLAG_NAMES.nonCompete,
    /\bnon-?compet\w*|\bcovenant\s+not\s+to\s+compete|\bshall\s+not[^.]{0,60}\bcompete\b|\bno\s+competencia\b|\bpacto\s+de\s+no\s+competencia|\bno\s+podr[áa][^.]{0,60}\bcompetir\b/i,
  ],
  [
    RED_FLAG_NAMES.terminationForConvenience,
    /\bterminat\w*[^.]{0,60}\bfor\s+(?:its\s+)?convenience|\bterminat\w*[^.]{0,80}\b(?:at\s+any\s+time\s+)?(?:for\s+any\s+reason\s+or\s+no\s+reason|without\s+cause)|\b(?:terminar|rescindir|resolver)[^.]{0,80}\b(?:por\s+conveniencia|sin\s+(?:justa\s+)?causa|en\s+cualquier\s+momento)/i,
  ],
];

/** A document that reads like an agreement (it then ought to carry a signature date). */
const looksLikeContract = (text: string) =>
  /\bagreement\b|\bcontract\b|\bin\s+witness\s+whereof\b|\bby\s+and\s+between\b|\bthe\s+parties\b|\bcontrato\b|\bacuerdo\b|\blas\s+partes\b/i.test(
    text,
  ) && /\b(?:by|name|signature|por|nombre|firma)\s*:/i.test(text);

/** Red flags from clause rules (spec issue 6: change of control … expired terms), each raised once, in rule order. */
export function redFlagsOf(text: string, signatureDate: string | null, now: Date): string[] {
  const flags = CLAUSE_RULES.filter(([, re]) => re.test(text)).map(([name]) => name);
  if (!signatureDate && looksLikeContract(text)) flags.push(RED_FLAG_NAMES.missingSignatureDate);
  const today = now.toISOString().slice(0, 10);
  const expired = findExpiryDates(text)
    .filter((d) => d < today)
    .sort();
  if (expired.length > 0) flags.push(`${RED_FLAG_NAMES.expiredTerm} (ended ${expired.at(-1)})`);
  return flags;
}
