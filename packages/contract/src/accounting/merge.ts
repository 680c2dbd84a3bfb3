import { z } from 'zod';

/**
 * The Merge accounting link (issue 17 item 1, spec 1 §7.7), offered when the server has MERGE_API_KEY: the browser
 * asks for a link token, opens Merge Link with it, and hands the public token Merge Link returns to POST /api/merge.
 * The account token the exchange yields stays on the server (encrypted at rest); no reply ever carries it.
 */

export const mergeLinkTokenReply = z.object({
  linkToken: z.string(),
  /** The Merge Link script the browser loads (only when the link is configured). */
  scriptUrl: z.string(),
});
export type MergeLinkToken = z.infer<typeof mergeLinkTokenReply>;

export const mergeExchangeBody = z.object({
  publicToken: z.string().trim().min(1).max(500),
  tenantExternalId: z.string().uuid().optional(),
});
export type MergeExchangeBody = z.infer<typeof mergeExchangeBody>;

/** Where a linked integration's sync stands. */
export const MERGE_SYNC_STATES = ['SYNCING', 'DONE', 'FAILED'] as const;
export type MergeSyncState = (typeof MERGE_SYNC_STATES)[number];

export const MERGE_MESSAGES = {
  notConfigured: 'The accounting link is not configured on this server',
  exchangeFailed: 'The accounting link could not be completed; try again',
  linkTokenFailed: 'The accounting link could not be started; try again',
} as const;
