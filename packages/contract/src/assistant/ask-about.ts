import { z } from 'zod';
import { CHAT_PATHS } from '../chat.ts';

/**
 * The "ask about this" calls of spec 2 §7 (under /api/atrium-chat-conversation): each puts one item of a page — a
 * dashboard chart, a statement row, a funder, a document, a room's shared financials — into an assistant
 * conversation (a new one when none is named) and answers the conversation.
 */
const C = CHAT_PATHS.conversation;
export const ASK_ABOUT_PATHS = {
  chart: `${C}/chart/:id`,
  statementItem: `${C}/statement-table/item`,
  funder: `${C}/funder`,
  document: `${C}/data-room/document`,
  sharedFinancial: `${C}/data-room/shared-financial`,
  sharedFinancialItem: `${C}/data-room/shared-financial/item`,
} as const;

/** The accounting dashboards a chart can be asked about (POST chart/{id}) and the ledger tools draw. */
export const ASSISTANT_CHART_IDS = ['cash', 'burn', 'runway', 'spending'] as const;
export type AssistantChartId = (typeof ASSISTANT_CHART_IDS)[number];
export const askChartParams = z.object({ id: z.enum(ASSISTANT_CHART_IDS) });
