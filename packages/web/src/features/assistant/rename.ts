import { ASSISTANT_LIMITS } from '@atrium/contract';

/**
 * The rename rule (spec 2 §5): committed on blur or Enter; an empty or unchanged title just cancels editing. Returns
 * the title to save, or null to cancel.
 */
export function renameTitle(current: string | null, draft: string): string | null {
  const next = draft.trim().slice(0, ASSISTANT_LIMITS.titleMaxLength);
  if (next === '') return null;
  if (next === (current ?? '').trim()) return null;
  return next;
}
