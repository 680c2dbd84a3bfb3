import { setImmediate as tick } from 'node:timers/promises';
import type { AssistantProvider, ProviderEvent, ProviderInput } from './provider.ts';
import { chunksOf } from './provider.ts';
import { botText } from '../texts.ts';

/**
 * The built-in provider (no network): runs the offered tool whose `match()` scores the question best and streams that
 * tool's Markdown in chunks, its citations going out as metadata; without a matching tool it says plainly what it can
 * do here. help-me-write streams the filled template.
 */
export function createBuiltinProvider(): AssistantProvider {
  return {
    name: 'builtin',
    async *answer(input: ProviderInput): AsyncIterable<ProviderEvent> {
      const lang = input.toolCtx.language;
      let markdown: string;
      if (input.compose) markdown = input.compose.template;
      else {
        let best: { tool: (typeof input.tools)[number]; score: number; args: unknown } | null = null;
        for (const tool of input.tools) {
          const m = tool.match(input.question, input.toolCtx);
          if (m.score > 0 && (!best || m.score > best.score)) best = { tool, score: m.score, args: m.args };
        }
        if (best) {
          const result = await best.tool.run(best.args, input.toolCtx);
          yield { type: 'tool', tool: best.tool, result };
          markdown = result.markdown;
        } else markdown = botText(lang).cannotAnswer(input.tools.map((t) => t.description));
      }
      for (const chunk of chunksOf(markdown)) {
        if (input.signal.aborted) return;
        yield { type: 'chunk', text: chunk };
        // Lets Stop, other requests and the socket writes in between chunks.
        await tick();
      }
    },
  };
}
