/** Every /api/funder-list (spec 3 §7.9) and /api/funder (§7.10) path; merged into API by api-paths.ts. */
export const FUNDRAISING_API = {
  funderList: {
    root: `/api/funder-list`,
    createWithFunder: `/api/funder-list/create-with-funder`,
    all: `/api/funder-list/all`,
    allFullAccess: `/api/funder-list/all/full-access`,
    byId: `/api/funder-list/:id`,
    funders: `/api/funder-list/:id/funders`,
    addFunders: `/api/funder-list/:id/funder`,
    addToLists: `/api/funder-list/funder`,
    collaborator: `/api/funder-list/:id/collaborator`,
    disableFunder: `/api/funder-list/:id/funder/disable`,
    notes: `/api/funder-list/:id/funder/notes`,
    nextContact: `/api/funder-list/:id/funder/next-contact`,
    search: `/api/funder-list/search`,
    listsOfFunder: `/api/funder-list/funder/:id/funder-lists`,
    removeFunder: `/api/funder-list/:id/funder/:funderId`,
    exportXlsx: `/api/funder-list/:id/export/xlsx`,
    recommendedNames: `/api/funder-list/generate-recommended-smartlist-names`,
    /** What the caller may do with smartlists (the smart-list-creation capability of spec 3 §6). */
    capability: `/api/funder-list/capability`,
    recommended: `/api/funder-list/recommended`,
    applyRecommended: `/api/funder-list/:id/recommended`,
    createCustom: `/api/funder-list/:id/create-custom`,
    nextContacts: `/api/funder-list/next-contacts`,
    sharedWith: `/api/funder-list/:id/shared-with`,
  },
  funder: {
    search: `/api/funder/search`,
    searchInvestor: `/api/funder/search/investor`,
    /** The live provider (search-crunchbase add-on, CRUNCHBASE_API_KEY): found investors join the database. */
    searchCrunchbase: `/api/funder/search/crunchbase`,
    /** Whether that search works for the caller (configured on this server, add-on held). */
    crunchbaseStatus: `/api/funder/search/crunchbase/status`,
    organization: `/api/funder/organization`,
    person: `/api/funder/person`,
    advancedSearch: `/api/funder/advanced-search`,
    byId: `/api/funder/:id`,
    peopleAssociated: `/api/funder/:id/people-associated`,
    /** POST multipart (file, kind FUNDER_IMAGE, funderType): the funder's logo; GET answers a redirect to it. */
    image: `/api/funder/:id/image`,
    logo: `/api/funder/:id/logo`,
    savedSearches: `/api/funder/saved-search`,
    savedSearch: `/api/funder/saved-search/:id`,
  },
} as const;
