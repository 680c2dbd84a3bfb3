import { z } from 'zod';
import { aiAnalysisSchema, allTaxonomyEntries, taxonomyEntry } from '@atrium/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider, AnalysisContext, AnalysisResult } from './provider.ts';

/** How much of the document goes into the prompt. */
const MAX_PROMPT_TEXT = 24_000;

/** The JSON the model must answer with. */
export const modelReplySchema = z.object({
  suggestedStaticId: z.number().int().nullable(),
  summary: aiAnalysisSchema,
  redFlags: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
});

const chatReplySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const TAXONOMY_LINES = allTaxonomyEntries()
  .filter((e) => !e.hidden)
  .map((e) => `${e.staticId}: ${e.name}`)
  .join('\n');

const SYSTEM_PROMPT = `You analyse documents of a company's due-diligence data room. Answer with ONE JSON object and nothing else:
{"suggestedStaticId": number|null, "summary": {"documentTitle": string, "description": string, "partiesInvolved": [{"by": string, "title": string, "email": string}], "dateOfSignature": "YYYY-MM-DD"|null, "keyProvisions": [string]}, "redFlags": [string]}
suggestedStaticId is the id of the best folder from this list, or null when none fits:
${TAXONOMY_LINES}
redFlags names risky clauses in a few words each: change of control, assignment restrictions, automatic renewal, unlimited liability, non-compete, termination for convenience, missing signature date, expired term, and any other serious risk.`;

/** Takes the JSON object out of a reply that may wrap it in a code fence or prose. */
function jsonOf(content: string): unknown {
  const fenced = content.match(/```(?:json)?\s*([\s\S]*?)```/);
  const body = fenced ? fenced[1] : content;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('the model reply holds no JSON object');
  return JSON.parse(body.slice(start, end + 1));
}

/**
 * An OpenAI-compatible chat-completions endpoint (OpenAI, Azure, Ollama, vLLM…): POST {base}/chat/completions. A reply
 * that fails (network, HTTP error, no JSON, wrong shape) is logged and the built-in analyzer's result stands in,
 * marked source 'builtin-fallback'.
 */
export function createOpenAiCompatibleProvider(o: {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  fallback: AiProvider;
  log: FastifyBaseLogger;
}): AiProvider {
  async function ask(text: string, context: AnalysisContext): Promise<AnalysisResult> {
    const res = await fetch(`${o.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}) },
      body: JSON.stringify({
        model: o.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `File name: ${context.fileName}\n\n${text.slice(0, MAX_PROMPT_TEXT)}` },
        ],
      }),
      signal: AbortSignal.timeout(o.timeoutMs),
    });
    if (!res.ok) throw new Error(`chat completions answered HTTP ${res.status}`);
    const chat = chatReplySchema.parse(await res.json());
    const reply = modelReplySchema.parse(jsonOf(chat.choices[0].message.content ?? ''));
    const entry = reply.suggestedStaticId === null ? undefined : taxonomyEntry(reply.suggestedStaticId);
    return {
      suggestedStaticId: entry && !entry.hidden ? entry.staticId : null,
      summary: reply.summary,
      redFlags: [...new Set(reply.redFlags)],
      source: 'openai',
    };
  }
  return {
    name: 'openai',
    async analyse(text, context) {
      try {
        try {
          return await ask(text, context);
        } catch (err) {
          // A network-level failure (fetch's TypeError: a reused connection closed by the server…) is tried once more.
          if (!(err instanceof TypeError)) throw err;
          return await ask(text, context);
        }
      } catch (err) {
        o.log.warn(
          { err, baseUrl: o.baseUrl, file: context.fileName },
          'AI provider failed; the built-in analyzer is used instead',
        );
        return { ...(await o.fallback.analyse(text, context)), source: 'builtin-fallback' };
      }
    },
  };
}
