import type { AssistantTool, AssistantToolContext, AssistantToolResult } from '../tool.ts';

/** One earlier message of the conversation, as the model reads it. */
export interface HistoryItem {
  role: 'user' | 'assistant';
  content: string;
}

export interface ProviderInput {
  /** The message being answered. */
  question: string;
  /** Earlier visible messages, oldest first (the question excluded). */
  history: HistoryItem[];
  /** Context the page sent with POST hidden: data, never instructions. */
  context: string[];
  /** The tools offered in this conversation. */
  tools: AssistantTool[];
  toolCtx: AssistantToolContext;
  /** help-me-write: write this instead of answering a question (the built-in provider streams `template`). */
  compose?: { instruction: string; template: string };
  signal: AbortSignal;
}

/** What a provider yields while it answers: text to stream, and each tool it ran with the tool's result. */
export type ProviderEvent =
  { type: 'chunk'; text: string } | { type: 'tool'; tool: AssistantTool; result: AssistantToolResult };

export interface AssistantProvider {
  readonly name: 'builtin' | 'openai';
  answer(input: ProviderInput): AsyncIterable<ProviderEvent>;
}

/** The model service failed (HTTP error, broken stream, unknown tool): the run ends in BOT_ERROR with `kind`'s text. */
export class ProviderError extends Error {
  readonly kind: 'failed' | 'malformed';
  constructor(kind: 'failed' | 'malformed', message: string) {
    super(message);
    this.kind = kind;
  }
}

/** Splits text into stream chunks of about `size` characters, cut after a space where one is near. */
export function chunksOf(text: string, size = 48): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    let end = Math.min(text.length, i + size);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > i + size / 2) end = space + 1;
    }
    out.push(text.slice(i, end));
    i = end;
  }
  return out;
}
