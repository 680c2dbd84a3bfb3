import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { dcKit, GLOBEX_OWNER, KAM, MEMBER, OWNER, PDF, UNKNOWN } from './test-support.ts';

const t = await useTestApp();
const k = await dcKit(t);
const P = '/api/document-center';
const uniq = (s: string) => `${s} ${Math.random().toString(36).slice(2, 8)}`;
const link = (as: string, body: Record<string, unknown>, tenant?: string) =>
  k.call('POST', `${P}/url/create`, as, body, tenant);

describe('POST /api/document-center/url/create', () => {
  it('adds a link (https:// prepended) listed as kind URL in its folder, and a taken name gets (2)', async () => {
    const folder = await k.folder(OWNER, uniq('Press'));
    const r = await link(MEMBER, { name: 'Website', url: 'acme.example.com/press', parentId: folder.externalId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({
      kind: 'URL',
      name: 'Website',
      url: 'https://acme.example.com/press',
      ownership: 'ALL',
      parentExternalId: folder.externalId,
      size: 0,
    });
    const again = await link(OWNER, { name: 'website', url: 'https://acme.example.com', parentId: folder.externalId });
    expect(again.body.content.name).toBe('website (2)');
    const listed = await k.call('GET', `${P}/files?parentId=${folder.externalId}`, OWNER);
    expect(listed.body.content.map((i: any) => [i.kind, i.name])).toEqual([
      ['URL', 'Website'],
      ['URL', 'website (2)'],
    ]);
    // Links count as no file of the folder, and the import tree leaves them out.
    const root = await k.call('GET', `${P}/files`, OWNER);
    expect(root.body.content.find((i: any) => i.externalId === folder.externalId).fileCount).toBe(0);
    const tree = await k.call('GET', `${P}/tree`, OWNER);
    expect(JSON.stringify(tree.body.content)).not.toContain('Website');
  });

  it('keeps a personal link to its owner and makes a staff link PROVIDER', async () => {
    const mine = await link(OWNER, {
      name: uniq('My notes'),
      url: 'https://notes.example.com',
      privacyType: 'PERSONAL',
    });
    expect(mine.body.content.ownership).toBe('PERSONAL');
    const seen = await k.call('GET', `${P}/by-term?term=${encodeURIComponent(mine.body.content.name)}`, MEMBER);
    expect(seen.body.content).toEqual([]);
    const staff = await link(KAM, {
      name: uniq('Provider guide'),
      url: 'https://guide.example.com',
      tenantExternalId: k.ACME,
    });
    expect(staff.status, JSON.stringify(staff.body)).toBe(200);
    expect(staff.body.content.ownership).toBe('PROVIDER');
    const upd = await k.call('PUT', `${P}/url/update`, OWNER, {
      externalId: staff.body.content.externalId,
      name: 'Mine now',
      url: 'https://x.example.com',
    });
    expect(upd.status).toBe(403);
  });

  it('refuses javascript:, data:, file: and other schemes and credentials with 400 naming url', async () => {
    for (const [url, message] of [
      ['javascript:alert(1)', LINK_MESSAGES.scheme],
      ['data:text/html,<b>x</b>', LINK_MESSAGES.scheme],
      ['file:///c:/secrets.txt', LINK_MESSAGES.scheme],
      ['ssh://host', LINK_MESSAGES.scheme],
      ['https://u:p@example.com', LINK_MESSAGES.credentials],
    ]) {
      const r = await link(OWNER, { name: 'x', url });
      expect(r.status, url).toBe(400);
      expect(r.body.content.fields, url).toEqual([{ path: 'body.url', message }]);
    }
    expect((await link(OWNER, { name: '', url: 'a.com' })).body.content.fields[0].path).toBe('body.name');
    expect((await link(OWNER, { name: 'x', url: 'a.com', parentId: UNKNOWN })).status).toBe(404);
    expect((await t.call('POST', `${P}/url/create`, { body: { name: 'x', url: 'a.com' } })).status).toBe(401);
  });
});

describe('links are updated, moved, searched and deleted like files', () => {
  it('updates, moves, finds by term and deletes a link; downloads leave it out', async () => {
    const name = uniq('Numbatlink');
    const l = (await link(OWNER, { name, url: 'https://one.example.com' })).body.content;
    const upd = await k.call('PUT', `${P}/url/update`, MEMBER, {
      externalId: l.externalId,
      name: `${name} v2`,
      url: 'two.example.com',
    });
    expect(upd.status).toBe(200);
    expect(upd.body.content).toMatchObject({ name: `${name} v2`, url: 'https://two.example.com/' });
    expect(
      (await k.call('PUT', `${P}/url/update`, OWNER, { externalId: l.externalId, name: 'x', url: 'javascript:x' }))
        .status,
    ).toBe(400);

    const dest = await k.folder(OWNER, uniq('Dest'));
    const moved = await k.call('POST', `${P}/files/move`, OWNER, {
      fromExternalIds: [l.externalId],
      destExternalId: dest.externalId,
    });
    expect(moved.body.content[0]).toMatchObject({ kind: 'URL', parentExternalId: dest.externalId });
    const found = await k.call('GET', `${P}/by-term?term=numbatlink`, OWNER);
    expect(found.body.content.map((i: any) => i.externalId)).toEqual([l.externalId]);

    expect((await k.raw(OWNER, `${P}/files/download?externalId=${l.externalId}`)).statusCode).toBe(404);
    const up = await k.upload(OWNER, `parentId=${dest.externalId}`, [
      { filename: 'a.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    expect(up.status).toBe(200);
    const zip = await k.raw(OWNER, `${P}/files/download-multiple?fileExternalIds=${dest.externalId}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from('a.pdf'))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('Numbatlink'))).toBe(false);

    const del = await k.call('POST', `${P}/files/delete`, OWNER, { externalIds: [l.externalId] });
    expect(del.body.content).toEqual({ deleted: 1 });
    expect((await k.call('GET', `${P}/file/${l.externalId}`, OWNER)).status).toBe(404);
  });

  it("answers 404 for another company's link and a folder given to url/update", async () => {
    const l = (await link(OWNER, { name: uniq('Acme only'), url: 'https://acme.example.com' })).body.content;
    const body = { externalId: l.externalId, name: 'x', url: 'https://evil.example.com' };
    expect((await k.call('PUT', `${P}/url/update`, GLOBEX_OWNER, body)).status).toBe(404);
    expect((await k.call('POST', `${P}/files/delete`, GLOBEX_OWNER, { externalIds: [l.externalId] })).status).toBe(404);
    expect(
      (await k.call('POST', `${P}/files/move`, GLOBEX_OWNER, { fromExternalIds: [l.externalId], destExternalId: null }))
        .status,
    ).toBe(404);
    expect((await k.call('GET', `${P}/by-term?term=acme%20only`, GLOBEX_OWNER)).body.content).toEqual([]);
    const acmeFolder = await k.folder(OWNER, uniq('Acme folder'));
    expect((await link(GLOBEX_OWNER, { name: 'x', url: 'a.com', parentId: acmeFolder.externalId })).status).toBe(404);
    const onFolder = { externalId: acmeFolder.externalId, name: 'x', url: 'a.com' };
    expect((await k.call('PUT', `${P}/url/update`, OWNER, onFolder)).status).toBe(404);
    expect((await k.call('GET', `${P}/file/${l.externalId}`, OWNER)).body.content.url).toBe(
      'https://acme.example.com/',
    );
  });
});
