import { describe, expect, it } from 'vitest';
import { PIPELINE_DEFAULT_STAGES, PIPELINE_MESSAGES, type PipelineBoard } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { L, SUPERADMIN, expectValidation, fundCompany, funderIds } from './test-support.ts';

const t = await useTestApp({}, { seedFunders: true });
// Scale holds smartlists, shared smartlists and pipelines; Growth has no pipelines.
const scale = await fundCompany(t, 'PipeScale', 'scale');
const other = await fundCompany(t, 'PipeOther', 'scale');
const growth = await fundCompany(t, 'PipeGrowth', 'growth');
const call = scale.asOwner;
const ids = await funderIds(call, 8);
const P = '/api/funder-pipeline';
const NOPE = '00000000-0000-4000-8000-000000000000';
const userId = async (email: string) => (await t.services.users.byEmail(email))!.externalId;

async function newList(name: string, funders = ids.slice(0, 5), visibility?: string) {
  const r = await call('POST', `${L}/create-with-funder`, { name, funders, visibility });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content.externalId as string;
}
const boardOf = async (id: string, as = call) => {
  const r = await as('GET', `${P}/${id}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content as PipelineBoard;
};
const stageOf = (b: PipelineBoard, funder: string) =>
  b.stages.find((s) => s.externalId === b.cards.find((c) => c.funder.externalId === funder)!.stageExternalId)!;
const byKey = (b: PipelineBoard, key: string) => b.stages.find((s) => s.key === key)!;

describe('pipelines (/api/funder-pipeline)', () => {
  it('starts a list with the default stages, every investor in the first; new investors land there too', async () => {
    const id = await newList('Seed pipeline');
    const b = await boardOf(id);
    expect(b.list).toEqual({ externalId: id, name: 'Seed pipeline' });
    expect(b.canEditStages).toBe(true);
    expect(b.stages.map((s) => s.key)).toEqual([...PIPELINE_DEFAULT_STAGES]);
    expect(b.stages.map((s) => s.count)).toEqual([5, 0, 0, 0, 0, 0, 0]);
    expect(b.cards).toHaveLength(5);
    expect(new Set(b.cards.map((c) => c.stageExternalId))).toEqual(new Set([b.stages[0].externalId]));
    expect(b.cards.every((c) => c.movedAt === null && c.movedBy === null)).toBe(true);
    // Opening it again creates nothing twice.
    expect((await boardOf(id)).stages).toHaveLength(7);

    await call('POST', `${L}/${id}/funder`, { funders: [ids[5]] });
    await call('DELETE', `${L}/${id}/funder/${ids[0]}`);
    const after = await boardOf(id);
    expect(after.stages[0].count).toBe(5);
    expect(stageOf(after, ids[5]).key).toBe('LEAD');
    expect(after.cards.map((c) => c.funder.externalId)).not.toContain(ids[0]);
    // Deleting the list takes its pipeline with it.
    expect((await call('DELETE', `${L}/${id}`)).status).toBe(200);
    expect((await call('GET', `${P}/${id}`)).status).toBe(404);
  });

  it('moves an investor between stages and records who moved it and when', async () => {
    const id = await newList('Moves');
    const b = await boardOf(id);
    const meeting = byKey(b, 'MEETING');
    const r = await call('PUT', `${P}/${id}/move`, { funderExternalId: ids[0], stageExternalId: meeting.externalId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const moved = r.body.content as PipelineBoard;
    expect(stageOf(moved, ids[0]).key).toBe('MEETING');
    expect(byKey(moved, 'MEETING').count).toBe(1);
    expect(moved.stages[0].count).toBe(4);
    const card = moved.cards.find((c) => c.funder.externalId === ids[0])!;
    expect(card.movedBy).toEqual({ externalId: await userId(scale.owner), name: expect.any(String) });
    expect(Date.parse(card.movedAt!)).not.toBeNaN();

    // The same stage again is no move; a teammate (the list is TEAM) moves it on.
    await call('PUT', `${P}/${id}/move`, { funderExternalId: ids[0], stageExternalId: meeting.externalId });
    const team = await scale.asMember('PUT', `${P}/${id}/move`, {
      funderExternalId: ids[0],
      stageExternalId: byKey(b, 'TERM_SHEET').externalId,
    });
    expect(team.status, JSON.stringify(team.body)).toBe(200);
    const history = await call('GET', `${P}/${id}/funder/${ids[0]}/moves`);
    expect(history.status).toBe(200);
    expect(history.body.content).toEqual([
      {
        from: { key: 'MEETING', name: null },
        to: { key: 'TERM_SHEET', name: null },
        by: { externalId: await userId(scale.member), name: expect.any(String) },
        at: expect.any(String),
      },
      {
        from: { key: 'LEAD', name: null },
        to: { key: 'MEETING', name: null },
        by: { externalId: await userId(scale.owner), name: expect.any(String) },
        at: expect.any(String),
      },
    ]);
    expect((await call('GET', `${P}/${id}/funder/${ids[1]}/moves`)).body.content).toEqual([]);
  });

  it('adds, renames, reorders and removes stages; a stage holding investors says how many and moves them', async () => {
    const id = await newList('Stages');
    let b: PipelineBoard;
    const add = await call('POST', `${P}/${id}/stage`, { name: '  Intro call ', position: 1 });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    b = add.body.content;
    expect(b.stages[1]).toMatchObject({ key: null, name: 'Intro call', position: 1, count: 0 });
    expect(b.stages.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect((await call('POST', `${P}/${id}/stage`, { name: 'Follow-up' })).body.content.stages.at(-1).name).toBe(
      'Follow-up',
    );

    // Names may not repeat, a default's name included.
    expectValidation(await call('POST', `${P}/${id}/stage`, { name: 'meeting' }), 'body.name');
    const meeting = byKey(b, 'MEETING');
    expectValidation(await call('PUT', `${P}/${id}/stage/${meeting.externalId}`, { name: 'INTRO CALL' }), 'body.name');
    const renamed = await call('PUT', `${P}/${id}/stage/${meeting.externalId}`, { name: 'First meeting' });
    expect(
      renamed.body.content.stages.find((s: { externalId: string }) => s.externalId === meeting.externalId),
    ).toMatchObject({
      key: null,
      name: 'First meeting',
    });

    // Reorder: every stage once.
    b = renamed.body.content;
    const reversed = b.stages.map((s) => s.externalId).reverse();
    const order = await call('PUT', `${P}/${id}/stage-order`, { stages: reversed });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.content.stages.map((s: { externalId: string }) => s.externalId)).toEqual(reversed);
    expectValidation(await call('PUT', `${P}/${id}/stage-order`, { stages: reversed.slice(1) }), 'body.stages');
    expectValidation(
      await call('PUT', `${P}/${id}/stage-order`, { stages: [reversed[0], ...reversed.slice(0, -1)] }),
      'body.stages',
    );
    expectValidation(
      await call('PUT', `${P}/${id}/stage-order`, { stages: [...reversed.slice(1), NOPE] }),
      'body.stages',
    );

    // Removing a stage with investors: the 400 says how many; with moveTo they move and each move is recorded.
    const first = byKey(b, 'LEAD');
    const passed = byKey(b, 'PASSED');
    const refused = await call('DELETE', `${P}/${id}/stage/${first.externalId}`);
    expectValidation(refused, 'querystring.moveTo');
    expect(refused.body.message).toBe(PIPELINE_MESSAGES.moveToRequired(5));
    expect(refused.body.message).toContain('holds 5 investors');
    expectValidation(
      await call('DELETE', `${P}/${id}/stage/${first.externalId}?moveTo=${first.externalId}`),
      'querystring.moveTo',
    );
    expectValidation(await call('DELETE', `${P}/${id}/stage/${first.externalId}?moveTo=${NOPE}`), 'querystring.moveTo');
    const gone = await call('DELETE', `${P}/${id}/stage/${first.externalId}?moveTo=${passed.externalId}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    b = gone.body.content;
    expect(b.stages.map((s) => s.externalId)).not.toContain(first.externalId);
    expect(byKey(b, 'PASSED').count).toBe(5);
    expect(b.stages.map((s) => s.position)).toEqual(b.stages.map((_, i) => i));
    const moves = (await call('GET', `${P}/${id}/funder/${ids[2]}/moves`)).body.content;
    expect(moves[0]).toMatchObject({ from: { key: 'LEAD' }, to: { key: 'PASSED' } });

    // Empty stages go without a target; the last one stays.
    for (const s of b.stages.filter((x) => x.count === 0)) {
      const r = await call('DELETE', `${P}/${id}/stage/${s.externalId}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    b = await boardOf(id);
    expect(b.stages).toHaveLength(1);
    const last = await call('DELETE', `${P}/${id}/stage/${b.stages[0].externalId}?moveTo=${NOPE}`);
    expectValidation(last, 'params.stageId');
    expect(last.body.message).toBe(PIPELINE_MESSAGES.lastStage);
    // New investors now land in the one stage left.
    await call('POST', `${L}/${id}/funder`, { funders: [ids[6]] });
    expect(stageOf(await boardOf(id), ids[6]).key).toBe('PASSED');
  });

  it('lets the owner and collaborators change stages; other teammates only move investors', async () => {
    const id = await newList('Team list', ids.slice(0, 2), 'TEAM');
    const b = await boardOf(id, scale.asMember);
    expect(b.canEditStages).toBe(false);
    const denied = await scale.asMember('POST', `${P}/${id}/stage`, { name: 'Mine' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(PIPELINE_MESSAGES.editStagesDenied);
    expect(
      (await scale.asMember('PUT', `${P}/${id}/stage-order`, { stages: b.stages.map((s) => s.externalId) })).status,
    ).toBe(403);
    expect((await scale.asMember('PUT', `${P}/${id}/stage/${b.stages[1].externalId}`, { name: 'X' })).status).toBe(403);
    expect((await scale.asMember('DELETE', `${P}/${id}/stage/${b.stages[1].externalId}`)).status).toBe(403);
    await call('POST', `${L}/${id}/collaborator`, { userExternalId: await userId(scale.member) });
    expect((await boardOf(id, scale.asMember)).canEditStages).toBe(true);
    expect((await scale.asMember('POST', `${P}/${id}/stage`, { name: 'Mine' })).status).toBe(200);
  });

  it("keeps a JUST_ME list's pipeline from teammates and every pipeline from other companies (404)", async () => {
    const id = await newList('Private pipe', ids.slice(0, 2), 'JUST_ME');
    const b = await boardOf(id);
    const stage = b.stages[1].externalId;
    const move = { funderExternalId: ids[0], stageExternalId: stage };
    for (const as of [scale.asMember, other.asOwner]) {
      expect((await as('GET', `${P}/${id}`)).status).toBe(404);
      expect((await as('PUT', `${P}/${id}/move`, move)).status).toBe(404);
      expect((await as('GET', `${P}/${id}/funder/${ids[0]}/moves`)).status).toBe(404);
      expect((await as('POST', `${P}/${id}/stage`, { name: 'Sneaky' })).status).toBe(404);
      expect((await as('PUT', `${P}/${id}/stage/${stage}`, { name: 'Sneaky' })).status).toBe(404);
      expect((await as('PUT', `${P}/${id}/stage-order`, { stages: [stage] })).status).toBe(404);
      expect((await as('DELETE', `${P}/${id}/stage/${stage}`)).status).toBe(404);
    }
    // Another list's stage is not this list's.
    const mine = await newList('Other pipe', ids.slice(0, 2));
    const foreign = await call('PUT', `${P}/${mine}/move`, move);
    expectValidation(foreign, 'body.stageExternalId');
    expect((await call('PUT', `${P}/${mine}/stage/${stage}`, { name: 'Y' })).status).toBe(404);
    expect((await call('DELETE', `${P}/${mine}/stage/${stage}`)).status).toBe(404);
    expect((await call('GET', `${P}/${NOPE}`)).status).toBe(404);
  });

  it('answers 400 naming the field for every bad body, and 404 for an investor not in the list', async () => {
    const id = await newList('Bad input', ids.slice(0, 2));
    const b = await boardOf(id);
    const s = b.stages[1].externalId;
    expectValidation(await call('PUT', `${P}/${id}/move`, { funderExternalId: ids[0] }), 'body.stageExternalId');
    expectValidation(
      await call('PUT', `${P}/${id}/move`, { funderExternalId: 'x', stageExternalId: s }),
      'body.funderExternalId',
    );
    expectValidation(
      await call('PUT', `${P}/${id}/move`, { funderExternalId: ids[0], stageExternalId: NOPE }),
      'body.stageExternalId',
    );
    expect((await call('PUT', `${P}/${id}/move`, { funderExternalId: ids[7], stageExternalId: s })).status).toBe(404);
    expect((await call('GET', `${P}/${id}/funder/${ids[7]}/moves`)).status).toBe(404);
    expectValidation(await call('GET', `${P}/${id}/funder/nope/moves`), 'params.funderId');
    expectValidation(await call('POST', `${P}/${id}/stage`, { name: '   ' }), 'body.name');
    expectValidation(await call('POST', `${P}/${id}/stage`, { name: 'x'.repeat(61) }), 'body.name');
    expectValidation(await call('POST', `${P}/${id}/stage`, { name: 'Ok', position: -1 }), 'body.position');
    expectValidation(await call('PUT', `${P}/${id}/stage/${s}`, {}), 'body.name');
    expectValidation(await call('PUT', `${P}/${id}/stage/nope`, { name: 'A' }), 'params.stageId');
    expectValidation(await call('PUT', `${P}/${id}/stage-order`, { stages: ['x'] }), 'body.stages.0');
    expectValidation(await call('PUT', `${P}/${id}/stage-order`, { stages: [] }), 'body.stages');
    expectValidation(await call('DELETE', `${P}/${id}/stage/${s}?moveTo=nope`), 'querystring.moveTo');
    expectValidation(await call('GET', `${P}/nope`), 'params.id');
    // At most 20 stages.
    for (let i = 0; i < 13; i++)
      expect((await call('POST', `${P}/${id}/stage`, { name: `Extra ${i}` })).status).toBe(200);
    const full = await call('POST', `${P}/${id}/stage`, { name: 'One too many' });
    expectValidation(full, 'body.name');
    expect(full.body.message).toBe(PIPELINE_MESSAGES.stagesMax);
  });

  it('is gated: 401 without a token, 403 MODULE_NOT_IN_PLAN without the pipelines add-on or without smartlists', async () => {
    const id = await newList('Gate', ids.slice(0, 1));
    expect((await t.call('GET', `${P}/${id}`, { tenant: scale.tenantId })).status).toBe(401);
    const list = await growth.asOwner('POST', L, { name: 'Growth list' });
    const g = await growth.asOwner('GET', `${P}/${list.body.content.externalId}`);
    expect(g.status).toBe(403);
    expect(g.body.errorCode).toBe('MODULE_NOT_IN_PLAN');
    expect(
      (
        await growth.asOwner('PUT', `${P}/${list.body.content.externalId}/move`, {
          funderExternalId: NOPE,
          stageExternalId: NOPE,
        })
      ).status,
    ).toBe(403);

    // Pipelines alone, without a Smartlists add-on.
    const bare = await fundCompany(t, 'PipeOnly', null);
    const granted = await t.call('POST', '/api/utils/subscription-purchase/create', {
      as: SUPERADMIN,
      body: { tenantExternalId: bare.tenantId, planKey: 'basic', addOnKeys: ['pipelines'] },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const r = await bare.asOwner('GET', `${P}/${NOPE}`);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ errorCode: 'MODULE_NOT_IN_PLAN', message: PIPELINE_MESSAGES.needsSmartlists });
  });
});
