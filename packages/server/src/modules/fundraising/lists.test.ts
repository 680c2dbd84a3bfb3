import { describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { FUNDRAISING_MESSAGES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { F, L, expectValidation, fundCompany, funderIds, testFunder } from './test-support.ts';

const t = await useTestApp({}, { seedFunders: true });
const growth = await fundCompany(t, 'Growth', 'growth');
const scale = await fundCompany(t, 'Scale', 'scale');
const call = growth.asOwner;
const ids = await funderIds(call, 8);
const userId = async (email: string) => (await t.services.users.byEmail(email))!.externalId;
const NOPE = '00000000-0000-4000-8000-000000000000';

type Entry = {
  funder: { externalId: string; name: string };
  note: string | null;
  nextContact: string | null;
  disabled: boolean;
};

describe('smartlists (/api/funder-list)', () => {
  it('creates a list, adds funders, keeps a note and a next contact per funder, pages and sorts them', async () => {
    const c = await call('POST', L, { name: '  Seed round  ' });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    // Growth has smartlists but not shared-smartlists: a new list is the owner's own
    expect(c.body.content).toMatchObject({
      name: 'Seed round',
      visibility: 'JUST_ME',
      funderCount: 0,
      collaborators: [],
    });
    const id = c.body.content.externalId;

    expect((await call('POST', `${L}/${id}/funder`, { funders: ids.slice(0, 5) })).body.content).toEqual({ added: 5 });
    expect((await call('POST', `${L}/${id}/funder`, { funders: ids.slice(3, 6) })).body.content).toEqual({ added: 1 });
    expect((await call('GET', `${L}/${id}`)).body.content.funderCount).toBe(6);

    const note = await call('PUT', `${L}/${id}/funder/notes`, { funderExternalId: ids[0], note: 'Met at demo day' });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    await call('PUT', `${L}/${id}/funder/next-contact`, { funderExternalId: ids[0], date: '2027-01-15' });
    await call('PUT', `${L}/${id}/funder/next-contact`, { funderExternalId: ids[1], date: '2026-12-01' });
    await call('PUT', `${L}/${id}/funder/disable`, { funderExternalId: ids[2], disabled: true });

    const page = await call('GET', `${L}/${id}/funders?page=0&pageSize=20&orderBy=nextContact&sortDirection=ASC`);
    expect(page.body.content).toMatchObject({ page: 0, pageSize: 20, total: 6 });
    const items = page.body.content.items as Entry[];
    expect(items.slice(0, 2).map((e) => e.funder.externalId)).toEqual([ids[1], ids[0]]);
    expect(items[1]).toMatchObject({ note: 'Met at demo day', nextContact: '2027-01-15' });
    expect(items.find((e) => e.funder.externalId === ids[2])!.disabled).toBe(true);
    const byName = (await call('GET', `${L}/${id}/funders?orderBy=name&pageSize=2&page=1`)).body.content;
    expect(byName.items).toHaveLength(2);

    await call('DELETE', `${L}/${id}/funder/notes?funderExternalId=${ids[0]}`);
    await call('DELETE', `${L}/${id}/funder/next-contact?funderExternalId=${ids[0]}`);
    const after = (await call('GET', `${L}/${id}/funders?pageSize=50`)).body.content.items as Entry[];
    expect(after.find((e) => e.funder.externalId === ids[0])).toMatchObject({ note: null, nextContact: null });

    expect((await call('DELETE', `${L}/${id}/funder/${ids[5]}`)).status).toBe(200);
    expect((await call('DELETE', `${L}/${id}/funder/${ids[5]}`)).status).toBe(404);
    const lists = await call('GET', `${L}/funder/${ids[0]}/funder-lists`);
    expect(lists.body.content.map((l: { externalId: string }) => l.externalId)).toEqual([id]);

    const renamed = await call('PUT', `${L}/${id}`, { name: 'Seed round 2026' });
    expect(renamed.body.content.name).toBe('Seed round 2026');
    expect((await call('GET', `${L}/search?name=2026`)).body.content.map((l: { name: string }) => l.name)).toContain(
      'Seed round 2026',
    );
    expect((await call('DELETE', `${L}/${id}`)).status).toBe(200);
    expect((await call('GET', `${L}/${id}`)).status).toBe(404);
  });

  it('creates a list from a selection and adds funders to several lists at once', async () => {
    const a = await call('POST', `${L}/create-with-funder`, { name: 'From search', funders: ids.slice(0, 3) });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.content.funderCount).toBe(3);
    const b = (await call('POST', L, { name: 'Second' })).body.content;
    const both = await call('POST', `${L}/funder`, {
      funderListExternalIds: [a.body.content.externalId, b.externalId],
      funders: ids.slice(2, 4),
    });
    expect(both.body.content).toEqual({ added: 3 });
    expect((await call('GET', `${L}/${b.externalId}`)).body.content.funderCount).toBe(2);
    const all = await call('GET', `${L}/all?page=0&pageSize=50`);
    expect(all.body.content.items.map((l: { name: string }) => l.name)).toEqual(
      expect.arrayContaining(['From search', 'Second']),
    );
  });

  it('exports a list as an xlsx workbook with its notes and next contacts', async () => {
    const l = (await call('POST', `${L}/create-with-funder`, { name: 'Export me', funders: ids.slice(0, 2) })).body
      .content;
    await call('PUT', `${L}/${l.externalId}/funder/notes`, { funderExternalId: ids[1], note: 'Warm intro via Ana' });
    await call('PUT', `${L}/${l.externalId}/funder/next-contact`, { funderExternalId: ids[1], date: '2026-12-24' });
    const res = await t.app.inject({
      method: 'GET',
      url: `${L}/${l.externalId}/export/xlsx`,
      headers: { authorization: `Bearer ${await t.tokenFor(growth.owner)}`, 'x-tenant-id': growth.tenantId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Export me.xlsx');
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(wb.Sheets[wb.SheetNames[0]]);
    expect(rows).toHaveLength(2);
    const names = (await call('GET', `${L}/${l.externalId}/funders`)).body.content.items.map(
      (e: Entry) => e.funder.name,
    );
    expect(rows.map((r) => r.Name).sort()).toEqual([...names].sort());
    expect(rows.find((r) => r.Note === 'Warm intro via Ana')!['Next contact']).toBe('2026-12-24');
  });

  it('keeps JUST_ME lists from teammates until they are collaborators; only the owner shares', async () => {
    const l = (await call('POST', L, { name: 'Private' })).body.content;
    expect((await growth.asMember('GET', `${L}/${l.externalId}`)).status).toBe(404);
    expect(
      (await growth.asMember('GET', `${L}/all`)).body.content.items.map((x: { externalId: string }) => x.externalId),
    ).not.toContain(l.externalId);
    // a collaborator must be a member of the company
    expectValidation(
      await call('POST', `${L}/${l.externalId}/collaborator`, { userExternalId: await userId(scale.owner) }),
      'body.userExternalId',
    );
    const shared = await call('POST', `${L}/${l.externalId}/collaborator`, {
      userExternalId: await userId(growth.member),
    });
    expect(shared.body.content.collaborators).toHaveLength(1);
    expect((await growth.asMember('GET', `${L}/${l.externalId}`)).status).toBe(200);
    expect(
      (await growth.asMember('PUT', `${L}/${l.externalId}/funder/notes`, { funderExternalId: ids[0], note: 'x' }))
        .status,
    ).toBe(404); // not in the list yet
    await growth.asMember('POST', `${L}/${l.externalId}/funder`, { funders: [ids[0]] });
    expect((await growth.asMember('DELETE', `${L}/${l.externalId}`)).status).toBe(403);
    // sharing with the team needs the shared-smartlists add-on
    const team = await call('PUT', `${L}/${l.externalId}`, { visibility: 'TEAM' });
    expect(team.status).toBe(403);
    expect(team.body.message).toBe(FUNDRAISING_MESSAGES.sharedNeedsAddOn);
    await call('DELETE', `${L}/${l.externalId}/collaborator?userExternalId=${await userId(growth.member)}`);
    expect((await growth.asMember('GET', `${L}/${l.externalId}`)).status).toBe(404);
  });

  it('shares TEAM lists with every member when the plan has shared-smartlists', async () => {
    const l = await scale.asOwner('POST', L, { name: 'Team list' });
    expect(l.body.content.visibility).toBe('TEAM');
    expect((await scale.asMember('GET', `${L}/${l.body.content.externalId}`)).status).toBe(200);
    const mine = await scale.asOwner('POST', L, { name: 'Mine', visibility: 'JUST_ME' });
    expect((await scale.asMember('GET', `${L}/${mine.body.content.externalId}`)).status).toBe(404);
  });

  it("answers 404 to another company's list ids", async () => {
    const l = (await call('POST', `${L}/create-with-funder`, { name: 'Walled', funders: [ids[0]] })).body.content;
    const other = scale.asOwner;
    for (const [m, u, b] of [
      ['GET', `${L}/${l.externalId}`],
      ['GET', `${L}/${l.externalId}/funders`],
      ['PUT', `${L}/${l.externalId}`, { name: 'Taken' }],
      ['DELETE', `${L}/${l.externalId}`],
      ['POST', `${L}/${l.externalId}/funder`, { funders: [ids[1]] }],
      ['POST', `${L}/funder`, { funderListExternalIds: [l.externalId], funders: [ids[1]] }],
      ['PUT', `${L}/${l.externalId}/funder/notes`, { funderExternalId: ids[0], note: 'x' }],
      ['PUT', `${L}/${l.externalId}/funder/next-contact`, { funderExternalId: ids[0], date: '2027-01-01' }],
      ['PUT', `${L}/${l.externalId}/funder/disable`, { funderExternalId: ids[0], disabled: true }],
      ['DELETE', `${L}/${l.externalId}/funder/${ids[0]}`],
      ['GET', `${L}/${l.externalId}/export/xlsx`],
    ] as [string, string, unknown?][]) {
      const r = await other(m, u, b);
      expect(r.status, `${m} ${u}`).toBe(404);
    }
    expect((await call('GET', `${L}/${l.externalId}/funders`)).body.content.total).toBe(1);
    expect((await call('GET', `${L}/${l.externalId}`)).body.content.name).toBe('Walled');
    expect((await other('GET', `${L}/funder/${ids[0]}/funder-lists`)).body.content).toEqual([]);
  });

  it('pages a list in each of its four orders, both directions, with ties broken by name', async () => {
    // Added in this order (addedAt), with these ranks and next contacts.
    const rows: [string, number | null, string | null][] = [
      ['Wombat Delta', 30, '2027-03-01'],
      ['wombat Alpha', null, null],
      ['Wombat Charlie', 10, '2027-01-01'],
      ['Wombat Bravo', 10, '2027-03-01'],
    ];
    await t.services.fundraising.importRows(rows.map(([name, rank]) => testFunder(name, rank)));
    const found = (await call('GET', `${F}/search?name=wombat`)).body.content.items as Entry['funder'][];
    const idOf = (name: string) => found.find((f) => f.name === name)!.externalId;
    const l = (await call('POST', `${L}`, { name: 'Orders' })).body.content.externalId;
    for (const [name, , next] of rows) {
      await call('POST', `${L}/${l}/funder`, { funders: [idOf(name)] });
      if (next) await call('PUT', `${L}/${l}/funder/next-contact`, { funderExternalId: idOf(name), date: next });
    }
    const order = async (orderBy: string, dir: string) => {
      const out: string[] = [];
      for (const page of [0, 1]) {
        const r = await call(
          'GET',
          `${L}/${l}/funders?orderBy=${orderBy}&sortDirection=${dir}&pageSize=2&page=${page}`,
        );
        expect(r.body.content).toMatchObject({ total: 4, page });
        out.push(...(r.body.content.items as Entry[]).map((e) => e.funder.name));
      }
      return out;
    };
    const [d, a, c, b] = rows.map(([name]) => name);
    expect(await order('name', 'ASC')).toEqual([a, b, c, d]);
    expect(await order('name', 'DESC')).toEqual([d, c, b, a]);
    expect(await order('addedAt', 'ASC')).toEqual([d, a, c, b]);
    expect(await order('addedAt', 'DESC')).toEqual([b, c, a, d]);
    // Nulls last both ways; equal values by name
    expect(await order('rank', 'ASC')).toEqual([b, c, d, a]);
    expect(await order('rank', 'DESC')).toEqual([d, b, c, a]);
    expect(await order('nextContact', 'ASC')).toEqual([c, b, d, a]);
    expect(await order('nextContact', 'DESC')).toEqual([b, d, c, a]);
    // A re-import that changes a funder's rank re-orders the lists holding it (their sort keys follow the funder).
    await t.services.fundraising.importRows([testFunder(a, 5)]);
    expect(await order('rank', 'ASC')).toEqual([a, b, c, d]);
    expect(await order('rank', 'DESC')).toEqual([d, b, c, a]);
  });

  it("allows one list under 'Smartlists (up to 1)' and says why a second is refused", async () => {
    const core = await fundCompany(t, 'Core', 'core');
    expect((await core.asOwner('GET', `${L}/capability`)).body.content).toEqual({
      canCreate: true,
      reason: null,
      unlimited: false,
      canShare: false,
    });
    expect((await core.asOwner('POST', L, { name: 'Only one' })).status).toBe(200);
    expect((await core.asMember('GET', `${L}/capability`)).body.content).toMatchObject({
      canCreate: false,
      reason: FUNDRAISING_MESSAGES.upToOne,
    });
    for (const r of [
      await core.asOwner('POST', L, { name: 'Two' }),
      await core.asMember('POST', `${L}/create-with-funder`, { name: 'Two', funders: [ids[0]] }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ errorCode: 'MODULE_NOT_IN_PLAN', message: FUNDRAISING_MESSAGES.upToOne });
    }
    expect((await core.asOwner('GET', `${L}/all`)).body.content.total).toBe(1);
  });

  it('answers 400 naming the field for bad bodies', async () => {
    const l = (await call('POST', L, { name: 'Checks' })).body.content;
    expectValidation(await call('POST', L, { name: '   ' }), 'body.name');
    expectValidation(await call('POST', L, { name: 'x', visibility: 'EVERYONE' }), 'body.visibility');
    expectValidation(await call('POST', `${L}/create-with-funder`, { name: 'x', funders: [] }), 'body.funders');
    expectValidation(
      await call('POST', `${L}/create-with-funder`, { name: 'x', funders: [ids[0], NOPE] }),
      'body.funders.1',
    );
    expectValidation(await call('POST', `${L}/${l.externalId}/funder`, { funders: ['nope'] }), 'body.funders.0');
    expectValidation(
      await call('POST', `${L}/funder`, { funderListExternalIds: [], funders: [ids[0]] }),
      'body.funderListExternalIds',
    );
    expectValidation(
      await call('PUT', `${L}/${l.externalId}/funder/next-contact`, { funderExternalId: ids[0], date: '15/01/2027' }),
      'body.date',
    );
    expectValidation(
      await call('PUT', `${L}/${l.externalId}/funder/notes`, { funderExternalId: ids[0], note: '' }),
      'body.note',
    );
    expectValidation(await call('GET', `${L}/${l.externalId}/funders?orderBy=colour`), 'querystring.orderBy');
    expectValidation(await call('GET', `${L}/not-a-uuid`), 'params.id');
    expect((await call('GET', `${L}/${NOPE}`)).status).toBe(404);
    // nothing was created by the refused calls
    expect(
      (await call('GET', `${L}/search?name=x`)).body.content.filter((x: { name: string }) => x.name === 'x'),
    ).toEqual([]);
  });

  it('suggests list names from search filters or from chosen funders', async () => {
    const f = await call('POST', `${L}/generate-recommended-smartlist-names`, {
      origin: 'ADVANCED_SEARCH',
      filters: { stages: ['SEED'], sectors: ['fintech'], locations: ['Madrid'] },
    });
    expect(f.body.content.names[0]).toBe('Seed Fintech investors');
    expect(f.body.content.names).toHaveLength(3);
    const s = await call('POST', `${L}/generate-recommended-smartlist-names`, {
      origin: 'SMARTLIST',
      funders: ids.slice(0, 4),
    });
    expect(s.body.content.names.length).toBeGreaterThan(0);
    expectValidation(
      await call('POST', `${L}/generate-recommended-smartlist-names`, { origin: 'OTHER' }),
      'body.origin',
    );
  });
});
