import { parentPort } from 'node:worker_threads';
import { serveRequests } from '../threads/request-thread.ts';
import { createBuiltinAnalyzer } from './builtin.ts';
import type { AnalysisRequest } from './builtin-thread.ts';

/** The built-in analyzer's thread (builtin-thread.ts). */
const analyzer = createBuiltinAnalyzer();
serveRequests(parentPort!, (m: AnalysisRequest) =>
  analyzer.analyse(m.text, { fileName: m.fileName, now: m.now ? new Date(m.now) : undefined }),
);
