import { z } from 'zod';

/** Funder kinds (spec 3 §3). */
export const FUNDER_TYPES = ['PERSON', 'ORGANIZATION', 'INVESTOR'] as const;
export type FunderType = (typeof FUNDER_TYPES)[number];

/** Investment stages a funder writes checks at; the advanced search filters on them. */
export const INVESTOR_STAGES = ['PRE_SEED', 'SEED', 'SERIES_A', 'SERIES_B', 'SERIES_C', 'GROWTH'] as const;
export type InvestorStage = (typeof INVESTOR_STAGES)[number];

/** Sectors offered by the advanced-search filter (imported data may carry others; they are stored lower-case). */
export const FUNDER_SECTORS = [
  'fintech',
  'healthtech',
  'climate',
  'saas',
  'ai',
  'consumer',
  'marketplaces',
  'edtech',
  'biotech',
  'mobility',
  'proptech',
  'cybersecurity',
  'gaming',
  'agtech',
  'logistics',
  'media',
] as const;

const text = (max: number) => z.string().trim().max(max);

/** A funder as every /api/funder and /api/funder-list reply shows it (spec 3 §3 fields plus what search needs). */
export const funderSchema = z.object({
  externalId: z.string().uuid(),
  type: z.enum(FUNDER_TYPES),
  name: z.string(),
  logoUrl: z.string().nullable(),
  shortDescription: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  roles: z.array(z.string()),
  rank: z.number().int().nullable(),
  investmentCount: z.number().int(),
  organizationFoundedCount: z.number().int(),
  stages: z.array(z.enum(INVESTOR_STAGES)),
  sectors: z.array(z.string()),
  /** Typical check size in US dollars. */
  checkSizeMin: z.number().int().nullable(),
  checkSizeMax: z.number().int().nullable(),
  /** For a PERSON: the organization they belong to. */
  organization: z.object({ externalId: z.string().uuid(), name: z.string() }).nullable(),
});
export type Funder = z.infer<typeof funderSchema>;

/** Spec 3 §9 and §7.9/§7.10: paging, debounces and time-outs of the fundraising screens. */
export const FUNDRAISING_LIMITS = {
  /** Funder searches and funder-list paging: page 0, size 50. */
  pageSize: 50,
  /** The smartlist page fetch: page 0, size 20. */
  smartlistPageSize: 20,
  maxPageSize: 100,
  nameMax: 120,
  searchMax: 200,
  noteMax: 5_000,
  filterValuesMax: 20,
  fundersPerCallMax: 500,
  savedSearchesMax: 100,
  /**
   * Search totals are counted only this far past the page's first row (as the task list does): beyond it the reply
   * says `totalCapped` and the pager reads "of more than …". A broad name term at 100,000 funders matches thousands,
   * and counting them all cost more than the page (docs/performance.md).
   */
  countCap: 1_000,
  /** 'up to 1' lists under the smartlists-up-to-1 add-on. */
  upToOneLists: 1,
  debounce: { nameSearch: 200, nameSuggestion: 1_500, addDelete: 400 },
  /** Funder searches and list creation (30 min). */
  timeoutMs: { search: 1_800_000, listCreate: 1_800_000 },
} as const;

/** GET search, search/investor, organization, person: a name term and the page. */
export const funderNameQuery = z.object({
  name: text(FUNDRAISING_LIMITS.searchMax).default(''),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(FUNDRAISING_LIMITS.maxPageSize).default(FUNDRAISING_LIMITS.pageSize),
});
export type FunderNameQuery = z.infer<typeof funderNameQuery>;

const filterList = <T extends z.ZodTypeAny>(item: T) => z.array(item).max(FUNDRAISING_LIMITS.filterValuesMax);

/** The filters of the advanced search (spec 3 §2.14): any combination; an empty filter set matches every funder. */
export const funderFiltersSchema = z
  .object({
    name: text(FUNDRAISING_LIMITS.searchMax).optional(),
    types: filterList(z.enum(FUNDER_TYPES)).optional(),
    stages: filterList(z.enum(INVESTOR_STAGES)).optional(),
    sectors: filterList(text(60).toLowerCase().min(1)).optional(),
    /** City, state code or country code (case-insensitive, exact). */
    locations: filterList(text(80).min(1)).optional(),
    /** Funders whose check size range meets [checkSizeMin, checkSizeMax] (US dollars). */
    checkSizeMin: z.number().int().min(0).max(10_000_000_000).optional(),
    checkSizeMax: z.number().int().min(0).max(10_000_000_000).optional(),
  })
  .strict()
  .refine((f) => f.checkSizeMin === undefined || f.checkSizeMax === undefined || f.checkSizeMin <= f.checkSizeMax, {
    message: 'The minimum check size must not exceed the maximum',
    path: ['checkSizeMax'],
  });
export type FunderFilters = z.infer<typeof funderFiltersSchema>;

export const advancedSearchBody = z.object({
  filters: funderFiltersSchema,
  page: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(FUNDRAISING_LIMITS.maxPageSize).default(FUNDRAISING_LIMITS.pageSize),
});
export type AdvancedSearchBody = z.input<typeof advancedSearchBody>;

export const funderPageSchema = z.object({
  items: z.array(funderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** `total` is a lower bound (the page's offset plus FUNDRAISING_LIMITS.countCap): more funders match. */
  totalCapped: z.boolean(),
});
export type FunderPage = z.infer<typeof funderPageSchema>;

/** A saved advanced search (route /one/fundraising/advanced-search/:externalId/:searchExternalId). */
export const savedSearchSchema = z.object({
  externalId: z.string().uuid(),
  name: z.string(),
  filters: funderFiltersSchema,
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const saveSearchBody = z.object({
  name: text(FUNDRAISING_LIMITS.nameMax).min(1, 'Name is required'),
  filters: funderFiltersSchema,
});
