import { z } from 'zod';
import { CRUNCHBASE_MESSAGES as M, type CrunchbaseStatus, type FunderPage, type InvestorStage } from '@atrium/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { Db } from '../../platform/db.ts';
import type { FunderStore, NewFunder } from './funder-store.ts';
import { toFunder } from './funder-shape.ts';
import { locationKeysOf } from './search-filter.ts';

/** How many investors one live search brings. */
const LIMIT = 25;

const entity = z.object({
  uuid: z.string(),
  properties: z.object({
    identifier: z.object({ value: z.string(), permalink: z.string().optional(), entity_def_id: z.string().optional() }),
    short_description: z.string().nullish(),
    website_url: z.string().nullish(),
    location_identifiers: z.array(z.object({ value: z.string(), location_type: z.string() })).nullish(),
    investor_stage: z.array(z.string()).nullish(),
    investor_type: z.array(z.string()).nullish(),
    num_investments: z.number().nullish(),
    rank_org: z.number().nullish(),
  }),
});
const searchReply = z.object({ entities: z.array(entity) });
export type CrunchbaseEntity = z.infer<typeof entity>;

/** Crunchbase investor stages (API v4 enum) as the database's stages. */
const STAGE: Record<string, InvestorStage> = {
  pre_seed: 'PRE_SEED',
  seed: 'SEED',
  early_stage_venture: 'SERIES_A',
  late_stage_venture: 'SERIES_C',
  private_equity: 'GROWTH',
  debt: 'GROWTH',
};

/** Pure: a Crunchbase investor as a row of the investor database (stable key: its permalink, else its uuid). */
export function funderOfEntity(e: CrunchbaseEntity): NewFunder {
  const p = e.properties;
  const where = (type: string) => p.location_identifiers?.find((l) => l.location_type === type)?.value ?? null;
  const city = where('city');
  const region = where('region');
  const country = where('country');
  const isPerson = p.identifier.entity_def_id === 'person';
  return {
    sourceKey: `cb:${p.identifier.permalink ?? e.uuid}`,
    type: isPerson ? 'PERSON' : p.investor_type?.length ? 'INVESTOR' : 'ORGANIZATION',
    name: p.identifier.value,
    shortDescription: p.short_description ?? null,
    website: p.website_url ?? null,
    city,
    stateCode: region,
    countryCode: country,
    locationKeys: locationKeysOf({ city, stateCode: region, countryCode: country }),
    roles: ['investor'],
    rank: p.rank_org ?? null,
    investmentCount: p.num_investments ?? 0,
    stages: [...new Set((p.investor_stage ?? []).map((s) => STAGE[s]).filter((s): s is InvestorStage => !!s))],
    sectors: [],
  };
}

/**
 * The live investor provider (spec 1 §3 add-on `search-crunchbase`, issue 16): Crunchbase API v4
 * (`POST {base}/searches/organizations`, header X-cb-user-key) searched by name among investors. The investors found
 * are written to the shared database (upserted by their Crunchbase key, so a later CSV import of the same investor
 * updates the same row) and answered as a page, ready to add to a Smartlist. Only when CRUNCHBASE_API_KEY is set, and
 * only for a company holding the add-on.
 */
export function createCrunchbaseSearch(d: {
  db: Db;
  config: Config['crunchbase'];
  funders: FunderStore;
  addOnKeysOf: (tenantId: number) => Promise<readonly string[]>;
  log: FastifyBaseLogger;
}) {
  async function ask(name: string): Promise<CrunchbaseEntity[]> {
    const res = await fetch(`${d.config.baseUrl}/searches/organizations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-cb-user-key': d.config.apiKey ?? '' },
      body: JSON.stringify({
        field_ids: [
          'identifier',
          'short_description',
          'website_url',
          'location_identifiers',
          'investor_stage',
          'investor_type',
          'num_investments',
          'rank_org',
        ],
        query: [
          { type: 'predicate', field_id: 'facet_ids', operator_id: 'includes', values: ['investor'] },
          { type: 'predicate', field_id: 'identifier', operator_id: 'contains', values: [name] },
        ],
        order: [{ field_id: 'rank_org', sort: 'asc' }],
        limit: LIMIT,
      }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) throw new Error(`Crunchbase answered HTTP ${res.status}`);
    return searchReply.parse(await res.json()).entities;
  }

  const holdsAddOn = async (tenantId: number) => (await d.addOnKeysOf(tenantId)).includes('search-crunchbase');

  return {
    enabled: !!d.config.apiKey,
    /** GET search/crunchbase/status: what the web offers (nothing without the key; disabled with why without the add-on). */
    async status(ctx: TenantContext): Promise<CrunchbaseStatus> {
      if (!d.config.apiKey) return { configured: false, available: false, reason: M.notConfigured };
      const held = await holdsAddOn(ctx.tenant.id);
      return { configured: true, available: held, reason: held ? null : M.needsAddOn };
    },
    async search(ctx: TenantContext, name: string): Promise<FunderPage> {
      if (!d.config.apiKey) throw new AppError('FORBIDDEN', M.notConfigured);
      if (!(await holdsAddOn(ctx.tenant.id))) throw new AppError('MODULE_NOT_IN_PLAN', M.needsAddOn);
      let found: CrunchbaseEntity[];
      try {
        found = await ask(name);
      } catch (err) {
        d.log.warn({ err }, 'Crunchbase search failed');
        throw new AppError('UPSTREAM_UNAVAILABLE', M.unavailable);
      }
      const rows = found.map(funderOfEntity);
      const ids = await withTransaction(d.db, () => d.funders.upsert(rows));
      const out = [];
      for (const r of rows) {
        if (!ids.has(r.sourceKey)) continue;
        const rec = await d.funders.byId(ids.get(r.sourceKey)!);
        if (rec) out.push(toFunder(rec));
      }
      const unique = [...new Map(out.map((f) => [f.externalId, f])).values()];
      return { items: unique, page: 0, pageSize: LIMIT, total: unique.length, totalCapped: false };
    },
  };
}
