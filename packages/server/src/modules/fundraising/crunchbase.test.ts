import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { CRUNCHBASE_MESSAGES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { F, L, SUPERADMIN, expectValidation, fundCompany } from './test-support.ts';
import { funderOfEntity } from './crunchbase.ts';

/** A local stand-in of Crunchbase API v4: answers searches/organizations with the entities a test sets. */
const asked: { url: string; key?: string; body: { query: { values: string[] }[] } }[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: { entities: [] } };
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    asked.push({ url: req.url ?? '', key: req.headers['x-cb-user-key'] as string, body: JSON.parse(raw) });
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
});
server.keepAliveTimeout = 120_000;
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v4`;

const t = await useTestApp({ crunchbase: { apiKey: 'cb-test-key', baseUrl: base } });
const ENTITY = {
  uuid: '7d8f-cb',
  properties: {
    identifier: { value: 'Quokka Ventures', permalink: 'quokka-ventures', entity_def_id: 'organization' },
    short_description: 'Seed fund in Lisbon',
    website_url: 'https://quokka.example',
    location_identifiers: [
      { value: 'Lisbon', location_type: 'city' },
      { value: 'PT', location_type: 'country' },
    ],
    investor_stage: ['seed', 'early_stage_venture', 'unknown_stage'],
    investor_type: ['venture_capital'],
    num_investments: 42,
    rank_org: 1234,
  },
};

async function withAddOn(label: string, addOns: string[]) {
  const c = await fundCompany(t, label, null);
  const r = await t.call('POST', '/api/utils/subscription-purchase/create', {
    as: SUPERADMIN,
    body: { tenantExternalId: c.tenantId, planKey: 'core', addOnKeys: addOns },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return c;
}

describe('Crunchbase live provider (search-crunchbase, CRUNCHBASE_API_KEY)', () => {
  it('maps an investor of the API to a row of the database', () => {
    expect(funderOfEntity(ENTITY)).toMatchObject({
      sourceKey: 'cb:quokka-ventures',
      type: 'INVESTOR',
      name: 'Quokka Ventures',
      city: 'Lisbon',
      countryCode: 'PT',
      locationKeys: ['lisbon', 'pt'],
      stages: ['SEED', 'SERIES_A'],
      investmentCount: 42,
      rank: 1234,
    });
  });

  it('searches Crunchbase by name, keeps the investors found, and they can go to a Smartlist', async () => {
    const c = await withAddOn('Cb', ['search-crunchbase']);
    reply = { status: 200, body: { entities: [ENTITY] } };
    const r = await c.asOwner('GET', `${F}/search/crunchbase?name=quokka`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.items).toHaveLength(1);
    const found = r.body.content.items[0];
    expect(found).toMatchObject({ name: 'Quokka Ventures', type: 'INVESTOR', stages: ['SEED', 'SERIES_A'] });
    expect(asked.at(-1)!.url).toBe('/api/v4/searches/organizations');
    expect(asked.at(-1)!.key).toBe('cb-test-key');
    expect(JSON.stringify(asked.at(-1)!.body.query)).toContain('quokka');
    // the investor is in the database now: the name search finds it, and it goes to a list
    const local = await c.asOwner('GET', `${F}/search?name=quokka`);
    expect(local.body.content.items.map((f: { externalId: string }) => f.externalId)).toEqual([found.externalId]);
    const list = await c.asOwner('POST', `${L}/create-with-funder`, { name: 'Live', funders: [found.externalId] });
    expect(list.status).toBe(200);
    // searching again updates the same row
    reply = { status: 200, body: { entities: [{ ...ENTITY, properties: { ...ENTITY.properties, rank_org: 99 } }] } };
    const again = await c.asOwner('GET', `${F}/search/crunchbase?name=quokka`);
    expect(again.body.content.items[0]).toMatchObject({ externalId: found.externalId, rank: 99 });
  });

  it('needs the add-on, a name of 2 characters, and says when Crunchbase fails', async () => {
    const plain = await withAddOn('NoCb', []);
    const refused = await plain.asOwner('GET', `${F}/search/crunchbase?name=quokka`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'MODULE_NOT_IN_PLAN', message: CRUNCHBASE_MESSAGES.needsAddOn });
    const c = await withAddOn('CbErr', ['search-crunchbase']);
    expectValidation(await c.asOwner('GET', `${F}/search/crunchbase?name=q`), 'querystring.name');
    reply = { status: 500, body: { error: 'boom' } };
    const failed = await c.asOwner('GET', `${F}/search/crunchbase?name=quokka`);
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ errorCode: 'UPSTREAM_UNAVAILABLE', message: CRUNCHBASE_MESSAGES.unavailable });
    reply = { status: 200, body: { unexpected: true } };
    expect((await c.asOwner('GET', `${F}/search/crunchbase?name=quokka`)).body.message).toBe(
      CRUNCHBASE_MESSAGES.unavailable,
    );
    expect((await t.call('GET', `${F}/search/crunchbase?name=quokka`, { tenant: c.tenantId })).status).toBe(401);
  });

  it('answers its status: available with the add-on, else disabled with the reason', async () => {
    const with_ = await withAddOn('CbStatus', ['search-crunchbase']);
    expect((await with_.asMember('GET', `${F}/search/crunchbase/status`)).body.content).toEqual({
      configured: true,
      available: true,
      reason: null,
    });
    const without = await withAddOn('NoCbStatus', []);
    expect((await without.asOwner('GET', `${F}/search/crunchbase/status`)).body.content).toEqual({
      configured: true,
      available: false,
      reason: CRUNCHBASE_MESSAGES.needsAddOn,
    });
    expect((await t.call('GET', `${F}/search/crunchbase/status`, { tenant: without.tenantId })).status).toBe(401);
  });
});
