import { describe, expect, it } from 'vitest';
import { DATA_ROOM_MESSAGES, TAXONOMY_IDS } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { blobs, C, fileRows, GLOBEX_OWNER, multipart, P, PDF, roomCompany, XLS, type Part } from './test-support.ts';

const t = await useTestApp();
const A = await roomCompany(t, 'Folders');
const B = await roomCompany(t, 'Stranger');
const GLOBEX = await t.tenantId('Globex LLC');

const as = (o: { as?: string; tenant?: string; body?: unknown } = {}) => ({ as: A.member, tenant: A.tenantId, ...o });
async function create(name: string, parentExternalId?: string) {
  const r = await t.call('POST', `${C}/create`, as({ body: { name, parentExternalId, tenantExternalId: A.tenantId } }));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content;
}
async function uploadTo(folderExternalId: string, parts: Part[], who = A.member, tenant = A.tenantId) {
  const m = multipart(parts);
  return t.call('POST', `${C}/files?customParentId=${folderExternalId}`, {
    as: who,
    tenant,
    body: m.body,
    headers: m.headers,
  });
}
async function uploadMaster(name: string) {
  const m = multipart([{ filename: name, data: PDF(name) }]);
  const r = await t.call('POST', `${P}/upload-files`, {
    as: A.member,
    tenant: A.tenantId,
    body: m.body,
    headers: m.headers,
  });
  expect(r.status).toBe(201);
  return r.body.content[0];
}

describe('custom folders', () => {
  it('create nested folders; GET one level and GET tree with nodeCount = files in the subtree', async () => {
    const legal = await create('Legal');
    expect(legal).toEqual({
      externalId: expect.any(String),
      name: 'Legal',
      parentExternalId: null,
      nodeCount: 0,
      hasChildren: false,
      nodes: [],
    });
    const contracts = await create('Contracts', legal.externalId);
    const ndas = await create('NDAs', contracts.externalId);
    await create('Empty');
    const up = await uploadTo(
      ndas.externalId,
      [
        { filename: 'NDA Acme.pdf', data: PDF() },
        { filename: 'NDA Beta.pdf', data: PDF() },
      ],
      A.member,
    );
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.content[0]).toMatchObject({
      customFolderExternalId: ndas.externalId,
      parentStaticId: null,
      processingState: 'NOT_PROCESSED',
    });
    expect((await uploadTo(contracts.externalId, [{ filename: 'MSA.xls', data: XLS() }])).status).toBe(201);

    const tree = (await t.call('GET', `${C}/tree?tenantExternalId=${A.tenantId}`, as())).body.content;
    expect(tree.map((n: any) => [n.name, n.nodeCount, n.hasChildren])).toEqual([
      ['Empty', 0, false],
      ['Legal', 3, true],
    ]);
    expect(tree[1].nodes[0]).toMatchObject({ name: 'Contracts', nodeCount: 3, parentExternalId: legal.externalId });
    expect(tree[1].nodes[0].nodes[0]).toMatchObject({ name: 'NDAs', nodeCount: 2, hasChildren: false, nodes: [] });

    const top = (await t.call('GET', C, as())).body.content;
    expect(top.map((n: any) => [n.name, n.nodeCount, n.nodes])).toEqual([
      ['Empty', 0, []],
      ['Legal', 3, []],
    ]);
    const level = (await t.call('GET', `${C}?parentExternalId=${legal.externalId}`, as())).body.content;
    expect(level.map((n: any) => [n.name, n.nodeCount, n.hasChildren])).toEqual([['Contracts', 3, true]]);

    const inNdas = (await t.call('GET', `${C}/files?externalId=${ndas.externalId}`, as())).body.content;
    expect(inNdas.map((f: any) => f.name).sort()).toEqual(['NDA Acme.pdf', 'NDA Beta.pdf']);
  });

  it("create: an empty name is 400 'Folder name cannot be empty'; an unknown parent 404", async () => {
    const r = await t.call('POST', `${C}/create`, as({ body: { name: '   ' } }));
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(DATA_ROOM_MESSAGES.folderNameEmpty);
    expect(
      (
        await t.call(
          'POST',
          `${C}/create`,
          as({ body: { name: 'x', parentExternalId: '00000000-0000-4000-8000-000000000001' } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await t.call('POST', `${C}/create`, as({ body: { name: 'x', tenantExternalId: B.tenantId } }))).status,
    ).toBe(403);
  });

  it('refuses a name a sibling already has (trimmed, any case) with 409; the same name elsewhere is fine', async () => {
    const parent = await create('Dup parent');
    await create('Board Pack', parent.externalId);
    for (const name of ['Board Pack', '  board pack ', 'BOARD PACK']) {
      const r = await t.call('POST', `${C}/create`, as({ body: { name, parentExternalId: parent.externalId } }));
      expect(r.status, name).toBe(409);
      expect(r.body).toMatchObject({ errorCode: 'CONFLICT', message: DATA_ROOM_MESSAGES.folderNameTaken });
    }
    // Another level, or another tenant, may use it.
    expect((await t.call('POST', `${C}/create`, as({ body: { name: 'Board Pack' } }))).status).toBe(200);
    const D = await roomCompany(t, 'Dup stranger');
    const other = await t.call('POST', `${C}/create`, {
      as: D.owner,
      tenant: D.tenantId,
      body: { name: 'Dup parent' },
    });
    expect(other.status).toBe(200);
    expect((await t.call('POST', `${C}/create`, as({ body: { name: 'dup PARENT' } }))).status).toBe(409);
    const level = (await t.call('GET', `${C}?parentExternalId=${parent.externalId}`, as())).body.content;
    expect(level.map((n: any) => n.name)).toEqual(['Board Pack']);
  });

  it('move/files brings files from the taxonomy and from another custom folder; they can go back to the taxonomy', async () => {
    const from = await create('From');
    const to = await create('To');
    const master = await uploadMaster('Loose.pdf');
    const inFrom = (await uploadTo(from.externalId, [{ filename: 'Kept.pdf', data: PDF() }])).body.content[0];
    const r = await t.call(
      'POST',
      `${C}/move/files`,
      as({ body: { fileExternalIds: [master.externalId, inFrom.externalId], toExternalId: to.externalId } }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.map((f: any) => [f.customFolderExternalId, f.parentStaticId])).toEqual([
      [to.externalId, null],
      [to.externalId, null],
    ]);
    const tree = (await t.call('GET', `${C}/tree`, as())).body.content;
    expect(tree.find((n: any) => n.name === 'From').nodeCount).toBe(0);
    expect(tree.find((n: any) => n.name === 'To').nodeCount).toBe(2);
    const back = await t.call(
      'POST',
      `${P}/move/files`,
      as({ body: { fileExternalIds: [master.externalId], destination: TAXONOMY_IDS.master } }),
    );
    expect(back.body.content[0]).toMatchObject({ parentStaticId: TAXONOMY_IDS.master, customFolderExternalId: null });
  });

  it('delete removes the folders and subfolders but moves their files back to Processing, red flags kept; restore undoes it', async () => {
    const top = await create('Doomed');
    const sub = await create('Doomed child', top.externalId);
    const a = (await uploadTo(top.externalId, [{ filename: 'a.pdf', data: PDF('a') }])).body.content[0];
    const [b, c] = (
      await uploadTo(sub.externalId, [
        { filename: 'b.pdf', data: PDF('b') },
        { filename: 'c.pdf', data: PDF('c') },
      ])
    ).body.content;
    const flag = await t.call(
      'POST',
      '/api/red-flag/create',
      as({ body: { name: 'Uncapped indemnity', file: { externalId: b.externalId } } }),
    );
    expect(flag.status, JSON.stringify(flag.body)).toBe(200);
    const rows = await fileRows(t, A.tenantId);
    const before = (await blobs(t)).length;

    const r = await t.call('POST', `${C}/delete`, as({ body: { externalIds: [top.externalId] } }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({ deleted: 2, movedFiles: 3 });
    // Nothing is lost: rows, blobs and red flags stay; the files wait in the master folder.
    expect(await fileRows(t, A.tenantId)).toBe(rows);
    expect((await blobs(t)).length).toBe(before);
    for (const f of [a, b, c]) {
      const got = await t.call('GET', `${P}/file-by-external?externalId=${f.externalId}`, as());
      expect(got.status).toBe(200);
      expect(got.body.content).toMatchObject({ parentStaticId: TAXONOMY_IDS.master, customFolderExternalId: null });
    }
    expect((await t.call('GET', `${P}/file-by-external?externalId=${b.externalId}`, as())).body.content.redFlags).toBe(
      1,
    );
    const master = (await t.call('GET', `${P}/files?parentId=${TAXONOMY_IDS.master}`, as())).body.content.content;
    expect(master.map((f: any) => f.externalId)).toEqual(
      expect.arrayContaining([a.externalId, b.externalId, c.externalId]),
    );
    expect((await t.call('GET', `${C}/files?externalId=${sub.externalId}`, as())).status).toBe(404);
    expect((await t.call('POST', `${C}/delete`, as({ body: { externalIds: [] } }))).status).toBe(400);

    // Undo: same folders (same ids, names, nesting), files back where they were.
    const undo = await t.call('POST', `${C}/restore`, as({ body: r.body.content.restore }));
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body.content).toEqual({ folders: 2, files: 3 });
    const inTop = (await t.call('GET', `${C}/files?externalId=${top.externalId}`, as())).body.content;
    expect(inTop.map((f: any) => f.externalId)).toEqual([a.externalId]);
    const inSub = (await t.call('GET', `${C}/files?externalId=${sub.externalId}`, as())).body.content;
    expect(inSub.map((f: any) => f.externalId).sort()).toEqual([b.externalId, c.externalId].sort());
    const tree = (await t.call('GET', `${C}/tree`, as())).body.content;
    const again = tree.find((n: any) => n.externalId === top.externalId);
    expect(again).toMatchObject({ name: 'Doomed', nodeCount: 3, hasChildren: true });
    expect(again.nodes[0]).toMatchObject({ externalId: sub.externalId, name: 'Doomed child', nodeCount: 2 });
    // A second undo of the same delete is refused and changes nothing.
    expect((await t.call('POST', `${C}/restore`, as({ body: r.body.content.restore }))).status).toBe(409);
  });

  it('restore skips files moved elsewhere since and never touches another tenant', async () => {
    const D = await roomCompany(t, 'Undo stranger');
    const f = await create('Undo target');
    const mine = (await uploadTo(f.externalId, [{ filename: 'm.pdf', data: PDF('m') }])).body.content[0];
    const moved = (await uploadTo(f.externalId, [{ filename: 'n.pdf', data: PDF('n') }])).body.content[0];
    const theirFolder = (
      await t.call('POST', `${C}/create`, { as: D.owner, tenant: D.tenantId, body: { name: 'Their undo' } })
    ).body.content;
    const m = multipart([{ filename: 'theirs.pdf', data: PDF('t') }]);
    const theirs = (
      await t.call('POST', `${P}/upload-files`, { as: D.owner, tenant: D.tenantId, body: m.body, headers: m.headers })
    ).body.content[0];
    const del = (await t.call('POST', `${C}/delete`, as({ body: { externalIds: [f.externalId] } }))).body.content;
    await t.call('POST', `${P}/move/files`, as({ body: { fileExternalIds: [moved.externalId], destination: 3 } }));
    // Another tenant's file id slipped into the undo stays where it is.
    const body = {
      ...del.restore,
      files: [...del.restore.files, { externalId: theirs.externalId, folderExternalId: f.externalId }],
    };
    const r = await t.call('POST', `${C}/restore`, as({ body }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toEqual({ folders: 1, files: 1 });
    const inF = (await t.call('GET', `${C}/files?externalId=${f.externalId}`, as())).body.content;
    expect(inF.map((x: any) => x.externalId)).toEqual([mine.externalId]);
    const theirsNow = await t.call('GET', `${P}/file-by-external?externalId=${theirs.externalId}`, {
      as: D.owner,
      tenant: D.tenantId,
    });
    expect(theirsNow.body.content).toMatchObject({ parentStaticId: TAXONOMY_IDS.master, customFolderExternalId: null });
    // Another tenant's folder as a parent, or another tenant's folder id recreated: refused.
    const under = {
      folders: [{ externalId: crypto.randomUUID(), name: 'Sneaky', parentExternalId: theirFolder.externalId }],
      files: [],
    };
    expect((await t.call('POST', `${C}/restore`, as({ body: under }))).status).toBe(404);
    const steal = {
      folders: [{ externalId: theirFolder.externalId, name: 'Mine now', parentExternalId: null }],
      files: [],
    };
    expect((await t.call('POST', `${C}/restore`, as({ body: steal }))).status).toBe(409);
    const theirTree = (await t.call('GET', `${C}/tree`, { as: D.owner, tenant: D.tenantId })).body.content;
    expect(theirTree.find((n: any) => n.externalId === theirFolder.externalId)?.name).toBe('Their undo');
  });

  it('upload into a custom folder refuses a renamed executable', async () => {
    const f = await create('Uploads');
    const r = await uploadTo(f.externalId, [
      { filename: 'setup.pdf', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(400)]) },
    ]);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(DATA_ROOM_MESSAGES.invalidFormat);
  });
});

describe('custom folder access', () => {
  it('401 without a token, 403 for Globex, 404 for another tenant with the module on every id-taking call', async () => {
    const f = await create('Mine');
    const file = (await uploadTo(f.externalId, [{ filename: 'mine.pdf', data: PDF() }])).body.content[0];
    const foreign = await t.call('POST', `${C}/create`, { as: B.owner, tenant: B.tenantId, body: { name: 'Theirs' } });
    const calls: [string, string, unknown?][] = [
      ['GET', `${C}?parentExternalId=${f.externalId}`],
      ['POST', `${C}/create`, { name: 'Sub', parentExternalId: f.externalId }],
      ['POST', `${C}/delete`, { externalIds: [f.externalId] }],
      [
        'POST',
        `${C}/restore`,
        { folders: [{ externalId: crypto.randomUUID(), name: 'Sub', parentExternalId: f.externalId }], files: [] },
      ],
      ['GET', `${C}/files?externalId=${f.externalId}`],
      [
        'POST',
        `${C}/move/files`,
        { fileExternalIds: [file.externalId], toExternalId: foreign.body.content.externalId },
      ],
      [
        'POST',
        `${C}/move/files`,
        { fileExternalIds: [(await uploadMaster('theirs-target.pdf')).externalId], toExternalId: f.externalId },
      ],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method, url, { body })).status, url).toBe(401);
      const g = await t.call(method, url, { as: GLOBEX_OWNER, tenant: GLOBEX, body });
      expect(g.status, url).toBe(403);
      expect((await t.call(method, url, { as: B.owner, tenant: B.tenantId, body })).status, url).toBe(404);
    }
    expect((await t.call('GET', `${C}/tree`, { as: GLOBEX_OWNER, tenant: GLOBEX })).status).toBe(403);
    const theirTree = (await t.call('GET', `${C}/tree`, { as: B.owner, tenant: B.tenantId })).body.content;
    expect(theirTree.map((n: any) => n.name)).toEqual(['Theirs']);
    expect((await uploadTo(f.externalId, [{ filename: 'x.pdf', data: PDF() }], B.owner, B.tenantId)).status).toBe(404);
    // Nothing of A's changed.
    const mine = (await t.call('GET', `${C}/files?externalId=${f.externalId}`, as())).body.content;
    expect(mine.map((x: any) => x.externalId)).toEqual([file.externalId]);
  });
});

describe('services.dataRoom.files.addFromBlobs', () => {
  it('copies blobs into the data room (taxonomy or custom folder), rows and analysis jobs in one go', async () => {
    await t.deps.storage.put('document-center/test/src-1', PDF('imported'), { contentType: 'application/pdf' });
    const ctx = { ...(await ctxOf(A.member)) };
    const src = '11111111-1111-4111-8111-111111111111';
    const out = await t.services.dataRoom.files.addFromBlobs(
      ctx,
      [
        {
          name: 'Imported.pdf',
          size: 1,
          contentType: 'application/pdf',
          sourceStorageKey: 'document-center/test/src-1',
          sourceExternalId: src,
        },
      ],
      { parentStaticId: TAXONOMY_IDS.master },
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      name: 'Imported.pdf',
      size: PDF('imported').length,
      parentStaticId: TAXONOMY_IDS.master,
      processingState: 'NOT_PROCESSED',
    });
    const row = await t.database.raw.query<{ source_external_id: string; jobs: number }>(
      `select f.source_external_id, (select count(*)::int from jobs j where j.payload->>'fileId' = f.id::text) as jobs from data_room_files f where f.external_id = $1`,
      [out[0].externalId],
    );
    expect(row.rows[0]).toEqual({ source_external_id: src, jobs: 1 });
    // The copy is independent of the source.
    await t.deps.storage.delete('document-center/test/src-1');
    const dl = await t.app.inject({
      method: 'POST',
      url: `${P}/download/files`,
      headers: { authorization: `Bearer ${await t.tokenFor(A.member)}`, 'x-tenant-id': A.tenantId },
      payload: { fileExternalIds: [out[0].externalId] },
    });
    expect(dl.rawPayload.equals(PDF('imported'))).toBe(true);

    const folder = await create('Imports');
    const [folderRow] = (
      await t.database.raw.query<{ id: number }>('select id from data_room_custom_folders where external_id = $1', [
        folder.externalId,
      ])
    ).rows;
    await t.deps.storage.put('document-center/test/src-2', XLS(), { contentType: 'application/vnd.ms-excel' });
    const inFolder = await t.services.dataRoom.files.addFromBlobs(
      ctx,
      [
        {
          name: 'sheet.xls',
          size: 1,
          contentType: null,
          sourceStorageKey: 'document-center/test/src-2',
          sourceExternalId: src,
        },
      ],
      { customFolderId: folderRow.id },
    );
    expect(inFolder[0]).toMatchObject({ customFolderExternalId: folder.externalId, parentStaticId: null });

    // A missing source blob: nothing is added.
    const rows = await fileRows(t, A.tenantId);
    await expect(
      t.services.dataRoom.files.addFromBlobs(
        ctx,
        [
          {
            name: 'ok.xls',
            size: 1,
            contentType: null,
            sourceStorageKey: 'document-center/test/src-1x',
            sourceExternalId: src,
          },
        ],
        { parentStaticId: 3 },
      ),
    ).rejects.toThrow();
    expect(await fileRows(t, A.tenantId)).toBe(rows);
  });
});

/** The request context a route would build for this member of A. */
async function ctxOf(email: string) {
  const user = (await t.services.users.byEmail(email))!;
  const [tenant] = (
    await t.database.raw.query<{ id: number; external_id: string; name: string }>(
      'select id, external_id, name from tenants where external_id = $1',
      [A.tenantId],
    )
  ).rows;
  return {
    user: {
      id: user.id,
      externalId: user.externalId,
      email,
      firstName: 'M',
      lastName: 'X',
      language: 'en',
      isInternal: false,
    },
    userRoleNames: [],
    permissions: new Set<string>(),
    token: { id: 0, expiresAt: new Date(Date.now() + 60_000) },
    tenant: {
      id: tenant.id,
      externalId: tenant.external_id,
      name: tenant.name,
      accountType: 'COMPANY' as const,
      isInternal: false,
    },
    membership: { id: 0, externalId: '00000000-0000-4000-8000-000000000000', roleNames: [] },
    ip: '127.0.0.1',
  };
}
