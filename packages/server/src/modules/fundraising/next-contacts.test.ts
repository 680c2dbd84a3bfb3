import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { enqueueJob, QUEUES } from '../../platform/jobs/enqueue.ts';
import { L, expectValidation, fundCompany, funderIds } from './test-support.ts';
import { followUpText, nextNextContactRun } from './next-contacts.ts';

const t = await useTestApp({}, { seedFunders: true });
const scale = await fundCompany(t, 'Scale', 'scale');
const other = await fundCompany(t, 'Other', 'scale');
const ids = await funderIds(scale.asOwner, 6);
const memberId = (await t.services.users.byEmail(scale.member))!.externalId;

const outbox = async (email: string) =>
  (
    await t.database.raw.query<{ subject: string; body_text: string }>(
      `select subject, text_body as body_text from mail_outbox where to_address = $1 and template = 'next-contact-reminder' order by id`,
      [email],
    )
  ).rows;
const notes = async (email: string) =>
  (
    await t.database.raw.query<{ title: string; body: string; link: string }>(
      `select n.title, n.body, n.link from notifications n join users u on u.id = n.user_id
        where u.email = $1 and n.link = '/one/fundraising' order by n.id`,
      [email],
    )
  ).rows;

// The owner's private list (the member collaborates on it) and a team list.
const own = (
  await scale.asOwner('POST', `${L}/create-with-funder`, {
    name: 'Angels',
    funders: ids.slice(0, 3),
    visibility: 'JUST_ME',
  })
).body.content;
const team = (
  await scale.asOwner('POST', `${L}/create-with-funder`, {
    name: 'Team funds',
    funders: ids.slice(3, 6),
    visibility: 'TEAM',
  })
).body.content;
const next = (list: string, funder: string, date: string) =>
  scale.asOwner('PUT', `${L}/${list}/funder/next-contact`, { funderExternalId: funder, date });
await next(own.externalId, ids[0], '2031-05-12');
await next(own.externalId, ids[1], '2031-05-10');
await next(own.externalId, ids[2], '2031-05-11');
await scale.asOwner('PUT', `${L}/${own.externalId}/funder/disable`, { funderExternalId: ids[2], disabled: true });
await next(team.externalId, ids[3], '2031-05-12');
await next(team.externalId, ids[4], '2031-06-01');

describe('next contacts (GET /api/funder-list/next-contacts)', () => {
  it('lists the follow-ups of the lists the caller sees, soonest first, without disabled investors', async () => {
    const r = await scale.asOwner('GET', `${L}/next-contacts`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const items = r.body.content as { list: { name: string }; funder: { externalId: string }; nextContact: string }[];
    expect(items.map((i) => i.nextContact)).toEqual(['2031-05-10', '2031-05-12', '2031-05-12', '2031-06-01']);
    expect(items.map((i) => i.list.name).sort()).toEqual(['Angels', 'Angels', 'Team funds', 'Team funds']);
    expect((await scale.asOwner('GET', `${L}/next-contacts?limit=1`)).body.content).toHaveLength(1);
    // a teammate sees the team list's only; another company sees none of them
    const mine = (await scale.asMember('GET', `${L}/next-contacts`)).body.content as { list: { name: string } }[];
    expect(mine.map((i) => i.list.name)).toEqual(['Team funds', 'Team funds']);
    expect((await other.asOwner('GET', `${L}/next-contacts`)).body.content).toEqual([]);
    expectValidation(await scale.asOwner('GET', `${L}/next-contacts?limit=0`), 'querystring.limit');
    expectValidation(await scale.asOwner('GET', `${L}/next-contacts?limit=many`), 'querystring.limit');
  });
});

describe('next-contact reminders (daily job)', () => {
  it("reminds the list's owner and collaborators on the day, in their language, once", async () => {
    await scale.asOwner('POST', `${L}/${own.externalId}/collaborator`, { userExternalId: memberId });
    await t.database.raw.query(`update users set language = 'es' where email = $1`, [scale.member]);
    const run = t.services.fundraising.nextContacts.run;
    // May 10: one follow-up of the private list, to its owner and its collaborator
    expect(await run(new Date('2031-05-10T07:00:00Z'))).toEqual({ sent: 1 });
    expect((await outbox(scale.owner)).map((m) => m.subject)).toEqual([
      'Follow up with ' + (await nameOf(ids[1])) + ' today',
    ]);
    expect((await outbox(scale.member)).map((m) => m.subject)).toEqual([
      'Seguimiento con ' + (await nameOf(ids[1])) + ' hoy',
    ]);
    expect((await outbox(scale.owner))[0].body_text).toContain('/one/fundraising');
    expect(await notes(scale.owner)).toHaveLength(1);
    // again the same day: nothing new
    expect(await run(new Date('2031-05-10T09:00:00Z'))).toEqual({ sent: 0 });
    // May 12: two follow-ups; the owner gets one notification naming both, the member only the private list's
    expect(await run(new Date('2031-05-12T07:00:00Z'))).toEqual({ sent: 2 });
    const ownerNotes = await notes(scale.owner);
    expect(ownerNotes.at(-1)!.title).toBe('2 investor follow-ups due');
    expect(ownerNotes.at(-1)!.body.split('\n')).toHaveLength(2);
    expect((await notes(scale.member)).at(-1)!.title).toBe(`Seguimiento con ${await nameOf(ids[0])} hoy`);
    // the disabled investor's date (May 11) was never reminded
    expect(
      (await t.database.raw.query(`select 1 from funder_next_contact_reminders where next_contact = '2031-05-11'`))
        .rows,
    ).toEqual([]);
    await t.database.raw.query(`update users set language = 'en' where email = $1`, [scale.member]);
  });

  it('reminds a date missed by a stopped server within three days, and runs on the job queue', async () => {
    const before = (await outbox(scale.owner)).length;
    await enqueueJob(t.deps.database.db, QUEUES.nextContactReminders, { at: '2031-06-03T07:00:00Z' });
    await t.jobs.drain();
    const added = (await outbox(scale.owner)).slice(before);
    expect(added.map((m) => m.subject)).toEqual([`Follow up with ${await nameOf(ids[4])} (overdue)`]);
    expect(added[0].body_text).toContain('since June 1, 2031');
    await enqueueJob(t.deps.database.db, QUEUES.nextContactReminders, { at: '2031-06-03T08:00:00Z' });
    await t.jobs.drain();
    expect((await outbox(scale.owner)).length).toBe(before + 1);
    const daily = await t.database.raw.query<{ run_at: Date }>(
      `select run_at from jobs where queue = 'next-contact-reminders' and status = 'queued' and payload->>'at' is null`,
    );
    expect(daily.rows).toHaveLength(1);
  });

  it('words the reminder and schedules the next run', () => {
    expect(
      followUpText([{ funderName: 'Acme', listName: 'L', nextContact: '2031-01-02' }], '2031-01-02', 'en'),
    ).toEqual({
      title: 'Follow up with Acme today',
      body: 'Acme (L): today',
      link: 'Open your Smartlists',
    });
    expect(
      followUpText(
        [
          { funderName: 'A', listName: 'L', nextContact: '2031-01-01' },
          { funderName: 'B', listName: 'L', nextContact: '2031-01-02' },
        ],
        '2031-01-02',
        'es',
      ),
    ).toEqual({
      title: '2 seguimientos con inversores pendientes',
      body: 'A (L): desde el 1 de enero de 2031\nB (L): hoy',
      link: 'Abre tus Smartlists',
    });
    expect(nextNextContactRun(new Date('2031-01-02T06:59:00Z')).toISOString()).toBe('2031-01-02T07:00:00.000Z');
    expect(nextNextContactRun(new Date('2031-01-02T07:00:00Z')).toISOString()).toBe('2031-01-03T07:00:00.000Z');
  });
});

async function nameOf(funderExternalId: string) {
  return (await scale.asOwner('GET', `/api/funder/${funderExternalId}`)).body.content.name as string;
}
