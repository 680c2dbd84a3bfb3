import { createRequestThread } from '../threads/request-thread.ts';
import type { AiProvider, AnalysisResult } from './provider.ts';

export interface AnalysisRequest {
  text: string;
  fileName: string;
  now: string | null;
}

/**
 * The built-in analyzer in a worker thread kept for the life of the app. Its NLP, rules and TextRank take up to a
 * few seconds on a long document; in the server's own thread that would stall every request and socket meanwhile.
 * An analysis still running after `timeoutMs` is stopped and rejected, so the job retries.
 */
export function createThreadedBuiltinAnalyzer(o: { timeoutMs: number }): AiProvider & { close(): Promise<void> } {
  const thread = createRequestThread<AnalysisRequest, AnalysisResult>({
    url: new URL('./builtin-worker.ts', import.meta.url),
    name: 'analysis thread',
    timeoutMs: o.timeoutMs,
    failed: (message) => new Error(`built-in analysis failed: ${message}`),
    timedOut: (ms) => new Error(`built-in analysis took longer than ${ms} ms`),
  });
  return {
    name: 'builtin',
    analyse: (text, context) =>
      thread.request({ text, fileName: context.fileName, now: context.now?.toISOString() ?? null }),
    close: thread.close,
  };
}
