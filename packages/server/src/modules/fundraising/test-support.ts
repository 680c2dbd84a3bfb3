import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { newCompany } from '../subscriptions/test-support.ts';
import type { ImportedFunder } from './import-rows.ts';

export const SUPERADMIN = 'superadmin@atrium.dev';
export const F = '/api/funder';
export const L = '/api/funder-list';

/** A fresh company on a plan (growth: unlimited lists; scale: shared lists too; core: up to 1), owner and member. */
export async function fundCompany(t: TestApp, label: string, planKey: 'core' | 'growth' | 'scale' | null) {
  const c = await newCompany(t, label);
  if (planKey) {
    const r = await t.call('POST', '/api/utils/subscription-purchase/create', {
      as: SUPERADMIN,
      body: { tenantExternalId: c.tenantId, planKey },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  const as = (email: string) => (method: string, url: string, body?: unknown) =>
    t.call(method, url, { as: email, tenant: c.tenantId, body });
  return { ...c, asOwner: as(c.owner), asMember: as(c.member) };
}

export function expectValidation(r: Awaited<ReturnType<TestApp['call']>>, path: string) {
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body.errorCode).toBe('VALIDATION_ERROR');
  expect(r.body.content.fields.map((f: { path: string }) => f.path)).toContain(path);
}

/** Funder external ids of a name search (first page). */
export async function funderIds(call: (m: string, u: string, b?: unknown) => ReturnType<TestApp['call']>, n: number) {
  const r = await call('POST', `${F}/advanced-search`, { filters: { types: ['INVESTOR'] }, pageSize: n });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content.items.map((f: { externalId: string }) => f.externalId) as string[];
}

/** An investor row to import (seed stage, fintech, Austin US) with the name and rank a test needs. */
export const testFunder = (name: string, rank: number | null): ImportedFunder => ({
  sourceKey: `test:${name}`,
  type: 'INVESTOR',
  name,
  website: null,
  logoUrl: null,
  shortDescription: null,
  city: 'Austin',
  stateCode: null,
  countryCode: 'US',
  locationKeys: ['austin', 'us'],
  roles: [],
  rank,
  investmentCount: 0,
  organizationFoundedCount: 0,
  stages: ['SEED'],
  sectors: ['fintech'],
  checkSizeMin: null,
  checkSizeMax: null,
  organizationName: null,
});
