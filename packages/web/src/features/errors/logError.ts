import { http } from '../../lib/http';
import { API } from '@atrium/contract';

/** POST /api/log-error/ (spec 1 §7.2): an uncaught render error, for the operators. Failures are only logged. */
export function logClientError(error: unknown, componentStack?: string | null) {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error));
  const body = {
    message: (err.message || String(err)).slice(0, 5000),
    stack: err.stack?.slice(0, 20000) ?? null,
    componentStack: componentStack?.slice(0, 20000) ?? null,
    time: new Date().toISOString(),
  };
  return http.post(API.logError.root, body, { noTenant: true }).catch((e) => {
    console.warn('could not log the client error', e);
  });
}

/** True when there is an earlier in-app entry to go back to (react-router keeps its index in history.state). */
export function canGoBack(): boolean {
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : false;
}
