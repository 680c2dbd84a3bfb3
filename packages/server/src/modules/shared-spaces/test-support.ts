import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { freshIp, lastMail } from '../auth/test-support.ts';
import { multipart, PDF } from '../data-room/test-support.ts';

export const R = '/api/virtual-data-room';
export const G = '/api/virtual-data-room-guest';

/** A master-room file of the tenant, uploaded the way the data room does, with an analysis result set. */
export async function masterFile(t: TestApp, as: string, tenant: string, name = 'Deck.pdf') {
  const m = multipart([{ filename: name, data: PDF(name) }]);
  const r = await t.call('POST', '/api/data-room/upload-files', { as, tenant, body: m.body, headers: m.headers });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const id: string = r.body.content[0].externalId;
  // The upload's analysis runs in the background (the runner may have claimed it already): let every job finish
  // first, or it overwrites the state set here.
  for (;;) {
    await t.jobs.drain();
    const open = await t.database.raw.query<{ n: number }>(
      `select count(*)::int as n from jobs where status = 'running' or (status = 'queued' and run_at <= now())`,
    );
    if (t.jobs.running === 0 && open.rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await t.database.raw.query(
    `update data_room_files set processing_state = 'PROCESSED_SEEN', summary_state = 'PROCESSED', ai_analysis = $2 where external_id = $1`,
    [
      id,
      JSON.stringify({
        documentTitle: 'Pitch deck',
        description: 'Our round',
        partiesInvolved: [],
        dateOfSignature: null,
        keyProvisions: ['Valuation'],
      }),
    ],
  );
  return id;
}

export async function newRoom(t: TestApp, as: string, tenant: string, body: Record<string, unknown> = {}) {
  const r = await t.call('POST', R, { as, tenant, body: { name: 'Series A', ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.content.externalId as string;
}

/** Asks a code for a guest and reads it from the outbox; returns the code. */
export async function guestCode(t: TestApp, roomExternalId: string, email: string) {
  const r = await t.call('POST', `${G}/public/request-code`, {
    body: { roomExternalId, email },
    headers: freshIp(),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const mail = await lastMail(t, email, 'VDR_GUEST_CODE');
  return /\b(\d{6})\b/.exec(mail.text)![1];
}

/** A guest session token for an invited e-mail. */
export async function guestToken(t: TestApp, roomExternalId: string, email: string) {
  const code = await guestCode(t, roomExternalId, email);
  const r = await t.call('POST', `${G}/public/verify-code`, { body: { roomExternalId, email, code } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content.token as string;
}

export const asGuest = (token: string) => ({ 'x-guest-token': token });

/** A request whose reply may be a file (not JSON). */
export const rawGet = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
