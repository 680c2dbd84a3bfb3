/** Spec 3 §9 and the shared spaces' own limits (docs/decisions.md "Shared spaces"). */
export const SHARED_SPACES_LIMITS = {
  /** Guest suggestion debounce (§2.13, §9). */
  guestSuggestionDebounceMs: 140,
  /** Shared room file upload time-out (§7.7, §9). */
  fileUploadTimeoutMs: 40_000,
  /** Room create time-out (§9 'data room create 60 s'). */
  createTimeoutMs: 60_000,
  nameMax: 120,
  descriptionMax: 1_000,
  folderNameMax: 120,
  maxGuestsPerCall: 100,
  maxFilesPerCopy: 200,
  /** One-time guest codes: 6 digits, 10 minutes, single use, 5 tries. */
  codeLength: 6,
  codeTtlMs: 10 * 60 * 1000,
  codeMaxTries: 5,
  /** Code e-mails per room + e-mail and per address (IP) in a 15-minute window (the sign-in throttle's model). */
  codeMailsPerRoomEmail: 5,
  codeMailsPerIp: 30,
  codeWindowMs: 15 * 60 * 1000,
  /** A guest session lasts 12 hours (or until the room or guest expires, or the guest is revoked). */
  guestSessionTtlMs: 12 * 60 * 60 * 1000,
  /** Rooms allowed by the 'file-shared-rooms-up-to-1' add-on. */
  roomsUpTo1: 1,
  suggestionsLimit: 10,
} as const;

export const SHARED_SPACES_MESSAGES = {
  roomNotFound: 'Room not found',
  fileNotFound: 'File not found',
  folderNotFound: 'Folder not found',
  guestNotFound: 'Guest not found',
  roomLimit: 'Your plan includes one shared room. Upgrade to unlimited shared rooms to create another.',
  nameRequired: 'Room name cannot be empty',
  folderNameRequired: 'Folder name cannot be empty',
  codeSent: 'If this e-mail is invited to the room, we sent it a code.',
  codeInvalid: 'This code is not valid or has expired',
  noDownload: 'Your access to this room does not include downloads',
  roomExpired: 'This room has expired',
  guestSession: 'Your access to this room has ended',
  notAGuest: 'The e-mail of your account is not invited to this room',
  cannotInviteSelf: 'Guests are people outside your company',
  invalidImage: 'Invalid image format',
  noAccounting: 'Your plan does not include the accounting dashboards the founder update is made from',
} as const;
