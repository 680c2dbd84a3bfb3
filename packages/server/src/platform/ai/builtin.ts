import { taxonomyEntry, type PartyInvolved } from '@atrium/contract';
import type { AiProvider, AnalysisContext, AnalysisResult } from './provider.ts';
import { classify } from './classify.ts';
import {
  findContractParties,
  findEmails,
  findKeyProvisions,
  findSignatories,
  findSignatureDate,
  findTitle,
  sentences,
} from './extract.ts';
import { redFlagsOf } from './red-flags.ts';

/** How much text the built-in analyzer reads (its rules are about clauses, not volume). */
const MAX_TEXT = 500_000;

/** Companies named in 'between X and Y' first, then signatories; e-mails found in the text fill the gaps in order. */
function partiesOf(text: string): PartyInvolved[] {
  const seen = new Map<string, PartyInvolved>();
  const out: PartyInvolved[] = [];
  const add = (p: PartyInvolved) => {
    const key = p.by.toLowerCase();
    const known = seen.get(key);
    if (known) {
      known.title ||= p.title;
      known.email ||= p.email;
      return;
    }
    if (!p.by) return;
    seen.set(key, p);
    out.push(p);
  };
  findContractParties(text).forEach((by) => add({ by, title: '', email: '' }));
  findSignatories(text).forEach(add);
  const used = new Set(out.map((p) => p.email).filter(Boolean));
  const free = findEmails(text).filter((e) => !used.has(e));
  for (const p of out) if (!p.email && p.title && free.length > 0) p.email = free.shift()!;
  for (const email of free) if (out.length < 50) out.push({ by: email, title: '', email });
  return out.slice(0, 50);
}

/** The deterministic analyzer that needs no network (DESIGN: AI, default). */
export function createBuiltinAnalyzer(): AiProvider {
  return {
    name: 'builtin',
    async analyse(fullText: string, context: AnalysisContext): Promise<AnalysisResult> {
      const text = fullText.slice(0, MAX_TEXT);
      const now = context.now ?? new Date();
      const documentTitle = findTitle(text, context.fileName).slice(0, 500);
      const { staticId } = classify(text.slice(0, 200_000), context.fileName, documentTitle);
      const partiesInvolved = partiesOf(text);
      const dateOfSignature = findSignatureDate(text);
      const keyProvisions = findKeyProvisions(text);
      const redFlags = redFlagsOf(text, dateOfSignature, now);
      const folder = staticId === null ? null : taxonomyEntry(staticId)?.label;
      const companies = findContractParties(text);
      const opening = sentences(text)
        .filter((s) => s !== documentTitle && s.length >= 40)
        .slice(0, 2)
        .join(' ');
      const description = [
        `${folder ?? 'Document'}${companies.length >= 2 ? ` between ${companies.slice(0, -1).join(', ')} and ${companies.at(-1)}` : ''}${dateOfSignature ? `, dated ${dateOfSignature}` : ''}.`,
        opening,
        redFlags.length > 0 ? `Points to review: ${redFlags.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ')
        .slice(0, 5000);
      return {
        suggestedStaticId: staticId,
        summary: { documentTitle, description, partiesInvolved, dateOfSignature, keyProvisions },
        redFlags,
        source: 'builtin',
      };
    },
  };
}
