import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DATA_ROOM_MESSAGES, DOC_CENTER_LIMITS } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { dcKit, GLOBEX_OWNER, KAM, MEMBER, OWNER, PDF, UNKNOWN } from './test-support.ts';

const t = await useTestApp();
const k = await dcKit(t);
const P = '/api/document-center';

async function blobs(): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'files', 'doc-center');
  const out: string[] = [];
  async function walk(dir: string) {
    for (const e of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(path.join(dir, e.name));
      else out.push(path.join(dir, e.name));
    }
  }
  await walk(root);
  return out;
}
const uniq = (s: string) => `${s} ${Math.random().toString(36).slice(2, 8)}`;

describe('folders: create, list, path, parent, rename', () => {
  it('creates nested folders, lists them with file counts, answers breadcrumbs and the parent', async () => {
    const top = await k.folder(OWNER, uniq('Contracts'));
    expect(top.ownership).toBe('ALL');
    const sub = await k.folder(MEMBER, 'Leases', top.externalId);
    const up = await k.upload(MEMBER, `parentId=${sub.externalId}`, [
      { filename: 'lease.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);

    const root = await k.call('GET', `${P}/files`, OWNER);
    expect(root.status).toBe(200);
    expect(root.body.content.find((i: any) => i.externalId === top.externalId)).toMatchObject({
      kind: 'FOLDER',
      fileCount: 1,
      parentExternalId: null,
      owner: { name: expect.any(String) },
    });
    const inside = await k.call('GET', `${P}/files?parentId=${top.externalId}`, OWNER);
    expect(inside.body.content).toEqual([
      expect.objectContaining({ externalId: sub.externalId, fileCount: 1, parentExternalId: top.externalId }),
    ]);

    const crumbs = await k.call('GET', `${P}/path?externalId=${up.body.content[0].externalId}`, OWNER);
    expect(crumbs.body.content.map((c: any) => c.name)).toEqual([top.name, 'Leases', 'lease.pdf']);
    const parent = await k.call('GET', `${P}/parent/${sub.externalId}`, OWNER);
    expect(parent.body.content).toMatchObject({ externalId: top.externalId, fileCount: 1 });
    expect((await k.call('GET', `${P}/parent/${top.externalId}`, OWNER)).body.content).toBeNull();

    const small = await k.call('GET', `${P}/files/small?type=FILE&parentId=${sub.externalId}`, OWNER);
    expect(small.body.content.map((i: any) => i.name)).toEqual(['lease.pdf']);

    const renamed = await k.call('PUT', `${P}/rename`, MEMBER, { externalId: sub.externalId, name: 'Leases 2026' });
    expect(renamed.body.content).toMatchObject({ name: 'Leases 2026' });
    await k.folder(OWNER, 'Other', top.externalId);
    const clash = await k.call('PUT', `${P}/rename`, OWNER, { externalId: sub.externalId, name: 'other' });
    expect(clash.status).toBe(409);
    expect(
      (await k.call('POST', `${P}/folder/create`, OWNER, { name: 'OTHER', parentId: top.externalId })).status,
    ).toBe(409);
  });

  it('refuses empty names, bad ids and anonymous calls', async () => {
    expect((await k.call('POST', `${P}/folder/create`, OWNER, { name: '   ' })).status).toBe(400);
    expect((await k.call('PUT', `${P}/rename`, OWNER, { externalId: 'nope', name: 'x' })).status).toBe(400);
    expect((await k.call('GET', `${P}/files?parentId=x`, OWNER)).status).toBe(400);
    expect((await k.call('GET', `${P}/files?parentId=${UNKNOWN}`, OWNER)).status).toBe(404);
    expect((await k.call('POST', `${P}/files/move`, OWNER, { fromExternalIds: [], destExternalId: null })).status).toBe(
      400,
    );
    expect((await t.call('GET', `${P}/files`, {})).status).toBe(401);
    expect((await t.call('GET', `${P}/tree`, {})).status).toBe(401);
    expect((await t.call('POST', `${P}/files/delete`, { body: { externalIds: [UNKNOWN] } })).status).toBe(401);
  });
});

describe('upload, duplicates, overwrite, download', () => {
  it('stores any file type, suffixes a taken name, overwrites on request and removes the old blob', async () => {
    const f = await k.folder(OWNER, uniq('Uploads'));
    const first = await k.upload(OWNER, `parentId=${f.externalId}`, [
      { filename: 'notes.txt', contentType: 'text/plain', data: 'version one' },
      { filename: '../../etc/passwd', data: 'x' },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.content.map((i: any) => [i.name, i.kind, i.size, i.contentType])).toEqual([
      ['notes.txt', 'FILE', 11, 'text/plain'],
      ['passwd', 'FILE', 1, 'application/octet-stream'],
    ]);
    const original = first.body.content[0].externalId;

    const dup = await k.call('POST', `${P}/files/check-duplicates`, OWNER, {
      fileNames: ['NOTES.txt', 'new.txt'],
      parentId: f.externalId,
    });
    expect(dup.body.content).toEqual({ duplicates: ['NOTES.txt'] });

    const kept = await k.upload(OWNER, `parentId=${f.externalId}`, [
      { filename: 'notes.txt', contentType: 'text/plain', data: 'version two' },
    ]);
    expect(kept.body.content[0].name).toBe('notes (2).txt');

    const before = await blobs();
    const over = await k.upload(OWNER, `parentId=${f.externalId}&overwrittenFiles=${encodeURIComponent('notes.txt')}`, [
      { filename: 'notes.txt', contentType: 'text/plain', data: 'version three!' },
    ]);
    expect(over.status).toBe(200);
    expect(over.body.content[0]).toMatchObject({ externalId: original, name: 'notes.txt', size: 14 });
    expect((await blobs()).length).toBe(before.length);

    const dl = await k.raw(OWNER, `${P}/files/download?externalId=${original}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.body).toBe('version three!');
    expect(dl.headers['content-disposition']).toContain('filename="notes.txt"');

    const url = await k.call('GET', `${P}/file-pre-signed-url/${original}`, OWNER);
    expect(url.body.content).toMatchObject({ url: expect.any(String), expiresAt: expect.any(String) });
    const signed = await t.app.inject({ method: 'GET', url: url.body.content.url });
    expect(signed.body).toBe('version three!');

    const list = await k.call('GET', `${P}/files?parentId=${f.externalId}`, OWNER);
    expect(list.body.content.map((i: any) => i.name)).toEqual(['notes (2).txt', 'notes.txt', 'passwd']);
  });

  it('zips several items (a folder brings its files under its name) as files.zip', async () => {
    const f = await k.folder(OWNER, uniq('Zip'));
    const inner = await k.folder(OWNER, 'Inner', f.externalId);
    const a = await k.upload(OWNER, `parentId=${f.externalId}`, [{ filename: 'alpha.pdf', data: PDF }]);
    await k.upload(OWNER, `parentId=${inner.externalId}`, [{ filename: 'beta.txt', data: 'beta' }]);
    const r = await k.raw(
      OWNER,
      `${P}/files/download-multiple?fileExternalIds=${a.body.content[0].externalId},${inner.externalId}`,
    );
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/zip');
    expect(r.headers['content-disposition']).toContain('files.zip');
    expect(r.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(r.rawPayload.includes(Buffer.from('alpha.pdf'))).toBe(true);
    expect(r.rawPayload.includes(Buffer.from('Inner/beta.txt'))).toBe(true);
    expect(r.rawPayload.includes(Buffer.from('beta'))).toBe(true);
    const twice = await k.raw(
      OWNER,
      `${P}/files/download-multiple?fileExternalIds=${a.body.content[0].externalId}&fileExternalIds=${a.body.content[0].externalId}`,
    );
    expect(twice.statusCode).toBe(200);
    expect((await k.raw(OWNER, `${P}/files/download-multiple?fileExternalIds=nope`)).statusCode).toBe(400);
  });

  it('refuses a file of the size limit or more with 413 and the spec text, keeping no row and no blob', async () => {
    const before = await blobs();
    const rows = async () =>
      Number((await t.database.raw.query<{ n: number }>('select count(*)::int as n from doc_center_items')).rows[0].n);
    const count = await rows();
    const boundary = '----dcbig';
    const chunk = Buffer.alloc(1 << 20, 0x41);
    const body = Readable.from(
      (async function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="small.txt"\r\nContent-Type: text/plain\r\n\r\nsmall\r\n`,
        );
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        );
        for (let sent = 0; sent <= DOC_CENTER_LIMITS.maxFileBytes; sent += chunk.length) yield chunk;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const token = await t.tokenFor(OWNER);
    const r = await t.app.inject({
      method: 'POST',
      url: `${P}/files/upload`,
      headers: {
        authorization: `Bearer ${token}`,
        'x-tenant-id': k.ACME,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe(DATA_ROOM_MESSAGES.exceededMaxSize('huge.bin', 100));
    expect(await blobs()).toEqual(before);
    expect(await rows()).toBe(count);
  });

  it('refuses an upload without files and leaves nothing behind', async () => {
    const before = await blobs();
    const r = await k.upload(OWNER, '', []);
    expect(r.status).toBe(400);
    expect(await blobs()).toEqual(before);
    expect((await k.upload(OWNER, `parentId=${UNKNOWN}`, [{ filename: 'a.txt', data: 'a' }])).status).toBe(404);
    expect(await blobs()).toEqual(before);
  });
});

describe('move and delete', () => {
  it('moves files and folders, never a folder into itself or beneath itself', async () => {
    const a = await k.folder(OWNER, uniq('A'));
    const b = await k.folder(OWNER, 'B', a.externalId);
    const c = await k.folder(OWNER, uniq('C'));
    const file = (await k.upload(OWNER, `parentId=${c.externalId}`, [{ filename: 'm.txt', data: 'm' }])).body
      .content[0];
    await k.upload(OWNER, `parentId=${b.externalId}`, [{ filename: 'm.txt', data: 'other' }]);
    expect(
      (
        await k.call('POST', `${P}/files/move`, OWNER, {
          fromExternalIds: [a.externalId],
          destExternalId: a.externalId,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await k.call('POST', `${P}/files/move`, OWNER, {
          fromExternalIds: [a.externalId],
          destExternalId: b.externalId,
        })
      ).status,
    ).toBe(400);
    const moved = await k.call('POST', `${P}/files/move`, OWNER, {
      fromExternalIds: [file.externalId],
      destExternalId: b.externalId,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.content[0]).toMatchObject({
      externalId: file.externalId,
      name: 'm (2).txt',
      parentExternalId: b.externalId,
    });
    const toRoot = await k.call('POST', `${P}/files/move`, OWNER, {
      fromExternalIds: [b.externalId],
      destExternalId: null,
    });
    expect(toRoot.body.content[0]).toMatchObject({ parentExternalId: null, fileCount: 2 });
    expect(
      (
        await k.call('POST', `${P}/files/move`, OWNER, {
          fromExternalIds: [file.externalId],
          destExternalId: file.externalId,
        })
      ).status,
    ).toBe(404);
  });

  it('deletes a folder with everything beneath it and removes the blobs after the commit', async () => {
    const a = await k.folder(OWNER, uniq('Del'));
    const b = await k.folder(OWNER, 'Sub', a.externalId);
    await k.upload(OWNER, `parentId=${b.externalId}`, [
      { filename: 'x.txt', data: 'x' },
      { filename: 'y.txt', data: 'y' },
    ]);
    const before = (await blobs()).length;
    const r = await k.call('POST', `${P}/files/delete`, OWNER, { externalIds: [a.externalId] });
    expect(r.body.content).toEqual({ deleted: 4 });
    expect((await blobs()).length).toBe(before - 2);
    expect((await k.call('GET', `${P}/file/${b.externalId}`, OWNER)).status).toBe(404);
  });
});

describe('ownership: PERSONAL privacy and the filter', () => {
  it('shows PERSONAL items (and what is inside them) to their owner only', async () => {
    const mine = await k.folder(MEMBER, uniq('Private'), null, { privacyType: 'PERSONAL' });
    expect(mine.ownership).toBe('PERSONAL');
    const inside = (
      await k.upload(MEMBER, `parentId=${mine.externalId}`, [{ filename: 'secret-salary.txt', data: 's' }])
    ).body.content[0];
    expect(inside.ownership).toBe('PERSONAL');
    const shared = await k.folder(OWNER, uniq('Shared'));

    const ownerRoot = (await k.call('GET', `${P}/files`, OWNER)).body.content.map((i: any) => i.externalId);
    expect(ownerRoot).toContain(shared.externalId);
    expect(ownerRoot).not.toContain(mine.externalId);
    const memberPersonal = (await k.call('GET', `${P}/files?ownership=PERSONAL`, MEMBER)).body.content.map(
      (i: any) => i.externalId,
    );
    expect(memberPersonal).toContain(mine.externalId);
    expect(memberPersonal).not.toContain(shared.externalId);

    for (const url of [
      `${P}/file/${inside.externalId}`,
      `${P}/path?externalId=${mine.externalId}`,
      `${P}/files?parentId=${mine.externalId}`,
      `${P}/file-pre-signed-url/${inside.externalId}`,
    ]) {
      expect((await k.call('GET', url, OWNER)).status, url).toBe(404);
      expect((await k.call('GET', url, MEMBER)).status, url).toBe(200);
    }
    expect((await k.raw(OWNER, `${P}/files/download?externalId=${inside.externalId}`)).statusCode).toBe(404);
    expect((await k.call('POST', `${P}/files/delete`, OWNER, { externalIds: [inside.externalId] })).status).toBe(404);
    expect((await k.call('GET', `${P}/by-term?term=secret-salary`, OWNER)).body.content).toEqual([]);
    expect(
      (await k.call('GET', `${P}/by-term?term=secret-salary`, MEMBER)).body.content.map((i: any) => i.name),
    ).toEqual(['secret-salary.txt']);
    expect(JSON.stringify((await k.call('GET', `${P}/tree`, OWNER)).body.content)).not.toContain('secret-salary');
    expect(JSON.stringify((await k.call('GET', `${P}/tree`, MEMBER)).body.content)).toContain('secret-salary');
    expect(
      (
        await k.call('POST', `${P}/files/check-duplicates`, OWNER, {
          fileNames: ['secret-salary.txt'],
          parentId: mine.externalId,
        })
      ).status,
    ).toBe(404);
  });

  it('answers the import tree nested with file counts, pruning folders without files', async () => {
    const a = await k.folder(OWNER, uniq('TreeTop'));
    const b = await k.folder(OWNER, 'Deep', a.externalId);
    await k.folder(OWNER, 'Empty', a.externalId);
    await k.upload(OWNER, `parentId=${b.externalId}`, [
      { filename: 't1.txt', data: '1' },
      { filename: 't2.txt', data: '2' },
    ]);
    const tree = (await k.call('GET', `${P}/tree`, OWNER)).body.content;
    const node = tree.find((n: any) => n.externalId === a.externalId);
    expect(node).toEqual({
      externalId: a.externalId,
      name: a.name,
      type: 'FOLDER',
      fileCount: 2,
      children: [
        {
          externalId: b.externalId,
          name: 'Deep',
          type: 'FOLDER',
          fileCount: 2,
          children: [
            expect.objectContaining({ name: 't1.txt', type: 'FILE' }),
            expect.objectContaining({ name: 't2.txt', type: 'FILE' }),
          ],
        },
      ],
    });
    expect(tree.some((n: any) => n.name === 'Empty')).toBe(false);
  });
});

describe('portal: provider staff', () => {
  it('lets staff read and add to a client company (items become PROVIDER) and refuses clients', async () => {
    const provided = await k.folder(KAM, uniq('From your provider'), null, {
      tenantExternalId: k.ACME,
      privacyType: 'ALL',
    });
    expect(provided.ownership).toBe('PROVIDER');
    const doc = await k.upload(KAM, `tenantExternalId=${k.ACME}&parentId=${provided.externalId}`, [
      { filename: 'tax-return.pdf', data: PDF },
    ]);
    expect(doc.body.content[0]).toMatchObject({ ownership: 'PROVIDER' });
    const personal = await k.folder(MEMBER, uniq('Mine only'), null, { privacyType: 'PERSONAL' });

    const portal = await k.call('GET', `${P}/files/portal?tenantExternalId=${k.ACME}`, KAM);
    expect(portal.status).toBe(200);
    const ids = portal.body.content.map((i: any) => i.externalId);
    expect(ids).toContain(provided.externalId);
    expect(ids).not.toContain(personal.externalId);
    const inside = await k.call(
      'GET',
      `${P}/files/portal?tenantExternalId=${k.ACME}&parentId=${provided.externalId}`,
      KAM,
    );
    expect(inside.body.content.map((i: any) => i.name)).toEqual(['tax-return.pdf']);
    expect((await k.call('GET', `${P}/file/${personal.externalId}`, KAM)).status).toBe(404);

    // The client sees the provider's items, lists them as PROVIDER, and cannot change them.
    const mine = await k.call('GET', `${P}/files?ownership=PROVIDER`, OWNER);
    expect(mine.body.content.map((i: any) => i.externalId)).toContain(provided.externalId);
    expect(mine.body.content.every((i: any) => i.ownership === 'PROVIDER')).toBe(true);
    expect(
      (await k.call('PUT', `${P}/rename`, OWNER, { externalId: provided.externalId, name: 'Mine now' })).status,
    ).toBe(403);
    expect((await k.call('POST', `${P}/files/delete`, OWNER, { externalIds: [provided.externalId] })).status).toBe(403);
    const internal = await k.call('GET', `${P}/internal-documents`, OWNER);
    expect(internal.body.content.map((i: any) => i.name)).toContain('tax-return.pdf');
    expect(internal.body.content.every((i: any) => i.ownership === 'PROVIDER' && i.kind === 'FILE')).toBe(true);

    // Clients: no portal, no other company.
    expect((await k.call('GET', `${P}/files/portal?tenantExternalId=${k.ACME}`, OWNER)).status).toBe(403);
    expect((await k.call('GET', `${P}/files?tenantExternalId=${k.GLOBEX}`, OWNER)).status).toBe(403);
    expect((await k.call('POST', `${P}/folder/create`, OWNER, { name: 'x', privacyType: 'PROVIDER' })).status).toBe(
      400,
    );
    expect((await k.call('GET', `${P}/files/portal?tenantExternalId=${UNKNOWN}`, KAM)).status).toBe(404);
    expect((await k.call('GET', `${P}/files/portal?tenantExternalId=${k.INTERNAL}`, KAM)).status).toBe(404);
  });
});

describe('tenant isolation', () => {
  it('refuses a tenantExternalId other than the selected company on every call that takes one (403)', async () => {
    const mismatch = { errorCode: 'FORBIDDEN', message: 'tenantExternalId does not match the selected company' };
    const q = `tenantExternalId=${k.GLOBEX}`;
    for (const [method, url, body] of [
      ['GET', `${P}/files?${q}`],
      ['GET', `${P}/files/small?${q}`],
      ['GET', `${P}/tree?${q}`],
      ['GET', `${P}/by-term?term=contract&${q}`],
      ['GET', `${P}/internal-documents?${q}`],
      ['POST', `${P}/folder/create`, { name: 'x', privacyType: 'ALL', tenantExternalId: k.GLOBEX }],
      ['POST', `${P}/files/check-duplicates`, { fileNames: ['a.pdf'], tenantExternalId: k.GLOBEX }],
    ] as const) {
      const r = await k.call(method, url, OWNER, body);
      expect(r.status, url).toBe(403);
      expect(r.body).toMatchObject(mismatch);
    }
    const up = await k.upload(OWNER, q, [{ filename: 'x.pdf', data: PDF }]);
    expect(up.status).toBe(403);
    // The selected company named explicitly is fine.
    expect((await k.call('GET', `${P}/files?tenantExternalId=${k.ACME}`, OWNER)).status).toBe(200);
  });

  it("answers 404 for another company's items on every call by id", async () => {
    const f = await k.folder(OWNER, uniq('Acme only'));
    const file = (await k.upload(OWNER, `parentId=${f.externalId}`, [{ filename: 'acme.txt', data: 'a' }])).body
      .content[0];
    const g = await k.folder(GLOBEX_OWNER, uniq('Globex'));
    const calls: [string, string, unknown?][] = [
      ['GET', `${P}/file/${file.externalId}`],
      ['GET', `${P}/parent/${file.externalId}`],
      ['GET', `${P}/path?externalId=${f.externalId}`],
      ['GET', `${P}/files?parentId=${f.externalId}`],
      ['GET', `${P}/files/small?parentId=${f.externalId}`],
      ['GET', `${P}/file-pre-signed-url/${file.externalId}`],
      ['PUT', `${P}/rename`, { externalId: f.externalId, name: 'taken over' }],
      ['POST', `${P}/files/move`, { fromExternalIds: [file.externalId], destExternalId: null }],
      ['POST', `${P}/files/move`, { fromExternalIds: [g.externalId], destExternalId: f.externalId }],
      ['POST', `${P}/files/delete`, { externalIds: [file.externalId] }],
      ['POST', `${P}/files/check-duplicates`, { fileNames: ['acme.txt'], parentId: f.externalId }],
      ['POST', `${P}/folder/create`, { name: 'intruder', parentId: f.externalId }],
    ];
    for (const [method, url, body] of calls)
      expect((await k.call(method, url, GLOBEX_OWNER, body)).status, `${method} ${url}`).toBe(404);
    expect((await k.raw(GLOBEX_OWNER, `${P}/files/download?externalId=${file.externalId}`)).statusCode).toBe(404);
    expect(
      (await k.raw(GLOBEX_OWNER, `${P}/files/download-multiple?fileExternalIds=${file.externalId}`)).statusCode,
    ).toBe(404);
    expect((await k.upload(GLOBEX_OWNER, `parentId=${f.externalId}`, [{ filename: 'x.txt', data: 'x' }])).status).toBe(
      404,
    );
    expect((await k.call('GET', `${P}/by-term?term=acme.txt`, GLOBEX_OWNER)).body.content).toEqual([]);
    expect(JSON.stringify((await k.call('GET', `${P}/tree`, GLOBEX_OWNER)).body.content)).not.toContain('acme.txt');
    expect((await k.call('GET', `${P}/file/${file.externalId}`, OWNER)).status).toBe(200);
  });
});

describe('demo data', () => {
  it('gives Acme shared, provider and personal items and Globex its own', async () => {
    const ownerTree = JSON.stringify((await k.call('GET', `${P}/tree`, OWNER)).body.content);
    for (const name of ['Company documents', 'Office lease.pdf', 'From your provider', 'Tax return 2025.pdf'])
      expect(ownerTree).toContain(name);
    expect(ownerTree).not.toContain('Empty folder');
    expect(ownerTree).not.toContain('Board deck notes.txt');
    expect(JSON.stringify((await k.call('GET', `${P}/tree`, MEMBER)).body.content)).toContain('Board deck notes.txt');
    const lease = (await k.call('GET', `${P}/by-term?term=office lease`, OWNER)).body.content[0];
    const pdf = await k.raw(OWNER, `${P}/files/download?externalId=${lease.externalId}`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.body).toContain('Harbor Properties LLC');
    expect(JSON.stringify((await k.call('GET', `${P}/tree`, GLOBEX_OWNER)).body.content)).toContain(
      'Travel policy.pdf',
    );
  });
});
