import type {
  AssistantChartId,
  AssistantContent,
  AssistantConversation,
  ConversationType,
  DataRoomFile,
  FinancialStatementItem,
  GatedModule,
} from '@atrium/contract';
import { SUBSCRIPTION_MESSAGES } from '@atrium/contract';
import { AppError, notFound, validation } from '../../platform/errors.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import { funderCard, type AreaToolDeps, type Lang } from './tools/kit.ts';
import { chartOf, sharedFinancialItems } from './tools/ledger-charts.ts';
import { TOOL_TEXT } from './tools/messages.ts';

/** The assistant service's call that puts content into a conversation (brief point 2; ai-core's service). */
export type AddToConversation = (input: {
  tenantId: number;
  userId: number;
  conversationExternalId?: string;
  conversationType: ConversationType;
  contextEntityExternalId: string | null;
  title: string;
  content: AssistantContent;
}) => Promise<AssistantConversation>;

const NO_BOOKS = 'There are no books yet';
/** A statement row is a short label, a month or a date, and an amount. */
const ITEM_LIMITS = { name: 200, date: 40 };

/** 400 naming the field when a statement item's label or date is longer than a row's. */
function checkItem(item: FinancialStatementItem): FinancialStatementItem {
  const fields = [
    ...(item.name.trim().length === 0 || item.name.length > ITEM_LIMITS.name
      ? [{ path: 'body.item.name', message: `1 to ${ITEM_LIMITS.name} characters` }]
      : []),
    ...(item.date.length > ITEM_LIMITS.date
      ? [{ path: 'body.item.date', message: `At most ${ITEM_LIMITS.date} characters` }]
      : []),
  ];
  if (fields.length) throw validation(fields.map((f) => `${f.path}: ${f.message}`).join('; '), fields);
  return { ...item, name: item.name.trim() };
}

interface Ask {
  tenantExternalId: string;
  conversationExternalId?: string;
}

/**
 * The "ask about this" calls of spec 2 §7: each checks that the item is the caller's tenant's (another tenant's id is
 * 404, an area outside the plan 403), builds the message content and adds it to the named conversation or a new one
 * of the page's context.
 */
export function createAskAboutService(s: {
  area: AreaToolDeps;
  addToConversation: AddToConversation;
  /** A master data-room file of the caller's tenant; 404 NOT_FOUND otherwise (data-room service). */
  dataRoomFile: (ctx: TenantContext, externalId: string) => Promise<DataRoomFile>;
}) {
  const lang = (ctx: TenantContext): Lang => (ctx.user.language === 'es' ? 'es' : 'en');
  /** Each call belongs to plan-gated areas; a tenant without one is answered 403 MODULE_NOT_IN_PLAN. */
  async function requireArea(ctx: TenantContext, ...modules: GatedModule[]) {
    for (const m of modules)
      if (!(await s.area.moduleOpen(ctx.tenant.id, m)))
        throw new AppError('MODULE_NOT_IN_PLAN', SUBSCRIPTION_MESSAGES.moduleNotInPlan);
  }
  async function books(ctx: TenantContext) {
    const dash = await s.area.dashboardOf(ctx.tenant.id);
    if (dash.asOfMonth === null) throw new AppError('NOT_FOUND', NO_BOOKS);
    return dash;
  }
  async function room(ctx: TenantContext, roomExternalId: string) {
    const r = await s.area.roomFilesOf(ctx.tenant.id, roomExternalId);
    if (!r) throw notFound('Room');
    return r;
  }
  const add = (
    ctx: TenantContext,
    b: Ask,
    conversationType: ConversationType,
    contextEntityExternalId: string | null,
    title: string,
    content: AssistantContent,
  ) =>
    s.addToConversation({
      tenantId: ctx.tenant.id,
      userId: ctx.user.id,
      conversationExternalId: b.conversationExternalId,
      conversationType,
      contextEntityExternalId,
      title,
      content,
    });

  return {
    /** POST chart/{id}: a dashboard chart of the tenant's books. */
    async chart(ctx: TenantContext, id: AssistantChartId, b: Ask) {
      await requireArea(ctx, 'dashboard');
      const chart = chartOf(await books(ctx), id, lang(ctx));
      return add(ctx, b, 'ACCOUNTING', null, TOOL_TEXT[lang(ctx)].askChart(chart.title), {
        type: 'CHART',
        content: chart,
      });
    },
    /** POST statement-table/item: one row of a financial statement. */
    async statementItem(ctx: TenantContext, b: Ask & { item: FinancialStatementItem }) {
      const item = checkItem(b.item);
      await requireArea(ctx, 'dashboard');
      return add(ctx, b, 'ACCOUNTING', null, TOOL_TEXT[lang(ctx)].askItem(item.name), {
        type: 'FINANCIAL_STATEMENT_ITEM',
        content: item,
      });
    },
    /** POST funder: a funder of the investor database. */
    async funder(ctx: TenantContext, b: Ask & { funderExternalId: string }) {
      await requireArea(ctx, 'fundraising');
      const card = funderCard(await s.area.funders.get(b.funderExternalId));
      return add(ctx, b, 'FUNDRAISING', null, TOOL_TEXT[lang(ctx)].askFunder(card.name), {
        type: 'FUNDER',
        content: card,
      });
    },
    /** POST data-room/document: a master data-room file, or a file of one of the tenant's shared rooms. */
    async document(ctx: TenantContext, b: Ask & { documentExternalId: string; roomExternalId?: string }) {
      const t = TOOL_TEXT[lang(ctx)];
      if (b.roomExternalId) {
        await requireArea(ctx, 'sharedRooms');
        const r = await room(ctx, b.roomExternalId);
        const file = r.files.find((f) => f.externalId === b.documentExternalId);
        if (!file) throw notFound('File');
        return add(ctx, b, 'SINGLE_DOCUMENT', file.externalId, t.askDocument(file.name), {
          type: 'ROOM_DOCUMENT',
          content: { documentId: file.externalId, name: file.name, roomExternalId: r.room.externalId },
        });
      }
      await requireArea(ctx, 'masterDataRoom');
      const file = await s.dataRoomFile(ctx, b.documentExternalId);
      if (file.type === 'FOLDER') throw notFound('File');
      return add(ctx, b, 'SINGLE_DOCUMENT_DATA_ROOM', file.externalId, t.askDocument(file.name), {
        type: 'ROOM_DOCUMENT',
        content: { documentId: file.externalId, name: file.name, roomExternalId: null },
      });
    },
    /** POST data-room/shared-financial: the shared financials of one of the tenant's rooms. */
    async sharedFinancial(ctx: TenantContext, b: Ask & { roomExternalId: string }) {
      await requireArea(ctx, 'sharedRooms', 'dashboard');
      const r = await room(ctx, b.roomExternalId);
      const dash = await books(ctx);
      const title = TOOL_TEXT[lang(ctx)].sharedFinancials(r.room.name);
      return add(ctx, b, 'SHARED_FINANCIALS', r.room.externalId, title, {
        type: 'SHARED_FINANCIALS',
        content: { roomExternalId: r.room.externalId, title, items: sharedFinancialItems(dash, lang(ctx)) },
      });
    },
    /** POST data-room/shared-financial/item: one figure of a room's shared financials. */
    async sharedFinancialItem(ctx: TenantContext, b: Ask & { roomExternalId: string; item: FinancialStatementItem }) {
      const item = checkItem(b.item);
      await requireArea(ctx, 'sharedRooms', 'dashboard');
      const r = await room(ctx, b.roomExternalId);
      return add(ctx, b, 'SHARED_FINANCIALS', r.room.externalId, TOOL_TEXT[lang(ctx)].askItem(item.name), {
        type: 'FINANCIAL_STATEMENT_ITEM',
        content: item,
      });
    },
  };
}
export type AskAboutService = ReturnType<typeof createAskAboutService>;
