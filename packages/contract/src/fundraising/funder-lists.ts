import { z } from 'zod';
import { FUNDRAISING_LIMITS, funderFiltersSchema, funderSchema } from './funders.ts';

/** Smartlist visibility (spec 3 §3): the tenant's team, only its owner and collaborators, or anyone with access. */
export const FUNDER_LIST_VISIBILITIES = ['TEAM', 'JUST_ME', 'PUBLIC'] as const;
export type FunderListVisibility = (typeof FUNDER_LIST_VISIBILITIES)[number];
/** Investor search modes (spec 3 §3): where a name suggestion or a selection comes from. */
export const INVESTOR_SEARCH_MODES = ['ADVANCED_SEARCH', 'SMARTLIST'] as const;
export type InvestorSearchMode = (typeof INVESTOR_SEARCH_MODES)[number];
/** The file kind of a funder logo upload (spec 3 §3). */
export const FUNDER_IMAGE = 'FUNDER_IMAGE';

const uuid = z.string().uuid();
const listName = z.string().trim().min(1, 'Name is required').max(FUNDRAISING_LIMITS.nameMax);
const funderIds = z.array(uuid).min(1, 'Choose at least one investor').max(FUNDRAISING_LIMITS.fundersPerCallMax);

const person = z.object({ externalId: uuid, name: z.string() });

/** A smartlist (spec 3 §3: externalId, name) with what its screens show. */
export const funderListSchema = z.object({
  externalId: uuid,
  name: z.string(),
  visibility: z.enum(FUNDER_LIST_VISIBILITIES),
  funderCount: z.number().int(),
  owner: person.nullable(),
  collaborators: z.array(person),
  createdAt: z.string(),
});
export type FunderList = z.infer<typeof funderListSchema>;

/** A funder inside a list: its note, next contact date (YYYY-MM-DD) and whether it is disabled there. */
export const funderListEntrySchema = z.object({
  funder: funderSchema,
  note: z.string().nullable(),
  nextContact: z.string().nullable(),
  disabled: z.boolean(),
  addedAt: z.string(),
});
export type FunderListEntry = z.infer<typeof funderListEntrySchema>;

export const funderListPageSchema = z.object({
  items: z.array(funderListSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const funderListEntriesPageSchema = z.object({
  items: z.array(funderListEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const createFunderListBody = z.object({
  name: listName,
  visibility: z.enum(FUNDER_LIST_VISIBILITIES).optional(),
});
export const createWithFunderBody = z.object({
  name: listName,
  funders: funderIds,
  visibility: z.enum(FUNDER_LIST_VISIBILITIES).optional(),
});
export const updateFunderListBody = z
  .object({ name: listName.optional(), visibility: z.enum(FUNDER_LIST_VISIBILITIES).optional() })
  .strict();
export const addFundersBody = z.object({ funders: funderIds });
/** POST funder: add funders to several lists at once (the Add to Smartlist dialog). */
export const addToListsBody = z.object({
  funderListExternalIds: z.array(uuid).min(1, 'Choose at least one Smartlist').max(50),
  funders: funderIds,
});
export const collaboratorBody = z.object({ userExternalId: uuid });
export const disableFunderBody = z.object({ funderExternalId: uuid, disabled: z.boolean() });
export const funderNoteBody = z.object({
  funderExternalId: uuid,
  note: z.string().trim().min(1, 'Write a note').max(FUNDRAISING_LIMITS.noteMax),
});
export const nextContactBody = z.object({
  funderExternalId: uuid,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the YYYY-MM-DD format'),
});
export const funderRefQuery = z.object({ funderExternalId: uuid });

export const FUNDER_LIST_ORDER = ['name', 'addedAt', 'nextContact', 'rank'] as const;
export const funderListQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(FUNDRAISING_LIMITS.maxPageSize).default(FUNDRAISING_LIMITS.pageSize),
});
export const funderListFundersQuery = funderListQuery.extend({
  orderBy: z.enum(FUNDER_LIST_ORDER).default('addedAt'),
  sortDirection: z.enum(['ASC', 'DESC']).default('ASC'),
});
export const funderListSearchQuery = z.object({
  name: z.string().trim().max(FUNDRAISING_LIMITS.searchMax).default(''),
});

/** POST generate-recommended-smartlist-names (spec 3 §7.9). */
export const recommendedNamesBody = z.discriminatedUnion('origin', [
  z.object({ origin: z.literal('ADVANCED_SEARCH'), filters: funderFiltersSchema }),
  z.object({ origin: z.literal('SMARTLIST'), funders: funderIds }),
]);
export const recommendedNamesReply = z.object({ names: z.array(z.string()) });

/** GET capability: whether a new list may be created (else why not) and whether lists may be shared with the team. */
export const smartlistCapabilitySchema = z.object({
  canCreate: z.boolean(),
  reason: z.string().nullable(),
  unlimited: z.boolean(),
  canShare: z.boolean(),
});
export type SmartlistCapability = z.infer<typeof smartlistCapabilitySchema>;

export const FUNDRAISING_MESSAGES = {
  upToOne: 'Your plan includes one Smartlist. Add the Smartlists add-on to create more.',
  sharedNeedsAddOn: 'Sharing a Smartlist with your team needs the Shared Smartlists add-on.',
  collaboratorNotMember: 'A collaborator must be a member of your company',
  funderNotFound: 'Investor not found',
  listNotFound: 'Smartlist not found',
} as const;
