import type { AiAnalysis } from '@atrium/contract';

/** What the analysis knows about a document besides its text. */
export interface AnalysisContext {
  fileName: string;
  /** "Today" for rules about dates (expired terms); injectable for tests. */
  now?: Date;
}

export interface AnalysisResult {
  /** A taxonomy entry (0–182, never hidden) or null: 'no folder suggested'. */
  suggestedStaticId: number | null;
  summary: AiAnalysis;
  /** Names of red flags raised by the document's clauses. */
  redFlags: string[];
  /** The sentence that raised each red flag (same order as redFlags; '' when a flag is about something missing). */
  redFlagQuotes?: string[];
  /** Which analyzer produced it; 'builtin-fallback' when the configured model failed and the built-in one stood in. */
  source: 'builtin' | 'openai' | 'builtin-fallback';
}

/** One interface for every analyzer (DESIGN: AI). */
export interface AiProvider {
  readonly name: string;
  analyse(text: string, context: AnalysisContext): Promise<AnalysisResult>;
}
