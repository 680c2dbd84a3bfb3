import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { GLOBEX_OWNER, insertFile, MEMBER, OWNER, otherCompanyWithDataRoom } from './center-test-support.ts';
import { snippetOf, toTsQuery } from './search-service.ts';

const t = await useTestApp();
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const other = await otherCompanyWithDataRoom(t);
const S = '/api/data-room/search';
const search = async (q: string, as = OWNER, tenant = ACME) =>
  t.call('GET', `${S}?t=${encodeURIComponent(q)}`, { as, tenant });

const filler =
  'Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. '.repeat(
    20,
  );

describe('toTsQuery', () => {
  it('quotes words, strips operators and makes the last word a prefix', () => {
    expect(toTsQuery('Lease agree')).toBe("'lease' & 'agree':*");
    expect(toTsQuery(" a'b & c|!(d):* ")).toBe("'ab' & 'cd':*");
    expect(toTsQuery('  &&  ')).toBeNull();
    expect(snippetOf('x [[lease]] y')).toBe('x lease y');
    expect(snippetOf('no match here')).toBeNull();
  });
});

describe('GET /api/data-room/search', () => {
  it('finds files by name and by extracted text (prefix of the last word), with a snippet, plus custom folders and links', async () => {
    const lease = await insertFile(t, ACME, {
      name: 'Quokka office lease.pdf',
      parentStaticId: 1,
      text: `${filler} The tenant shall pay the monthly rent of 4,000 dollars to Zephyrine Holdings. ${filler}`,
    });
    const contrato = await insertFile(t, ACME, {
      name: 'contrato.docx',
      text: 'Contrato de arrendamiento entre las partes firmado en Año 2024',
    });
    await insertFile(t, ACME, { name: 'unrelated.xlsx', text: filler });
    const link = await insertFile(t, ACME, {
      name: 'Zephyrine data room link',
      type: 'URL',
      fileUrl: 'https://example.com/z',
      parentStaticId: 2,
    });
    const folder = await t.call('POST', '/api/data-room/custom/folder/create', {
      as: OWNER,
      tenant: ACME,
      body: { name: 'Zephyrine deals' },
    });
    expect(folder.status, JSON.stringify(folder.body)).toBe(200);

    const byText = await search('zephyr');
    expect(byText.status).toBe(200);
    expect(byText.body.content.map((m: any) => [m.type, m.name])).toEqual([
      ['FOLDER', 'Zephyrine deals'],
      ['URL', 'Zephyrine data room link'],
      ['FILE', 'Quokka office lease.pdf'],
    ]);
    const hit = byText.body.content.find((m: any) => m.externalId === lease.externalId);
    expect(hit).toMatchObject({ parentStaticId: 1, staticId: null, customFolderExternalId: null });
    expect(hit.snippet).toContain('Zephyrine Holdings');
    expect(hit.snippet.length).toBeLessThan(400);
    expect(byText.body.content[0]).toMatchObject({
      externalId: folder.body.content.externalId,
      customFolderExternalId: folder.body.content.externalId,
    });
    expect(byText.body.content[1]).toMatchObject({
      externalId: link.externalId,
      fileUrl: 'https://example.com/z',
      snippet: null,
    });

    expect((await search('arrendam')).body.content.map((m: any) => m.externalId)).toEqual([contrato.externalId]);
    expect((await search('año')).body.content.map((m: any) => m.externalId)).toEqual([contrato.externalId]);
    expect((await search('zephyrine holdings')).body.content.map((m: any) => m.name)).toEqual([
      'Quokka office lease.pdf',
    ]);
    expect((await search('quokka')).body.content[0]).toMatchObject({ name: 'Quokka office lease.pdf', snippet: null });
    expect((await search('rent nothingmatches')).body.content).toEqual([]);
    expect((await search("'):*&|")).body.content).toEqual([]);
  });

  it('limits results, validates t, refuses anonymous callers and plans without the room, keeps companies apart', async () => {
    for (let i = 0; i < 25; i++) await insertFile(t, ACME, { name: `bulk-${i}.pdf`, text: 'quarterly widget report' });
    expect((await search('widget', MEMBER)).body.content).toHaveLength(20);
    expect((await t.call('GET', `${S}`, { as: OWNER, tenant: ACME })).status).toBe(400);
    expect((await t.call('GET', `${S}?t=${'x'.repeat(201)}`, { as: OWNER, tenant: ACME })).status).toBe(400);
    expect((await t.call('GET', `${S}?t=widget&tenantExternalId=${GLOBEX}`, { as: OWNER, tenant: ACME })).status).toBe(
      403,
    );
    expect((await t.call('GET', `${S}?t=widget`, {})).status).toBe(401);
    expect((await search('widget', GLOBEX_OWNER, GLOBEX)).status).toBe(403);
    expect((await search('widget', other.owner, other.tenantId)).body.content).toEqual([]);
    expect((await search('zephyr', other.owner, other.tenantId)).body.content).toEqual([]);
  });
});

describe('search history', () => {
  const H = '/api/search-history';
  it('saves per user and type, newest first, moves a repeated text to the front and keeps the newest ten', async () => {
    const save = (search: string, type = 0, as = OWNER) =>
      t.call('POST', H, { as, tenant: ACME, body: { search, type } });
    const list = async (type = 0, as = OWNER, tenant = ACME) =>
      (await t.call('GET', `${H}/user?type=${type}`, { as, tenant })).body.content.map((i: any) => i.search);
    expect((await save('  lease  ')).body.content).toEqual({ search: 'lease', type: 0 });
    await save('nda');
    await save('payroll', 1);
    await save('lease');
    expect(await list()).toEqual(['lease', 'nda']);
    expect(await list(1)).toEqual(['payroll']);
    expect(await list(0, MEMBER)).toEqual([]);
    for (let i = 0; i < 12; i++) await save(`q${i}`);
    const ten = await list();
    expect(ten).toHaveLength(10);
    expect(ten[0]).toBe('q11');
    expect(ten).not.toContain('lease');
    expect((await save('')).status).toBe(400);
    expect((await save('x', 2)).status).toBe(400);
    expect((await t.call('GET', `${H}/user?type=5`, { as: OWNER, tenant: ACME })).status).toBe(400);
    expect((await t.call('GET', `${H}/user?type=0`, {})).status).toBe(401);
    expect((await t.call('GET', `${H}/user?type=0`, { as: OWNER })).status).toBe(400);
    expect(await list(0, other.owner, other.tenantId)).toEqual([]);
  });
});
