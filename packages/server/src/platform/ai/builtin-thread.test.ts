import { afterAll, describe, expect, it } from 'vitest';
import { createBuiltinAnalyzer } from './builtin.ts';
import { createThreadedBuiltinAnalyzer } from './builtin-thread.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const CONTRACT = [
  'SERIES A STOCK PURCHASE AGREEMENT',
  'This Agreement is entered into on March 3, 2025 between Acme Robotics, Inc. and Orion Ventures LP.',
  'The Company is a defendant in a pending lawsuit seeking damages of $2,500,000.',
  'Upon a change of control of the Company, the Investor may redeem its shares.',
  'The Series A Preferred carries a 3x participating liquidation preference.',
  'By: Ann Lee\nTitle: CEO\nDate: March 3, 2025',
].join('\n');

const threaded = createThreadedBuiltinAnalyzer({ timeoutMs: 60_000 });
afterAll(() => threaded.close());

describe('the built-in analyzer in its own thread', () => {
  it('answers exactly what the analyzer answers in process', async () => {
    const context = { fileName: 'spa.pdf', now: NOW };
    const inProcess = await createBuiltinAnalyzer().analyse(CONTRACT, context);
    expect(inProcess.redFlags.length).toBeGreaterThan(1);
    expect(await threaded.analyse(CONTRACT, context)).toEqual(inProcess);
  });

  it('stops an analysis that runs out of time, and the next one gets a new thread', async () => {
    const impatient = createThreadedBuiltinAnalyzer({ timeoutMs: 1 });
    await expect(impatient.analyse(CONTRACT.repeat(200), { fileName: 'long.pdf', now: NOW })).rejects.toThrow(
      /longer than 1 ms/,
    );
    await impatient.close();
    expect((await threaded.analyse(CONTRACT, { fileName: 'spa.pdf', now: NOW })).source).toBe('builtin');
  });

  it('rejects what is still waiting when closed', async () => {
    const closing = createThreadedBuiltinAnalyzer({ timeoutMs: 60_000 });
    const pending = closing.analyse(CONTRACT, { fileName: 'spa.pdf', now: NOW });
    const refused = expect(pending).rejects.toThrow(/closed/);
    await closing.close();
    await refused;
  });
});
