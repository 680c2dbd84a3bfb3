import { describe, expect, it } from 'vitest';
import { CHAT_PATHS, type BotStreamEvent } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { fundCompany } from '../fundraising/test-support.ts';
import { createFindInvestorsTool, FIND_INVESTORS_LIMIT } from './tools/find-investors.ts';
import { createFindInvestorTool, investorNameOf } from './tools/find-investor.ts';
import { parseInvestorQuery } from './tools/investor-query.ts';
import { ToolArgumentError } from './tool.ts';
import { areaDepsOf, toolCtx } from './tools-test-support.ts';

const t = await useTestApp({}, { seedFunders: true });
const deps = areaDepsOf(t);
const findInvestors = createFindInvestorsTool(deps);
const findInvestor = createFindInvestorTool(deps);
const countries = t.services.locations.countries();
const growth = await fundCompany(t, 'Ai investors', 'growth');
const free = await fundCompany(t, 'Ai free', null);
const ctxOf = (type: Parameters<typeof toolCtx>[1]['type'], co = growth, language: 'en' | 'es' = 'en') =>
  toolCtx(t, { tenant: co.tenantId, user: co.owner, type, language });

describe('reading an investor search out of a question', () => {
  it('takes stages, sectors, places, check size and kind in English and Spanish', () => {
    expect(parseInvestorQuery('find seed investors in fintech', countries).filters).toEqual({
      stages: ['SEED'],
      sectors: ['fintech'],
    });
    expect(parseInvestorQuery('Series A funds in Madrid writing checks up to $2M', countries).filters).toEqual({
      stages: ['SERIES_A'],
      locations: ['madrid'],
      checkSizeMax: 2_000_000,
      types: ['INVESTOR'],
    });
    expect(parseInvestorQuery('pre-seed angels in the US between $50k and $250k', countries).filters).toEqual({
      stages: ['PRE_SEED'],
      locations: ['us'],
      checkSizeMin: 50_000,
      checkSizeMax: 250_000,
      types: ['PERSON'],
    });
    expect(parseInvestorQuery('busca inversores semilla de salud en España', countries).filters).toEqual({
      stages: ['SEED'],
      sectors: ['healthtech'],
      locations: ['es'],
    });
    // a capitalised sector after "in" is a sector, not a place; a bare number is not a check size
    expect(parseInvestorQuery('top 5 investors in AI', countries).filters).toEqual({ sectors: ['ai'] });
  });

  it('scores investor questions and leaves other questions to other tools', async () => {
    const ctx = await ctxOf('FUNDRAISING');
    expect(findInvestors.match('find seed investors in fintech', ctx).score).toBeGreaterThan(0.7);
    expect(findInvestors.match('¿qué inversores de fintech hay en Madrid?', ctx).score).toBeGreaterThan(0.7);
    expect(findInvestors.match('what is our runway?', ctx).score).toBe(0);
    expect(findInvestors.match('which documents mention a change of control?', ctx).score).toBe(0);
  });
});

describe('FIND_INVESTORS', () => {
  it('answers with funder cards that meet every filter, the same cards in metadata.funders', async () => {
    const ctx = await ctxOf('FUNDRAISING');
    const { args } = findInvestors.match('find seed investors in fintech based in US', ctx);
    const r = await findInvestors.run(args, ctx);
    expect(r.content?.length).toBe(FIND_INVESTORS_LIMIT);
    expect(r.metadata?.funders).toEqual(r.content?.map((c) => c.content));
    for (const c of r.content ?? []) {
      expect(c.type).toBe('FUNDER');
      const f = await t.services.fundraising.search.get((c.content as { externalId: string }).externalId);
      expect(f.stages).toContain('SEED');
      expect(f.sectors).toContain('fintech');
      expect(f.countryCode).toBe('US');
      expect(r.markdown).toContain(f.name);
    }
    expect(r.markdown).toMatch(/^Here are 10 of the \d+ investors that match:/);
    expect(r.forModel).toContain('Stages SEED');
  });

  it('says "more than" when the search counted only so far', async () => {
    const r = await findInvestors.run({}, await ctxOf('FUNDRAISING'));
    expect(r.markdown).toMatch(/^Here are 10 of more than 1,000 investors that match:/);
    expect(r.forModel).toContain('More than 1000 investors match');
    const es = await findInvestors.run({}, await ctxOf('FUNDRAISING', growth, 'es'));
    expect(es.markdown).toMatch(/^Estos son 10 de más de 1000 inversores que coinciden:/);
  });

  it('says so when nothing matches, in the asker language', async () => {
    const r = await findInvestors.run({ sectors: ['no-such-sector'] }, await ctxOf('FUNDRAISING', growth, 'es'));
    expect(r.content).toBeUndefined();
    expect(r.metadata?.funders).toEqual([]);
    expect(r.markdown).toContain('Ningún inversor');
  });

  it('refuses malformed arguments with a readable ToolArgumentError', async () => {
    const ctx = await ctxOf('FUNDRAISING');
    await expect(findInvestors.run({ stages: ['SEED'], checkSizeMin: -1 }, ctx)).rejects.toBeInstanceOf(
      ToolArgumentError,
    );
    await expect(findInvestors.run({ stages: ['SEEDISH'] }, ctx)).rejects.toThrow(/stages/);
  });

  it('is offered where the fundraising area is open, in company-wide conversations only', async () => {
    expect(await findInvestors.offered(await ctxOf('FUNDRAISING'))).toBe(true);
    expect(await findInvestors.offered(await ctxOf('ACCOUNTING'))).toBe(true);
    expect(await findInvestor.offered(await ctxOf('VC_NAVIGATOR'))).toBe(true);
    // the free plan holds no smartlists add-on, as the fundraising screens refuse it
    expect(await findInvestors.offered(await ctxOf('FUNDRAISING', free))).toBe(false);
    expect(await findInvestor.offered(await ctxOf('FUNDRAISING', free))).toBe(false);
    // a room or a document conversation is about that room or document
    expect(await findInvestors.offered(await ctxOf('VIRTUAL_DATA_ROOM'))).toBe(false);
    expect(await findInvestors.offered(await ctxOf('SINGLE_DOCUMENT_DATA_ROOM'))).toBe(false);
    // the provider's own tenant sees every area
    const internal = await t.services.tenancy.internalTenant();
    const ctx = await toolCtx(t, {
      tenant: internal!.externalId,
      user: 'superadmin@atrium.dev',
      type: 'FUNDRAISING',
    });
    expect(await findInvestors.offered(ctx)).toBe(true);
  });
});

describe('FIND_INVESTOR', () => {
  it('takes the name from "tell me about …" and answers the card and a profile', async () => {
    const ctx = await ctxOf('FUNDRAISING');
    const some = (await t.services.fundraising.search.advanced({ filters: { types: ['INVESTOR'] }, pageSize: 1 }))
      .items[0];
    expect(investorNameOf(`Tell me about ${some.name}?`)).toBe(some.name);
    const m = findInvestor.match(`Tell me about ${some.name}?`, ctx);
    expect(m.score).toBeGreaterThan(0.5);
    expect(m.args).toEqual({ name: some.name });
    const r = await findInvestor.run(m.args, ctx);
    expect(r.content).toEqual([{ type: 'FUNDER', content: expect.objectContaining({ externalId: some.externalId }) }]);
    expect(r.metadata?.funders?.[0].externalId).toBe(some.externalId);
    expect(r.markdown).toContain(`**${some.name}**`);
    expect(r.markdown).toContain(`Stages: ${some.stages.join(', ')}`);
    expect(findInvestor.match('háblame de Zephyr Harbor Ventures', ctx).args).toEqual({
      name: 'Zephyr Harbor Ventures',
    });
    expect(findInvestor.match('tell me about our runway', ctx).score).toBe(0);
  });

  it('answers plainly when no investor has that name, and refuses a missing name', async () => {
    const ctx = await ctxOf('FUNDRAISING');
    const r = await findInvestor.run({ name: 'Nobody Such Capital Qx' }, ctx);
    expect(r.content).toBeUndefined();
    expect(r.markdown).toContain('No investor named “Nobody Such Capital Qx”');
    await expect(findInvestor.run({}, ctx)).rejects.toBeInstanceOf(ToolArgumentError);
  });
});

describe('through the built-in provider', () => {
  it('"find seed investors in fintech" streams an answer with funder cards (FIND_INVESTORS)', async () => {
    const created = await growth.asOwner('POST', `${CHAT_PATHS.conversation}/`, {
      conversationType: 'FUNDRAISING',
      tenant: growth.tenantId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id: string = created.body.content.externalId;
    const res = await t.app.inject({
      method: 'POST',
      url: `${CHAT_PATHS.message}/stream`,
      headers: { authorization: `Bearer ${await t.tokenFor(growth.owner)}`, 'x-tenant-id': growth.tenantId },
      payload: { conversationExternalId: id, message: 'find seed investors in fintech', messageReceiverIsBot: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = res.body
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as BotStreamEvent);
    expect(events.map((e) => e.type)).not.toContain('BOT_ERROR');
    const meta = events.find((e) => e.type === 'BOT_MESSAGE_METADATA');
    expect(meta?.type === 'BOT_MESSAGE_METADATA' && meta.content.metadata.tool).toBe('FIND_INVESTORS');
    const funders = meta?.type === 'BOT_MESSAGE_METADATA' ? (meta.content.metadata.funders ?? []) : [];
    expect(funders).toHaveLength(FIND_INVESTORS_LIMIT);
    const end = events.at(-1);
    expect(end?.type).toBe('BOT_MESSAGE_END');
    const text = events.flatMap((e) => (e.type === 'BOT_MESSAGE_CHUNK' ? [e.content.chunk] : [])).join('');
    expect(text).toContain(funders[0].name);
    // the cards follow the answer as FUNDER messages of the conversation
    const page = await growth.asOwner('GET', `${CHAT_PATHS.message}/conversation?conversationExternalId=${id}`);
    const cards = (page.body.content.content as { message: string | null }[]).flatMap((m) => {
      const c = m.message?.startsWith('{') ? (JSON.parse(m.message) as { type: string; content: unknown }) : null;
      return c?.type === 'FUNDER' ? [c.content] : [];
    });
    expect(cards).toHaveLength(FIND_INVESTORS_LIMIT);
    expect(new Set(cards.map((c) => (c as { externalId: string }).externalId))).toEqual(
      new Set(funders.map((f) => f.externalId)),
    );
  });
});
