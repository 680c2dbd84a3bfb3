import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { fundCompany } from '../fundraising/test-support.ts';
import { masterFile, newRoom, R } from '../shared-spaces/test-support.ts';
import { createLedgerTool } from './tools/ledger-tool.ts';
import { createRoomDocumentsTool, createSharedFinancialsTool } from './tools/room-tools.ts';
import { ToolArgumentError } from './tool.ts';
import { areaDepsOf, toolCtx } from './tools-test-support.ts';

const t = await useTestApp();
const deps = areaDepsOf(t);
const ledger = createLedgerTool(deps);
const roomDocuments = createRoomDocumentsTool(deps);
const sharedFinancials = createSharedFinancialsTool(deps);
const OWNER = 'owner@acme.example';
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const acme = await t.services.tenancy.tenantByExternalId(ACME);
const dash = await t.services.accounting.dashboardOf(acme!.id);
const ctx = (type: Parameters<typeof toolCtx>[1]['type'], o: { entity?: string; language?: 'en' | 'es' } = {}) =>
  toolCtx(t, { tenant: ACME, user: OWNER, type, ...o });

describe('ledger tool (cash, burn, runway, spending)', () => {
  it('answers each dashboard as a chart and its headline figure, from the books', async () => {
    expect(dash.asOfMonth).not.toBeNull();
    const c = await ctx('ACCOUNTING');
    const cash = await ledger.run({ chart: 'cash' }, c);
    expect(cash.content).toEqual([
      {
        type: 'CHART',
        content: {
          chartId: 'cash',
          title: "Today's cash",
          unit: 'USD',
          points: dash.todaysCash.items.map((i) => ({ label: i.name, value: i.value })),
        },
      },
      {
        type: 'FINANCIAL_STATEMENT_ITEM',
        content: { name: 'Cash', value: dash.todaysCash.total, date: dash.asOfMonth },
      },
    ]);
    const burn = await ledger.run({ chart: 'burn' }, c);
    expect(burn.content?.[0]).toMatchObject({
      type: 'CHART',
      content: { unit: 'USD', points: dash.netBurnAndBalance.map((m) => ({ label: m.month, value: m.CURRENT })) },
    });
    expect(burn.content?.[1].content).toMatchObject({ value: dash.netBurn.lastMonth.currentValue });
    const runway = await ledger.run({ chart: 'runway' }, c);
    expect(runway.content?.[0]).toMatchObject({ type: 'CHART', content: { chartId: 'runway', unit: 'MONTHS' } });
    if (dash.runway.isInfinite) expect(runway.markdown).toContain('Profitable');
    else expect(runway.markdown).toContain(`**${dash.runway.value} months**`);
    const spending = await ledger.run({ chart: 'spending' }, await ctx('ACCOUNTING', { language: 'es' }));
    const months = dash.spending.data.map((m) => m.month);
    expect((spending.content?.[0].content as { points: { label: string }[] }).points.map((p) => p.label)).toEqual(
      months,
    );
    expect(spending.markdown).toContain('Gasto por mes');
    expect(spending.content?.[1]).toMatchObject({
      type: 'FINANCIAL_STATEMENT_ITEM',
      content: { name: dash.spending.categories[0] },
    });
  });

  it('matches questions about cash, burn, runway and spending in English and Spanish', async () => {
    const c = await ctx('ACCOUNTING');
    expect(ledger.match("What's our runway?", c)).toEqual({ score: 0.75, args: { chart: 'runway' } });
    expect(ledger.match('How much cash do we have in the bank?', c).args).toEqual({ chart: 'cash' });
    expect(ledger.match('show me the burn rate', c).args).toEqual({ chart: 'burn' });
    expect(ledger.match('¿En qué gastamos más?', c).args).toEqual({ chart: 'spending' });
    expect(ledger.match('find seed investors in fintech', c).score).toBe(0);
    await expect(ledger.run({ chart: 'profit' }, c)).rejects.toBeInstanceOf(ToolArgumentError);
  });

  it('is offered where the accounting dashboards are open and books exist', async () => {
    expect(await ledger.offered(await ctx('ACCOUNTING'))).toBe(true);
    expect(await ledger.offered(await ctx('FUNDRAISING'))).toBe(true);
    expect(await ledger.offered(await ctx('SINGLE_DOCUMENT_DATA_ROOM', { entity: ACME }))).toBe(false);
    // Globex: the free plan, no accounting add-on
    expect(
      await ledger.offered(await toolCtx(t, { tenant: GLOBEX, user: 'owner@globex.example', type: 'ACCOUNTING' })),
    ).toBe(false);
    // a plan with the dashboards but no books yet
    const core = await fundCompany(t, 'Ai books', 'core');
    const noBooks = await toolCtx(t, { tenant: core.tenantId, user: core.owner, type: 'ACCOUNTING' });
    expect(await ledger.offered(noBooks)).toBe(false);
    expect((await ledger.run({ chart: 'cash' }, noBooks)).markdown).toContain('There are no books yet');
  });
});

// A shared room of Acme holding one copied master file, and an empty one.
const file = await masterFile(t, OWNER, ACME, 'Term sheet.pdf');
const room = await newRoom(t, OWNER, ACME, { name: 'Seed room' });
const copy = await t.call('POST', `${R}/master/copy`, {
  as: OWNER,
  tenant: ACME,
  body: { roomExternalId: room, fileExternalIds: [file] },
});
const roomFile: string = copy.body.content[0].externalId;
const empty = await newRoom(t, OWNER, ACME, { name: 'Empty room' });

describe('room tools (documents, shared financials)', () => {
  it('lists the room documents as ROOM_DOCUMENT links, scoped to the conversation room', async () => {
    const c = await ctx('VIRTUAL_DATA_ROOM', { entity: room });
    expect(await roomDocuments.offered(c)).toBe(true);
    const r = await roomDocuments.run({}, c);
    expect(r.content).toEqual([
      { type: 'ROOM_DOCUMENT', content: { documentId: roomFile, name: 'Term sheet.pdf', roomExternalId: room } },
    ]);
    expect(r.metadata?.documents).toEqual([{ name: 'Term sheet.pdf', documentId: roomFile, roomExternalId: room }]);
    expect(r.markdown).toContain('The room “Seed room” holds 1 document:');
    expect((await roomDocuments.run({}, await ctx('VIRTUAL_DATA_ROOM', { entity: empty }))).markdown).toContain(
      'has no documents yet',
    );
    expect(roomDocuments.match('What files are in this room?', c).score).toBe(0.7);
    expect(roomDocuments.match('Which documents mention a change of control?', c).score).toBeLessThan(0.2);
  });

  it('is offered only in a room conversation of the tenant own room', async () => {
    expect(await roomDocuments.offered(await ctx('SHARED_FINANCIALS', { entity: room }))).toBe(true);
    expect(await roomDocuments.offered(await ctx('DATA_ROOM'))).toBe(false);
    expect(await roomDocuments.offered(await ctx('VIRTUAL_DATA_ROOM'))).toBe(false);
    // another tenant naming Acme's room finds nothing
    const globex = await toolCtx(t, {
      tenant: GLOBEX,
      user: 'owner@globex.example',
      type: 'VIRTUAL_DATA_ROOM',
      entity: room,
    });
    expect(await roomDocuments.offered(globex)).toBe(false);
    expect(await sharedFinancials.offered(globex)).toBe(false);
  });

  it('answers the room shared financials from the books', async () => {
    const c = await ctx('SHARED_FINANCIALS', { entity: room });
    expect(await sharedFinancials.offered(c)).toBe(true);
    const r = await sharedFinancials.run({}, c);
    expect(r.content).toHaveLength(1);
    const content = r.content![0];
    expect(content.type).toBe('SHARED_FINANCIALS');
    expect(content.content).toMatchObject({
      roomExternalId: room,
      title: 'Shared financials of “Seed room”',
      items: expect.arrayContaining([
        { name: 'Cash', value: dash.todaysCash.total, date: dash.asOfMonth },
        { name: 'Net burn last month', value: dash.netBurn.lastMonth.currentValue, date: dash.asOfMonth },
      ]),
    });
    expect(sharedFinancials.match('How do our financials look?', c).score).toBe(0.8);
    expect(sharedFinancials.match('What files are here?', c).score).toBe(0);
  });
});
