import type { AssistantContent, Dashboard, Funder, FunderCard, GatedModule, RoomFile } from '@atrium/contract';
import type { FunderFilters, FunderPage } from '@atrium/contract';
import type { AssistantToolContext } from '../tool.ts';

/**
 * What the area tools and the ask-about calls need from the other modules, each through that module's service
 * (services.ts wires them): never their tables.
 */
export interface AreaToolDeps {
  /** Whether a gated area is open to the tenant: its plan holds the add-on, or the tenant is the provider's own. */
  moduleOpen(tenantId: number, module: GatedModule): Promise<boolean>;
  funders: {
    advanced(body: { filters: FunderFilters; page?: number; pageSize?: number }): Promise<FunderPage>;
    byName(q: { name: string; page: number; pageSize: number }): Promise<FunderPage>;
    /** 404 NOT_FOUND when unknown. */
    get(externalId: string): Promise<Funder>;
  };
  /** The accounting dashboards of a tenant (asOfMonth null: no books). */
  dashboardOf(tenantId: number): Promise<Dashboard>;
  /** A room of the tenant with its files; null when the tenant has no such room. */
  roomFilesOf(
    tenantId: number,
    roomExternalId: string,
  ): Promise<{ room: { externalId: string; name: string }; files: RoomFile[] } | null>;
  /** Country names (English) and ISO codes, to read a place in a question. */
  countries(): { iso2: string; name: string }[];
}

export type Lang = 'en' | 'es';
export const langOf = (ctx: Pick<AssistantToolContext, 'language'>): Lang => (ctx.language === 'es' ? 'es' : 'en');

/** A funder as the FUNDER fragment shows it. */
export function funderCard(f: Funder): FunderCard {
  const place = [f.city, f.stateCode, f.countryCode].filter(Boolean).join(', ');
  return {
    externalId: f.externalId,
    name: f.name,
    kind: f.type,
    shortDescription: f.shortDescription,
    location: place || null,
    logoUrl: f.logoUrl,
  };
}
export const funderFragments = (cards: FunderCard[]): AssistantContent[] =>
  cards.map((c) => ({ type: 'FUNDER', content: c }));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
/** Whole US dollars: 1234.5 → '$1,235'. */
export const formatUsd = (v: number) => usd.format(Math.round(v) === 0 ? 0 : v);

/** A value safe inside Markdown text: the characters that would start formatting or a link are escaped. */
export const md = (s: string) => s.replace(/[\\`*_[\]<>#|]/g, (c) => `\\${c}`);

/** Lower case without accents, for matching words in a question. */
export const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Conversations about one shared room (its documents, its shared financials): the room is the context entity. */
const ROOM_TYPES = new Set<string>(['VIRTUAL_DATA_ROOM', 'SHARED_FINANCIALS']);
const DOCUMENT_TYPES = new Set<string>(['SINGLE_DOCUMENT', 'SINGLE_DOCUMENT_DATA_ROOM']);

/** The room a conversation is scoped to, or null when it is not a room conversation. */
export const roomOf = (ctx: AssistantToolContext) =>
  ROOM_TYPES.has(ctx.conversation.type) ? ctx.conversation.contextEntityExternalId : null;

/** Company-wide conversations: neither scoped to one room nor to one document, so company tools may answer. */
export const isCompanyWide = (ctx: AssistantToolContext) =>
  !ROOM_TYPES.has(ctx.conversation.type) && !DOCUMENT_TYPES.has(ctx.conversation.type);
