import i18n from '../../lib/i18n';
import { tDynamic } from '../../lib/i18n-keys';
import { ApiError } from '../../lib/api-error';
import { notify, notifyActionError } from '../../lib/notify';

/**
 * The spec's invitation messages ('invitationSent', 'invitationAlreadySent'…) are message keys: the server sends
 * the key, the screen shows it translated (invitations.messages.<key>).
 */
export function invitationMessage(key: string): string {
  // The key comes from the server: checked at run time with exists().
  const full = `invitations.messages.${key}`;
  return i18n.exists(full) ? tDynamic(i18n.t, full) : key;
}

/** Spec 1 §8: HTTP 400 'invitationAlreadySent' as a warning; other 400 messages as errors; the rest as failed actions. */
export function notifyInvitationError(err: unknown) {
  if (err instanceof ApiError && err.status === 400 && err.message === 'invitationAlreadySent')
    return notify(invitationMessage(err.message), 'warning');
  if (err instanceof ApiError && (err.status === 400 || err.status === 404 || err.status === 409))
    return notify(invitationMessage(err.message), 'error');
  notifyActionError(err);
}
