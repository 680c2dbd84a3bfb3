import type { AssistantContent } from '@atrium/contract';
import type { AssistantTool, AssistantToolContext } from '../tool.ts';
import { fold, formatUsd, langOf, md, roomOf, type AreaToolDeps } from './kit.ts';
import { sharedFinancialItems } from './ledger-charts.ts';
import { TOOL_TEXT } from './messages.ts';

/** The tenant's room the conversation is about, when shared rooms are open to the tenant; else null. */
async function contextRoom(d: AreaToolDeps, ctx: AssistantToolContext) {
  const room = roomOf(ctx);
  if (!room || !(await d.moduleOpen(ctx.tenantId, 'sharedRooms'))) return null;
  return d.roomFilesOf(ctx.tenantId, room);
}

const LIST =
  /\b(list|show|which|what|how many|documents? (are|is) (in|there)|files? (are|is) (in|there)|lista|muestra|que|cuales|cuantos)\b/;
const DOCS = /\b(documents?|files?|docs?|documentos?|archivos?|ficheros?)\b/;
/** Questions about what documents say belong to the document search, not to the listing. */
const CONTENT =
  /\b(mention|say|says|said|contain|contains|clause|about|terms?|menciona|dice|dicen|contiene|clausula|sobre)\b/;

/** The documents of the shared room the conversation is about, as ROOM_DOCUMENT links. */
export function createRoomDocumentsTool(d: AreaToolDeps): AssistantTool {
  return {
    name: 'room_documents',
    aiTool: null,
    description: 'List the documents of the shared room this conversation is about (names, to open them).',
    parameters: { type: 'object', additionalProperties: false, properties: {} },
    offered: async (ctx) => (await contextRoom(d, ctx)) !== null,
    async run(_args, ctx) {
      const t = TOOL_TEXT[langOf(ctx)];
      const found = await contextRoom(d, ctx);
      if (!found) return { forModel: 'No room.', markdown: t.roomEmpty('') };
      const { room, files } = found;
      if (files.length === 0)
        return { forModel: `The room "${room.name}" is empty.`, markdown: t.roomEmpty(md(room.name)) };
      const content: AssistantContent[] = files.map((f) => ({
        type: 'ROOM_DOCUMENT',
        content: { documentId: f.externalId, name: f.name, roomExternalId: room.externalId },
      }));
      return {
        forModel: [`Documents of the room "${room.name}":`, ...files.map((f) => `- ${f.name}`)].join('\n'),
        markdown: [t.roomFiles(md(room.name), files.length), '', ...files.map((f) => `- ${md(f.name)}`)].join('\n'),
        content,
        metadata: {
          documents: files.map((f) => ({ name: f.name, documentId: f.externalId, roomExternalId: room.externalId })),
        },
      };
    },
    match(question) {
      const text = fold(question);
      if (!DOCS.test(text)) return { score: 0, args: {} };
      if (CONTENT.test(text)) return { score: 0.1, args: {} };
      return { score: LIST.test(text) ? 0.7 : 0.4, args: {} };
    },
  };
}

const FINANCIALS =
  /\b(financials?|finances|figures|numbers|metrics|cash|burn|runway|founder update|finanzas|financieros?|cifras|numeros|metricas|caja|pista)\b/;

/** The company's shared financials in the room the conversation is about (the founder update's figures). */
export function createSharedFinancialsTool(d: AreaToolDeps): AssistantTool {
  async function available(ctx: AssistantToolContext) {
    const room = await contextRoom(d, ctx);
    if (!room || !(await d.moduleOpen(ctx.tenantId, 'dashboard'))) return null;
    const dash = await d.dashboardOf(ctx.tenantId);
    return dash.asOfMonth === null ? null : { room: room.room, dash };
  }
  return {
    name: 'room_shared_financials',
    aiTool: null,
    description:
      "The company's shared financials for this room: cash, net burn (last month, three-month average) and runway, from its books.",
    parameters: { type: 'object', additionalProperties: false, properties: {} },
    offered: async (ctx) => (await available(ctx)) !== null,
    async run(_args, ctx) {
      const lang = langOf(ctx);
      const t = TOOL_TEXT[lang];
      const a = await available(ctx);
      if (!a) return { forModel: 'The company has no books yet.', markdown: t.noBooks };
      const items = sharedFinancialItems(a.dash, lang);
      const title = t.sharedFinancials(a.room.name);
      const money = (name: string, v: number) => (name === t.runwayMonths ? String(v) : formatUsd(v));
      return {
        forModel: [
          `Shared financials of the room "${a.room.name}" as of ${a.dash.asOfMonth}:`,
          ...sharedFinancialItems(a.dash, 'en').map((i) => `- ${i.name}: ${i.value}`),
        ].join('\n'),
        markdown: [
          `**${md(title)}** — ${t.asOf(a.dash.asOfMonth ?? '')}`,
          '',
          ...items.map((i) => `- ${md(i.name)}: **${money(i.name, i.value)}**`),
        ].join('\n'),
        content: [{ type: 'SHARED_FINANCIALS', content: { roomExternalId: a.room.externalId, title, items } }],
      };
    },
    match(question, ctx) {
      const text = fold(question);
      if (!FINANCIALS.test(text)) return { score: 0, args: {} };
      return { score: ctx.conversation.type === 'SHARED_FINANCIALS' ? 0.8 : 0.6, args: {} };
    },
  };
}
