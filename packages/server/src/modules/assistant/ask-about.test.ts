import { describe, expect, it } from 'vitest';
import { ASK_ABOUT_PATHS as P, CHAT_PATHS, type AssistantContent } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { expectValidation, fundCompany } from '../fundraising/test-support.ts';
import { masterFile, newRoom, R } from '../shared-spaces/test-support.ts';

const t = await useTestApp({}, { seedFunders: true });
const OWNER = 'owner@acme.example';
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const acme = await t.services.tenancy.tenantByExternalId(ACME);
const dash = await t.services.accounting.dashboardOf(acme!.id);
// Another company on a plan with every area, to show that its ids do not reach Acme's items.
const other = await fundCompany(t, 'Ask other', 'growth');

const ask = (path: string, body: Record<string, unknown>, as = OWNER, tenant = ACME) =>
  t.call('POST', path, { as, tenant, body: { tenantExternalId: tenant, ...body } });
const chart = (id: string) => P.chart.replace(':id', id);

/** The contents of the conversation's messages, parsed. */
async function contentsOf(conversationExternalId: string, as = OWNER, tenant = ACME) {
  const r = await t.call('GET', `${CHAT_PATHS.message}/conversation?conversationExternalId=${conversationExternalId}`, {
    as,
    tenant,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.content.content as { message: string | null }[]).flatMap((m) => {
    try {
      return m.message ? [JSON.parse(m.message) as AssistantContent] : [];
    } catch {
      return [];
    }
  });
}

const file = await masterFile(t, OWNER, ACME, 'Shareholders agreement.pdf');
const room = await newRoom(t, OWNER, ACME, { name: 'Board room' });
const copied = await t.call('POST', `${R}/master/copy`, {
  as: OWNER,
  tenant: ACME,
  body: { roomExternalId: room, fileExternalIds: [file] },
});
const roomFile: string = copied.body.content[0].externalId;
const otherFile = await masterFile(t, other.owner, other.tenantId, 'Other.pdf');
const otherRoom = await newRoom(t, other.owner, other.tenantId, { name: 'Other room' });

describe('POST chart/{id} and statement-table/item', () => {
  it('adds the chart to a new ACCOUNTING conversation, then more to the same conversation', async () => {
    const r = await ask(chart('cash'), {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({
      isAssistant: true,
      conversationType: 'ACCOUNTING',
      contextEntityExternalId: null,
      title: "About the chart: Today's cash",
    });
    const id = r.body.content.externalId;
    const item = { name: 'Payroll', value: 12_500, date: '2026-10' };
    const again = await ask(P.statementItem, { conversationExternalId: id, item });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.content.externalId).toBe(id);
    const contents = await contentsOf(id);
    expect(contents).toContainEqual({
      type: 'CHART',
      content: {
        chartId: 'cash',
        title: "Today's cash",
        unit: 'USD',
        points: dash.todaysCash.items.map((i) => ({ label: i.name, value: i.value })),
      },
    });
    expect(contents).toContainEqual({ type: 'FINANCIAL_STATEMENT_ITEM', content: item });
  });

  it('answers 400 naming the field, 403 outside the plan or for another tenant, 401 without a token', async () => {
    expectValidation(await ask(chart('profit'), {}), 'params.id');
    expectValidation(await ask(P.statementItem, { item: { name: 'Payroll', date: '2026-10' } }), 'body.item.value');
    expectValidation(await ask(chart('cash'), { conversationExternalId: 'nope' }), 'body.conversationExternalId');
    const long = { name: 'x'.repeat(201), value: 1, date: '2026-10' };
    expectValidation(await ask(P.statementItem, { item: long }), 'body.item.name');
    expectValidation(await ask(P.statementItem, { item: { ...long, name: ' ' } }), 'body.item.name');
    expectValidation(
      await ask(P.statementItem, { item: { ...long, name: 'Rent', date: '9'.repeat(41) } }),
      'body.item.date',
    );
    const missing = await t.call('POST', chart('cash'), { as: OWNER, tenant: ACME, body: {} });
    expectValidation(missing, 'body.tenantExternalId');
    // Globex's plan has no accounting dashboards
    const globex = await ask(chart('runway'), {}, 'owner@globex.example', GLOBEX);
    expect(globex.status).toBe(403);
    expect(globex.body.errorCode).toBe('MODULE_NOT_IN_PLAN');
    // naming another tenant than the selected one
    const cross = await t.call('POST', chart('cash'), { as: OWNER, tenant: ACME, body: { tenantExternalId: GLOBEX } });
    expect(cross.status).toBe(403);
    expect((await t.call('POST', chart('cash'), { body: { tenantExternalId: ACME } })).status).toBe(401);
    // a plan with the dashboards but no books
    const books = await ask(chart('cash'), {}, other.owner, other.tenantId);
    expect(books.status).toBe(404);
    expect(books.body.message).toContain('no books');
  });

  it("refuses to add to another person's or another tenant's conversation", async () => {
    const mine = (await ask(chart('burn'), {})).body.content.externalId;
    const r = await ask(chart('burn'), { conversationExternalId: mine }, other.owner, other.tenantId);
    expect([403, 404]).toContain(r.status);
  });
});

describe('POST funder', () => {
  it('adds the funder card to a FUNDRAISING conversation', async () => {
    const f = (await t.services.fundraising.search.advanced({ filters: { types: ['INVESTOR'] }, pageSize: 1 }))
      .items[0];
    const r = await ask(P.funder, { funderExternalId: f.externalId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({ conversationType: 'FUNDRAISING', title: `About ${f.name}` });
    expect(await contentsOf(r.body.content.externalId)).toContainEqual({
      type: 'FUNDER',
      content: expect.objectContaining({ externalId: f.externalId, name: f.name, kind: f.type }),
    });
  });

  it('answers 404 for an unknown funder, 400 for a malformed id, 403 without the fundraising area', async () => {
    expect((await ask(P.funder, { funderExternalId: crypto.randomUUID() })).status).toBe(404);
    expectValidation(await ask(P.funder, { funderExternalId: 'x' }), 'body.funderExternalId');
    const f = (await t.services.fundraising.search.byName({ name: '', page: 0, pageSize: 1 })).items[0];
    const globex = await ask(P.funder, { funderExternalId: f.externalId }, 'owner@globex.example', GLOBEX);
    expect(globex.body.errorCode).toBe('MODULE_NOT_IN_PLAN');
  });
});

describe('POST data-room/document', () => {
  it('a master data-room file opens a SINGLE_DOCUMENT_DATA_ROOM conversation about that file', async () => {
    const r = await ask(P.document, { documentExternalId: file });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({
      conversationType: 'SINGLE_DOCUMENT_DATA_ROOM',
      contextEntityExternalId: file,
      title: 'About Shareholders agreement.pdf',
    });
    expect(await contentsOf(r.body.content.externalId)).toContainEqual({
      type: 'ROOM_DOCUMENT',
      content: { documentId: file, name: 'Shareholders agreement.pdf', roomExternalId: null },
    });
  });

  it('a room file opens a SINGLE_DOCUMENT conversation about that room file', async () => {
    const r = await ask(P.document, { documentExternalId: roomFile, roomExternalId: room });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({ conversationType: 'SINGLE_DOCUMENT', contextEntityExternalId: roomFile });
    expect(await contentsOf(r.body.content.externalId)).toContainEqual({
      type: 'ROOM_DOCUMENT',
      content: { documentId: roomFile, name: 'Shareholders agreement.pdf', roomExternalId: room },
    });
  });

  it("answers 404 for another tenant's file or room, and for a file named with the wrong room", async () => {
    expect((await ask(P.document, { documentExternalId: otherFile })).status).toBe(404);
    expect((await ask(P.document, { documentExternalId: file }, other.owner, other.tenantId)).status).toBe(404);
    expect((await ask(P.document, { documentExternalId: roomFile, roomExternalId: otherRoom })).status).toBe(404);
    const wrongRoom = await newRoom(t, OWNER, ACME, { name: 'Wrong room' });
    expect((await ask(P.document, { documentExternalId: roomFile, roomExternalId: wrongRoom })).status).toBe(404);
    // a master file is not a file of a room
    expect((await ask(P.document, { documentExternalId: file, roomExternalId: room })).status).toBe(404);
    expectValidation(await ask(P.document, { documentExternalId: 'x' }), 'body.documentExternalId');
    expectValidation(await ask(P.document, { documentExternalId: file, roomExternalId: 7 }), 'body.roomExternalId');
  });
});

describe('POST data-room/shared-financial and shared-financial/item', () => {
  it("adds the room's shared financials, and one of their figures, to a SHARED_FINANCIALS conversation", async () => {
    const r = await ask(P.sharedFinancial, { roomExternalId: room });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({
      conversationType: 'SHARED_FINANCIALS',
      contextEntityExternalId: room,
      title: 'Shared financials of “Board room”',
    });
    const id = r.body.content.externalId;
    const item = { name: 'Cash', value: dash.todaysCash.total, date: dash.asOfMonth };
    const one = await ask(P.sharedFinancialItem, { roomExternalId: room, conversationExternalId: id, item });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.content.externalId).toBe(id);
    const contents = await contentsOf(id);
    expect(contents).toContainEqual({
      type: 'SHARED_FINANCIALS',
      content: {
        roomExternalId: room,
        title: 'Shared financials of “Board room”',
        items: expect.arrayContaining([item]),
      },
    });
    expect(contents).toContainEqual({ type: 'FINANCIAL_STATEMENT_ITEM', content: item });
  });

  it("answers 404 for another tenant's room, 400 naming the field", async () => {
    expect((await ask(P.sharedFinancial, { roomExternalId: otherRoom })).status).toBe(404);
    const item = { name: 'Cash', value: 1, date: '2026-10' };
    expect((await ask(P.sharedFinancialItem, { roomExternalId: otherRoom, item })).status).toBe(404);
    expect((await ask(P.sharedFinancialItem, { roomExternalId: room }, other.owner, other.tenantId)).status).toBe(400);
    expect((await ask(P.sharedFinancialItem, { roomExternalId: room, item }, other.owner, other.tenantId)).status).toBe(
      404,
    );
    expectValidation(await ask(P.sharedFinancial, {}), 'body.roomExternalId');
    expectValidation(
      await ask(P.sharedFinancialItem, { roomExternalId: room, item: { ...item, name: 3 } }),
      'body.item.name',
    );
    // Globex: a shared-rooms add-on but no accounting dashboards
    const globexRoom = await newRoom(t, 'owner@globex.example', GLOBEX, { name: 'Globex room' });
    const g = await ask(P.sharedFinancial, { roomExternalId: globexRoom }, 'owner@globex.example', GLOBEX);
    expect(g.body.errorCode).toBe('MODULE_NOT_IN_PLAN');
  });
});
