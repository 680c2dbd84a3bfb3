import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@atrium/contract';
import { createTestApp, useTestApp } from '../../../test/harness.ts';
import { C, chatKit, KAM, MEMBER, OWNER, STAFF } from './test-support.ts';

const t = await useTestApp();
const k = await chatKit(t);
await k.assignExpert(k.ACME, KAM, 'KAM');
await k.assignExpert(k.ACME, STAFF, 'EXPERT');

const status = async (as: string, id: string) =>
  (await k.call('GET', `${C}/conversation?conversationExternalId=${id}`, as)).body.content;
const events = async (id: string) =>
  (
    await t.database.raw.query<{ event: string }>(
      'select e.event from chat_thread_events e join chat_conversations c on c.id = e.conversation_id where c.external_id = $1 order by e.id',
      [id],
    )
  ).rows.map((r) => r.event);

describe('thread status (spec 2 §4)', () => {
  it('walks OPEN → ANSWERED → OPEN → FINALIZED → new thread, each step recorded with the message', async () => {
    const conv = await k.createPrivate(MEMBER, KAM);
    expect(conv.currentThreadStatus).toBe('OPEN');
    expect(conv.currentThreadStarted).toEqual(expect.any(String));
    expect(await events(conv.externalId)).toEqual(['OPENED']);

    await k.send(MEMBER, conv.externalId, 'Question');
    expect((await status(KAM, conv.externalId)).timeWithNoResponse).toEqual(expect.any(Number));
    const answer = await k.send(KAM, conv.externalId, 'Answer');
    expect(answer.body.content.associatedThreadStepStatus).toBe('ANSWERED');
    const answered = await status(KAM, conv.externalId);
    expect(answered).toMatchObject({ currentThreadStatus: 'ANSWERED', timeWithNoResponse: null });

    await k.send(MEMBER, conv.externalId, 'Follow-up');
    expect((await status(KAM, conv.externalId)).currentThreadStatus).toBe('OPEN');

    const fin = await k.call('GET', `${C}/thread/finalize?conversationExternalId=${conv.externalId}`, KAM);
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
    expect(fin.body.content.currentThreadStatus).toBe('FINALIZED');
    const again = await k.call('GET', `${C}/thread/finalize?conversationExternalId=${conv.externalId}`, KAM);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CHAT_MESSAGES.alreadyFinalized);

    const startedBefore = fin.body.content.currentThreadStarted;
    await k.send(MEMBER, conv.externalId, 'One more thing');
    const reopened = await status(KAM, conv.externalId);
    expect(reopened.currentThreadStatus).toBe('OPEN');
    expect(Date.parse(reopened.currentThreadStarted)).toBeGreaterThanOrEqual(Date.parse(startedBefore));
    const page = await k.messages(KAM, conv.externalId);
    const kinds = page.content.map((m: any) => m.messageFragments[0]?.type ?? m.message);
    expect(kinds).toEqual([
      'CHAT_BEGINNING',
      'Question',
      'Answer',
      'Follow-up',
      'FINALIZED_THREAD',
      'THREAD_OPENED',
      'One more thing',
    ]);
    expect(await events(conv.externalId)).toEqual([
      'OPENED',
      'CLIENT_MESSAGE',
      'ANSWERED',
      'CLIENT_MESSAGE',
      'FINALIZED',
      'OPENED',
    ]);
  });

  it('team-channel messages never move the thread; a staff message after finalizing keeps it FINALIZED', async () => {
    const conv = await k.createPrivate(OWNER, STAFF, 'Hi');
    const channel = (await k.call('GET', `${C}/internal-conversation?conversationExternalId=${conv.externalId}`, STAFF))
      .body.content.externalId;
    await k.send(STAFF, channel, 'internal only');
    expect((await status(STAFF, conv.externalId)).currentThreadStatus).toBe('OPEN');
    await k.call('GET', `${C}/thread/finalize?conversationExternalId=${conv.externalId}`, STAFF);
    const after = await k.send(STAFF, conv.externalId, 'One last note from us');
    expect(after.body.content.associatedThreadStepStatus).toBe('FINALIZED');
    expect((await status(STAFF, conv.externalId)).currentThreadStatus).toBe('FINALIZED');
  });

  it('a conversation without staff has no thread; finalizing it answers 409, a client may not finalize', async () => {
    const conv = await k.createPrivate(MEMBER, OWNER);
    expect(conv.currentThreadStatus).toBeNull();
    const r = await k.call('GET', `${C}/thread/finalize?conversationExternalId=${conv.externalId}`, MEMBER);
    expect(r.status).toBe(403);
    const staffConv = await k.createGroup(MEMBER, [OWNER, KAM], 'With staff');
    const byClient = await k.call('GET', `${C}/thread/finalize?conversationExternalId=${staffConv.externalId}`, MEMBER);
    expect(byClient.status).toBe(403);
  });

  it('the client owner finalizing her own chat is told only the provider finalizes, not that she is no member', async () => {
    const conv = await k.createPrivate(OWNER, KAM, 'Hello');
    const r = await k.call('GET', `${C}/thread/finalize?conversationExternalId=${conv.externalId}`, OWNER);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(CHAT_MESSAGES.onlyStaffMayFinalize);
    expect((await status(OWNER, conv.externalId)).currentThreadStatus).toBe('OPEN');
  });

  it('finalizing a status-less conversation that a staff member belongs to answers 409', async () => {
    const conv = await k.createPrivate(MEMBER, KAM);
    await t.database.raw.query('update chat_conversations set thread_status = null where external_id = $1', [
      conv.externalId,
    ]);
    const r = await k.call('GET', `${C}/thread/finalize?conversationExternalId=${conv.externalId}`, KAM);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(CHAT_MESSAGES.alreadyFinalized);
  });

  it('durations come from stored times: moved back in SQL, a freshly built app on the same database reads them', async () => {
    const conv = await k.createPrivate(OWNER, KAM);
    await k.send(OWNER, conv.externalId, 'Waiting for you');
    const twoDays = 2 * 86_400_000;
    const threeHours = 3 * 3_600_000;
    await t.database.raw.query(
      `update chat_conversations set thread_started_at = now() - interval '2 days', last_open_at = now() - interval '2 days', waiting_since = now() - interval '3 hours' where external_id = $1`,
      [conv.externalId],
    );
    const restarted = await createTestApp({}, { database: t.database, seed: false });
    try {
      const r = await restarted.call('GET', `${C}/conversation?conversationExternalId=${conv.externalId}`, {
        as: KAM,
        tenant: k.INTERNAL,
      });
      expect(r.status).toBe(200);
      expect(r.body.content.timeSinceOpen).toBeGreaterThanOrEqual(twoDays);
      expect(r.body.content.timeSinceOpen).toBeLessThan(twoDays + 60_000);
      expect(r.body.content.timeWithNoResponse).toBeGreaterThanOrEqual(threeHours);
      expect(r.body.content.timeWithNoResponse).toBeLessThan(threeHours + 60_000);
      const stats = await restarted.call('PUT', `${C}/filter/statistics?page=0`, {
        as: KAM,
        tenant: k.INTERNAL,
        body: { status: ['OPEN'] },
      });
      const row = stats.body.content.content.find((x: any) => x.conversationExternalId === conv.externalId);
      expect(row).toMatchObject({ status: 'OPEN', waitingResponse: true });
      expect(row.timeWithNoResponse).toBeGreaterThanOrEqual(threeHours);
      expect(row.timeSinceOpen).toBeGreaterThanOrEqual(twoDays);
    } finally {
      await restarted.app.close();
      await restarted.deps.realtime.bus.close();
      if (restarted.config.dataDir) await fs.rm(restarted.config.dataDir, { recursive: true, force: true });
    }
  });
});
