import type { AssistantContent } from '@atrium/contract';

/** The searchable text of an assistant message's content (what the list search and lastMessageText read). */
export function contentText(c: AssistantContent): string {
  switch (c.type) {
    case 'STRING':
    case 'MARKDOWN':
    case 'HTML':
      return c.content;
    case 'JSON':
      return JSON.stringify(c.content).slice(0, 500);
    case 'CHART':
      return c.content.title;
    case 'FINANCIAL_STATEMENT_ITEM':
      return `${c.content.name}: ${c.content.value} (${c.content.date})`;
    case 'FUNDER':
      return c.content.name;
    case 'ROOM_DOCUMENT':
      return c.content.name;
    case 'SHARED_FINANCIALS':
      return c.content.title;
  }
}
