import type { AiProvider, AnalysisContext, AnalysisResult } from './provider.ts';
import { classify } from './classify.ts';
import { findKeyProvisions, findSignatureDate, findTitle, sentences } from './extract.ts';
import { findParties, languageOf } from './entities.ts';
import { RED_FLAG_NAMES_ES, redFlagsOf, type RedFlagFinding } from './red-flags.ts';
import { textRank } from './summary.ts';

/** How much text the built-in analyzer reads (its rules are about clauses, not volume). */
const MAX_TEXT = 500_000;

const list = (names: string[], and: string) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
/** A sentence's closing full stop, unless it already ends in one ('… Inc.'). */
const stop = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
/** 'Expired term (ended 2025-12-31)' → 'Plazo vencido (ended …)' in a Spanish summary. */
const flagLabel = (name: string, es: boolean) => {
  if (!es) return name;
  const [base, detail] = [name.replace(/\s*\(.*$/, ''), name.match(/\((?:ended\s+)?(.*)\)$/)?.[1]];
  const label = RED_FLAG_NAMES_ES[base] ?? name;
  return detail && base !== name ? `${label} (venció el ${detail})` : label;
};

/**
 * The summary: who and when, the three sentences TextRank ranks highest, then each red flag with the sentence that
 * raised it — in the document's language.
 */
function describe(
  lang: 'en' | 'es',
  parties: string[],
  date: string | null,
  key: string[],
  flags: RedFlagFinding[],
): string {
  const es = lang === 'es';
  const who =
    parties.length > 0 ? stop(`${es ? 'Partes' : 'Parties'}: ${list(parties.slice(0, 4), es ? 'y' : 'and')}`) : '';
  const when = date ? `${es ? 'Fecha de firma' : 'Signed'}: ${date}.` : '';
  const review =
    flags.length > 0
      ? `${es ? 'Puntos a revisar' : 'Points to review'}: ${flags
          .map((f) => (f.quote ? `${flagLabel(f.name, es)} — “${f.quote}”` : flagLabel(f.name, es)))
          .join('; ')}.`
      : '';
  return [who, when, key.join(' '), review].filter(Boolean).join(' ').slice(0, 5000);
}

/** The deterministic analyzer that needs no network (DESIGN: AI, default). */
export function createBuiltinAnalyzer(): AiProvider {
  return {
    name: 'builtin',
    async analyse(fullText: string, context: AnalysisContext): Promise<AnalysisResult> {
      const text = fullText.slice(0, MAX_TEXT);
      const now = context.now ?? new Date();
      const lang = languageOf(text);
      const documentTitle = findTitle(text, context.fileName).slice(0, 500);
      const { staticId } = classify(text.slice(0, 200_000), context.fileName, documentTitle);
      const partiesInvolved = findParties(text);
      const dateOfSignature = findSignatureDate(text);
      const keyProvisions = findKeyProvisions(text);
      const findings = redFlagsOf(text, dateOfSignature, now);
      const companies = partiesInvolved.filter((p) => !p.title).map((p) => p.by);
      const summary = textRank(sentences(text), 3, (s) => s === documentTitle || s.startsWith(documentTitle)).map(
        (s) => (s.length > 400 ? `${s.slice(0, 397)}…` : s),
      );
      const description = describe(lang, companies, dateOfSignature, summary, findings);
      return {
        suggestedStaticId: staticId,
        summary: { documentTitle, description, partiesInvolved, dateOfSignature, keyProvisions },
        redFlags: findings.map((f) => f.name),
        redFlagQuotes: findings.map((f) => f.quote),
        source: 'builtin',
      };
    },
  };
}
