import { INVESTOR_STAGES, type Funder, type FunderType, type InvestorStage } from '@atrium/contract';
import type { FunderCardRecord } from './funder-store.ts';

const STAGES = new Set<string>(INVESTOR_STAGES);

/** A stored funder as the API shows it. */
export const toFunder = ({ funder: f, organization }: FunderCardRecord): Funder => ({
  externalId: f.externalId,
  type: f.type as FunderType,
  name: f.name,
  logoUrl: f.logoUrl,
  shortDescription: f.shortDescription,
  website: f.website,
  city: f.city,
  stateCode: f.stateCode,
  countryCode: f.countryCode,
  roles: f.roles,
  rank: f.rank,
  investmentCount: f.investmentCount,
  organizationFoundedCount: f.organizationFoundedCount,
  stages: f.stages.filter((s): s is InvestorStage => STAGES.has(s)),
  sectors: f.sectors,
  checkSizeMin: f.checkSizeMin,
  checkSizeMax: f.checkSizeMax,
  organization,
});
