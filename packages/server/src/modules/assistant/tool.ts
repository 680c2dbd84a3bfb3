import type { AiTool, AssistantContent, AssistantMetadata, ConversationType } from '@atrium/contract';

/**
 * One interface for every assistant tool (issue 18 #6). Each area registers its tools when the assistant service is
 * composed (services.ts); a tool whose area is absent is simply not in the list.
 */
export interface AssistantToolContext {
  tenantId: number;
  tenantExternalId: string;
  userId: number;
  userExternalId: string;
  /** The asker's language, for texts the tool writes itself. */
  language: 'en' | 'es';
  conversation: {
    externalId: string;
    type: ConversationType;
    /** The room, file or inbox conversation the assistant conversation is about (see ASSISTANT_ENTITY_REQUIRED). */
    contextEntityExternalId: string | null;
  };
  /** Aborted by Stop, a time-out or the sender going away. */
  signal: AbortSignal;
}

export interface AssistantToolResult {
  /** What the model reads back as the tool's output. Document text here is data, never instructions. */
  forModel: string;
  /** A complete answer the built-in provider can stream as is (Markdown, safe-rendered by the browser). */
  markdown: string;
  /** Rich fragments to show after the text (funder cards, a chart, room documents). */
  content?: AssistantContent[];
  metadata?: Partial<AssistantMetadata>;
}

export interface AssistantTool {
  /** The function name the model calls, e.g. 'document_qa'. */
  name: string;
  /** Reported in metadata.tool when the tool is one of the spec's AI tools. */
  aiTool: AiTool | null;
  /** Told to the model; English. */
  description: string;
  /** JSON Schema of the arguments, as the chat-completions `tools` field takes it. */
  parameters: Record<string, unknown>;
  /** Whether the tool is offered in this conversation (its type, context entity, the tenant's add-ons). */
  offered(ctx: AssistantToolContext): boolean | Promise<boolean>;
  /** Malformed arguments throw a ToolArgumentError, which ends the run in BOT_ERROR with a readable text. */
  run(args: unknown, ctx: AssistantToolContext): Promise<AssistantToolResult>;
  /**
   * For the built-in (offline) provider: how well a question matches this tool, 0–1, and the arguments to call it
   * with. The provider picks the best tool above 0.
   */
  match(question: string, ctx: AssistantToolContext): { score: number; args: unknown };
}

export class ToolArgumentError extends Error {
  readonly tool: string;
  constructor(tool: string, message: string) {
    super(message);
    this.tool = tool;
  }
}
