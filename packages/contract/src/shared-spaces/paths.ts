/**
 * Paths of the shared spaces (spec 3 §7.7 virtual data room, §7.8 room guests). Member calls sit under the gated
 * prefixes; the guest's own calls (no account) under `…-guest/public` (before a code is typed) and `…-guest/shared`
 * (with the guest token in the X-Guest-Token header).
 */
const R = '/api/virtual-data-room';
const G = '/api/virtual-data-room-guest';

export const SHARED_SPACES_API = {
  room: {
    all: `${R}/all`,
    root: R,
    tree: `${R}/tree`,
    updateImg: `${R}/:id/update-img/:kind`,
    deleteImg: `${R}/:id/delete-img/:kind`,
    updateSettings: `${R}/update-settings`,
    updateFileRoomSettings: `${R}/update-file-room-settings`,
    masterCopy: `${R}/master/copy`,
    /** The company's monthly founder update (accounting) added to a room as a PDF: its shared financials. */
    financial: `${R}/financial`,
    file: `${R}/file`,
    fileView: `${R}/file/view`,
    /** A short-lived URL that downloads a room file (the owner's file page). */
    fileDownload: `${R}/file/download`,
    folder: `${R}/folder`,
    analytics: `${R}/analytics`,
    /** Opens, views and downloads per day (the chart over time). */
    analyticsTimeline: `${R}/analytics/timeline`,
    /** The rooms list's filters with counts (spec 3 §7.7 GET home/filter-options). */
    filterOptions: `${R}/home/filter-options`,
    /** Files of one room matching a term; the term joins the search history (type 1). */
    search: `${R}/search`,
  },
  guest: {
    all: `${G}/all`,
    root: G,
    create: `${G}/create`,
    updatePermission: `${G}/update-permission`,
    permissions: `${G}/permissions`,
    /** A guest (X-Guest-Token) removes themselves from the room. */
    deleteGuestFromRoom: `${G}/delete-guest-from-room`,
  },
  userSearch: {
    shareSuggestions: '/api/user-search/share/suggestions',
  },
  /** Guests without an account. */
  public: {
    room: `${G}/public/room`,
    requestCode: `${G}/public/request-code`,
    verifyCode: `${G}/public/verify-code`,
  },
  /** A signed-in person whose account e-mail is a guest opens the room without a code (bearer token, no tenant). */
  accountSession: `${G}/account-session`,
  /** A guest session (X-Guest-Token): that one room only. */
  shared: {
    room: `${G}/shared/room`,
    view: `${G}/shared/file/view`,
    download: `${G}/shared/file/download`,
    viewEnd: `${G}/shared/view-end`,
    /** The founder updates of the session's room (its shared financials), newest month first. */
    financial: `${G}/shared/financial`,
    logout: `${G}/shared/logout`,
  },
} as const;

/** The header a guest session travels in (never the member's bearer token). */
export const GUEST_TOKEN_HEADER = 'X-Guest-Token';

/** Web routes of the shared spaces (spec 1 §2.1). */
export const SHARED_SPACES_ROUTES = {
  rooms: '/one/virtual-data-rooms',
  create: '/one/virtual-data-rooms/create',
  inside: '/one/virtual-data-rooms/inside',
  analytics: '/one/virtual-data-room/analytics',
  /** One room file: ?vr={room}&file={file}. */
  file: '/one/virtual-data-rooms/file',
  /** The room's shared financials: ?vr={room}[&month=YYYY-MM]. */
  financialReport: '/one/virtual-data-rooms/financial-report',
  /** The guest's view of one file: ?vr={room}&file={file}. */
  sharedFile: '/spaces/shared/file',
  /** The guest's view of the shared financials: ?vr={room}[&month=YYYY-MM]. */
  sharedFinancialReport: '/spaces/shared/financial-report',
  shareByLink: '/share-by-link',
  checkEmail: '/shared-check-email',
  forLogin: '/shared-for-login',
  shared: '/virtual-data-rooms/shared',
  expired: '/room-expired',
} as const;

/** The share link of a room (spec 3 §2.13): origin + share-by-link route + ?vr={roomExternalId}. */
export const shareLinkOf = (origin: string, roomExternalId: string) =>
  `${origin.replace(/\/$/, '')}${SHARED_SPACES_ROUTES.shareByLink}?vr=${encodeURIComponent(roomExternalId)}`;
