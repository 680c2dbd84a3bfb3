import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { AiProvider } from './provider.ts';
import { createThreadedBuiltinAnalyzer } from './builtin-thread.ts';
import { createOpenAiCompatibleProvider } from './openai.ts';

/** The analyzer named by the config: the OpenAI-compatible endpoint when AI_BASE_URL is set, else the built-in one. */
export function createAiProvider(config: Config, log: FastifyBaseLogger): AiProvider & { close(): Promise<void> } {
  // The built-in analyzer runs in a thread of its own (also as the model's fallback); close() stops it.
  const builtin = createThreadedBuiltinAnalyzer({ timeoutMs: 120_000 });
  if (!config.ai.baseUrl) return builtin;
  const model = createOpenAiCompatibleProvider({ ...config.ai, baseUrl: config.ai.baseUrl, fallback: builtin, log });
  return { name: model.name, analyse: (text, context) => model.analyse(text, context), close: builtin.close };
}
