import { describe, expect, it } from 'vitest';
import { API, FUNDRAISING_MESSAGES, RECOMMENDED_LISTS, apiPath } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { L, expectValidation, fundCompany } from './test-support.ts';

const t = await useTestApp({}, { seedFunders: true });
const NOPE = '00000000-0000-4000-8000-000000000000';

/** Sets the profile fields the recommendations are drawn from. */
async function profile(c: Awaited<ReturnType<typeof fundCompany>>, p: Record<string, string>) {
  await t.services.tenancy.updateCompanyProfile({ companyId: c.company.id, tenantId: c.tenant.id }, p);
}

type Rec = { externalId: string; name: string; filters: Record<string, string[]>; funderCount: number };

describe('recommended lists (GET recommended, POST /{id}/create-custom, PUT /{id}/recommended)', () => {
  it("draws lists from the company's stage, industry and country, with stable ids", async () => {
    const c = await fundCompany(t, 'Rec', 'growth');
    await profile(c, { startupStage: 'Seed', industry: 'Fintech', country: 'US' });
    const r = await c.asOwner('GET', `${L}/recommended`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const recs = r.body.content as (Rec & { preview: { stages: string[]; sectors: string[] }[] })[];
    expect(recs.length).toBeGreaterThan(0);
    expect(recs.length).toBeLessThanOrEqual(RECOMMENDED_LISTS.max);
    // a company that raised its seed looks for Series A investors in its sector first
    expect(recs[0].filters).toMatchObject({ stages: ['SERIES_A'], sectors: ['fintech'] });
    expect(recs[0].name).toBe('Series A Fintech investors in US');
    expect(recs.map((x) => x.name)).toContain('Series A Fintech investors');
    for (const f of recs[0].preview) {
      expect(f.stages).toContain('SERIES_A');
      expect(f.sectors).toContain('fintech');
    }
    expect(new Set(recs.map((x) => x.name)).size).toBe(recs.length);
    const again = (await c.asMember('GET', `${L}/recommended`)).body.content as Rec[];
    expect(again.map((x) => x.externalId)).toEqual(recs.map((x) => x.externalId));
  });

  it('still recommends by stage when the profile is empty', async () => {
    const c = await fundCompany(t, 'Bare', 'growth');
    const recs = (await c.asOwner('GET', `${L}/recommended`)).body.content as Rec[];
    expect(recs.map((x) => x.filters)).toEqual([{ stages: ['PRE_SEED'] }]);
  });

  it('makes a recommendation the caller’s own list, whose investors all match it', async () => {
    const c = await fundCompany(t, 'Custom', 'growth');
    await profile(c, { startupStage: 'Pre-seed', industry: 'Software as a Service' });
    const [rec] = (await c.asOwner('GET', `${L}/recommended`)).body.content as Rec[];
    expect(rec.filters).toEqual({ stages: ['SEED'], sectors: ['saas'] });
    const made = await c.asOwner('POST', `${L}/${rec.externalId}/create-custom`, { name: '  My SaaS seed list ' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.content).toMatchObject({ name: 'My SaaS seed list', funderCount: rec.funderCount });
    expect(rec.funderCount).toBeLessThanOrEqual(RECOMMENDED_LISTS.size);
    const entries = (await c.asOwner('GET', `${L}/${made.body.content.externalId}/funders?pageSize=100`)).body.content;
    expect(entries.total).toBe(rec.funderCount);
    for (const e of entries.items as { funder: { stages: string[]; sectors: string[] } }[]) {
      expect(e.funder.stages).toContain('SEED');
      expect(e.funder.sectors).toContain('saas');
    }
  });

  it("pours a recommendation into an existing list, the way an 'up to 1' company can", async () => {
    const core = await fundCompany(t, 'CoreRec', 'core');
    await profile(core, { startupStage: 'Seed', industry: 'Healthcare', country: 'US' });
    const recs = (await core.asOwner('GET', `${L}/recommended`)).body.content as Rec[];
    const mine = (await core.asOwner('POST', L, { name: 'The one' })).body.content;
    const second = await core.asOwner('POST', `${L}/${recs[0].externalId}/create-custom`, { name: 'Two' });
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({ errorCode: 'MODULE_NOT_IN_PLAN', message: FUNDRAISING_MESSAGES.upToOne });
    const put = await core.asOwner('PUT', `${L}/${mine.externalId}/recommended`, {
      recommendedExternalId: recs[0].externalId,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.content).toEqual({ added: recs[0].funderCount });
    // again: nothing new
    const again = await core.asOwner('PUT', `${L}/${mine.externalId}/recommended`, {
      recommendedExternalId: recs[0].externalId,
    });
    expect(again.body.content).toEqual({ added: 0 });
    expect((await core.asOwner('GET', `${L}/${mine.externalId}`)).body.content.funderCount).toBe(recs[0].funderCount);
  });

  it("answers 404 to another company's recommendation and list, 400 naming the field, 401 without a token", async () => {
    const a = await fundCompany(t, 'WallA', 'growth');
    const b = await fundCompany(t, 'WallB', 'growth');
    await profile(a, { startupStage: 'Seed', industry: 'Fintech' });
    const [recA] = (await a.asOwner('GET', `${L}/recommended`)).body.content as Rec[];
    const listB = (await b.asOwner('POST', L, { name: 'B list' })).body.content;
    // b's recommendations are b's: a's id is unknown to b (even with the same profile hints)
    expect((await b.asOwner('POST', `${L}/${recA.externalId}/create-custom`, { name: 'Stolen' })).status).toBe(404);
    expect(
      (await b.asOwner('PUT', `${L}/${listB.externalId}/recommended`, { recommendedExternalId: recA.externalId }))
        .status,
    ).toBe(404);
    expect(
      (await a.asOwner('PUT', `${L}/${listB.externalId}/recommended`, { recommendedExternalId: recA.externalId }))
        .status,
    ).toBe(404);
    expect((await a.asOwner('POST', `${L}/${NOPE}/create-custom`, { name: 'x' })).status).toBe(404);
    expectValidation(await a.asOwner('POST', `${L}/${recA.externalId}/create-custom`, { name: '  ' }), 'body.name');
    expectValidation(
      await a.asOwner('POST', `${L}/${recA.externalId}/create-custom`, { name: 'x', visibility: 'ALL' }),
      'body.visibility',
    );
    expectValidation(
      await a.asOwner('PUT', `${L}/${listB.externalId}/recommended`, { recommendedExternalId: 'nope' }),
      'body.recommendedExternalId',
    );
    expectValidation(await a.asOwner('POST', `${L}/not-a-uuid/create-custom`, { name: 'x' }), 'params.id');
    expect((await t.call('GET', `${L}/recommended`, { tenant: a.tenantId })).status).toBe(401);
    // nothing was created by the refused calls
    expect((await b.asOwner('GET', `${L}/all`)).body.content.total).toBe(1);
  });

  it('needs a smartlists add-on', async () => {
    const free = await fundCompany(t, 'Free', null);
    expect((await free.asOwner('GET', `${L}/recommended`)).status).toBe(403);
  });
});

describe("list names in the user's language", () => {
  it('names recommended lists and suggests new list names in Spanish for a Spanish-speaking member', async () => {
    const c = await fundCompany(t, 'Idioma', 'growth');
    await profile(c, { startupStage: 'Seed', industry: 'Fintech', country: 'US' });
    const me = (await t.services.users.byEmail(c.member))!.externalId;
    const filters = { stages: ['SEED'], sectors: ['fintech'], locations: ['Madrid'] };
    const names = (call: typeof c.asOwner) =>
      call('POST', `${L}/generate-recommended-smartlist-names`, { origin: 'ADVANCED_SEARCH', filters });

    // before: English, like their teammate who keeps English
    expect((await names(c.asMember)).body.content.names[0]).toBe('Seed Fintech investors');
    const lang = await t.call('PATCH', `${apiPath(API.user.language, { id: me })}?locale=es`, { as: c.member });
    expect(lang.status, JSON.stringify(lang.body)).toBe(200);

    const recs = (await c.asMember('GET', `${L}/recommended`)).body.content as Rec[];
    expect(recs[0].name).toBe('Inversores de Serie A en Fintech (US)');
    expect(recs.map((x) => x.name)).toContain('Inversores de Serie A en Fintech');
    const es = (await names(c.asMember)).body.content.names as string[];
    expect(es).toEqual(['Inversores de Semilla en Fintech', 'Fintech · Madrid', 'Semilla']);
    // the same recommendation keeps its id whatever the language
    const en = (await c.asOwner('GET', `${L}/recommended`)).body.content as Rec[];
    expect(en[0].name).toBe('Series A Fintech investors in US');
    expect(en.map((x) => x.externalId)).toEqual(recs.map((x) => x.externalId));
    expect((await names(c.asOwner)).body.content.names[0]).toBe('Seed Fintech investors');
  });
});
