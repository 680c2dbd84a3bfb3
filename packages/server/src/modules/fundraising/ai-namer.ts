import { z } from 'zod';
import { FUNDRAISING_LIMITS, type FunderFilters } from '@atrium/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { NameLang } from './names.ts';

const chatReply = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});
const namesReply = z.object({
  names: z.array(z.string().trim().min(1).max(FUNDRAISING_LIMITS.nameMax)).min(1),
});

const SYSTEM = `You name investor lists ("Smartlists") that a startup founder keeps while fundraising. Answer with ONE JSON object and nothing else: {"names": [three distinct names]}. Each name is short (2 to 6 words, at most 60 characters), plain text, no quotes or emoji, and says what the investors have in common (stage, sector, place, check size).`;

/** The user's language: the names are theirs to keep. */
const LANGUAGE: Record<NameLang, string> = {
  en: 'Write the names in English.',
  es: 'Write the names in Spanish (es).',
};

/** What the list is about, as the model reads it. */
export type NamingSubject =
  | { origin: 'ADVANCED_SEARCH'; filters: FunderFilters }
  | {
      origin: 'SMARTLIST';
      count: number;
      stages: string[];
      sectors: string[];
      cities: string[];
      examples: string[];
    };

function describe(s: NamingSubject): string {
  if (s.origin === 'ADVANCED_SEARCH') return `The investors match this advanced search: ${JSON.stringify(s.filters)}`;
  return [
    `The founder picked ${s.count} investors.`,
    `Most common stages: ${s.stages.join(', ') || 'unknown'}.`,
    `Most common sectors: ${s.sectors.join(', ') || 'unknown'}.`,
    `Most common cities: ${s.cities.join(', ') || 'unknown'}.`,
    `Some of them: ${s.examples.join('; ')}.`,
  ].join('\n');
}

/** Takes the JSON object out of a reply that may wrap it in a code fence or prose. */
function jsonOf(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('the model reply holds no JSON object');
  return JSON.parse(content.slice(start, end + 1));
}

/**
 * List names from the configured OpenAI-compatible model (AI_BASE_URL): POST {base}/chat/completions. Null when no
 * model is configured; any failure (network, HTTP error, no JSON, wrong shape) is logged and answers null, so the
 * caller's built-in namer stands in.
 */
export function createModelNamer(ai: Config['ai'], log: FastifyBaseLogger) {
  return async (subject: NamingSubject, lang: NameLang = 'en'): Promise<string[] | null> => {
    if (!ai.baseUrl) return null;
    try {
      const res = await fetch(`${ai.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}) },
        body: JSON.stringify({
          model: ai.model,
          temperature: 0.4,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: `${SYSTEM} ${LANGUAGE[lang]}` },
            { role: 'user', content: describe(subject) },
          ],
        }),
        signal: AbortSignal.timeout(Math.min(ai.timeoutMs, 20_000)),
      });
      if (!res.ok) throw new Error(`chat completions answered HTTP ${res.status}`);
      const chat = chatReply.parse(await res.json());
      const names = namesReply.parse(jsonOf(chat.choices[0].message.content ?? '')).names;
      return [...new Set(names)].slice(0, 3);
    } catch (err) {
      log.warn({ err, baseUrl: ai.baseUrl }, 'AI list naming failed; the built-in namer is used instead');
      return null;
    }
  };
}
