import { http } from '../../lib/http';
import { API } from '@atrium/contract';

/** POST /api/log-error/ (spec 1 §7.2): an error of the app, for the operators. Failures are only logged. */
export function logClientError(error: unknown, componentStack?: string | null) {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error));
  const body = {
    message: (err.message || String(err)).slice(0, 5000),
    stack: err.stack?.slice(0, 20000) ?? null,
    componentStack: componentStack?.slice(0, 20000) ?? null,
    time: new Date().toISOString(),
    page: window.location.pathname.slice(0, 2048),
  };
  return http.post(API.logError.root, body, { noTenant: true }).catch((e) => {
    console.warn('could not log the client error', e);
  });
}

/** At most this many uncaught errors are reported per page load, and one message once per window. */
export const GLOBAL_REPORT_LIMIT = { perLoad: 20, sameMessageMs: 10_000 };

/** Browser noise that says nothing about the app: cross-origin script errors and the ResizeObserver loop warning. */
const NOISE = [/^Script error\.?$/, /ResizeObserver loop/];

/**
 * Whether an uncaught error should be reported: not noise, not from another origin's script, and not the same message
 * as one reported in the last few seconds, within the per-load budget. Pure over its `state`, for tests.
 */
export function shouldReport(
  state: { sent: number; last: Map<string, number> },
  message: string,
  at: number,
  filename?: string,
  origin = window.location.origin,
): boolean {
  if (!message || NOISE.some((re) => re.test(message))) return false;
  if (filename && /^https?:/.test(filename) && !filename.startsWith(origin)) return false;
  if (state.sent >= GLOBAL_REPORT_LIMIT.perLoad) return false;
  const prev = state.last.get(message);
  if (prev !== undefined && at - prev < GLOBAL_REPORT_LIMIT.sameMessageMs) return false;
  state.sent += 1;
  state.last.set(message, at);
  return true;
}

let installed = false;

/**
 * Reports errors no boundary catches — uncaught exceptions in event handlers and timers, rejected promises nobody
 * handled — so the log viewer (/tools/logmeas) sees them as well as render errors. Installed once.
 */
export function installGlobalErrorReporting() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const state = { sent: 0, last: new Map<string, number>() };
  window.addEventListener('error', (e: ErrorEvent) => {
    const message = e.error instanceof Error ? e.error.message : e.message;
    if (shouldReport(state, message, Date.now(), e.filename)) void logClientError(e.error ?? e.message);
  });
  window.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => {
    const reason: unknown = e.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    if (shouldReport(state, message, Date.now())) void logClientError(reason);
  });
}

/** True when there is an earlier in-app entry to go back to (react-router keeps its index in history.state). */
export function canGoBack(): boolean {
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : false;
}
