import { describe, expect, it } from 'vitest';
import { GLOBAL_REPORT_LIMIT, shouldReport } from './logError';

const fresh = () => ({ sent: 0, last: new Map<string, number>() });
const ORIGIN = 'https://app.atrium.test';

describe('shouldReport (uncaught errors for the log viewer)', () => {
  it('reports an app error once per window, then again after it', () => {
    const s = fresh();
    expect(shouldReport(s, 'boom', 0, `${ORIGIN}/assets/index.js`, ORIGIN)).toBe(true);
    expect(shouldReport(s, 'boom', 1_000, undefined, ORIGIN)).toBe(false);
    expect(shouldReport(s, 'other', 1_000, undefined, ORIGIN)).toBe(true);
    expect(shouldReport(s, 'boom', GLOBAL_REPORT_LIMIT.sameMessageMs + 1, undefined, ORIGIN)).toBe(true);
  });

  it("ignores browser noise and other origins' scripts", () => {
    const s = fresh();
    expect(shouldReport(s, 'Script error.', 0, undefined, ORIGIN)).toBe(false);
    expect(shouldReport(s, 'ResizeObserver loop limit exceeded', 0, undefined, ORIGIN)).toBe(false);
    expect(shouldReport(s, 'ext', 0, 'https://cdn.example.com/x.js', ORIGIN)).toBe(false);
    expect(shouldReport(s, '', 0, undefined, ORIGIN)).toBe(false);
    expect(s.sent).toBe(0);
  });

  it('stops after the per-load budget', () => {
    const s = fresh();
    for (let i = 0; i < GLOBAL_REPORT_LIMIT.perLoad; i++)
      expect(shouldReport(s, `e${i}`, 0, undefined, ORIGIN)).toBe(true);
    expect(shouldReport(s, 'one more', 0, undefined, ORIGIN)).toBe(false);
  });
});
