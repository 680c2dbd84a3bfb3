import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { AiProvider } from './provider.ts';
import { createBuiltinAnalyzer } from './builtin.ts';
import { createOpenAiCompatibleProvider } from './openai.ts';

/** The analyzer named by the config: the OpenAI-compatible endpoint when AI_BASE_URL is set, else the built-in one. */
export function createAiProvider(config: Config, log: FastifyBaseLogger): AiProvider {
  const builtin = createBuiltinAnalyzer();
  if (!config.ai.baseUrl) return builtin;
  return createOpenAiCompatibleProvider({ ...config.ai, baseUrl: config.ai.baseUrl, fallback: builtin, log });
}
