import { enqueueSnackbar } from 'notistack';
import type { SnackSeverity } from '@atrium/contract';
import i18n from './i18n';
import { ApiError } from './api-error';
import type { TranslationKey } from './i18n-keys';

/** Shows a snackbar (auto-hides after 3 s, set on the provider). */
export function notify(text: string, severity: SnackSeverity = 'default') {
  enqueueSnackbar(text, { variant: severity });
}

/**
 * Failed action: 'Access denied' (warning) for 401/403, the spec's transport message for transport
 * errors, otherwise 'There was an error processing the action' (spec 1 §8).
 */
export function notifyActionError(err: unknown) {
  if (err instanceof ApiError) {
    if (err.code === 'INVALID_TOKEN') return; // the session layer alerts and logs out
    if (err.isUnauthorized) return notify(i18n.t('errors.accessDenied'), 'warning');
    if (err.code === 'NO_RESPONSE_RECEIVED' || err.code === 'REQUEST_ERROR')
      return notify(i18n.t('errors.transport'), 'error');
  }
  notify(i18n.t('errors.actionFailed'), 'error');
}

/** The server's message when there is one, for screens where the spec says "shows the server message". */
export function errorMessage(err: unknown, fallbackKey: TranslationKey = 'errors.unexpected'): string {
  if (err instanceof ApiError && err.message) return err.message;
  return i18n.t(fallbackKey);
}
