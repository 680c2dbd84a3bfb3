import { QUEUES } from '../../../platform/jobs/enqueue.js';
import type { JobRunner } from '../../../platform/jobs/runner.js';
import type { AppDeps } from '../../../platform/deps.js';
import type { AiProvider } from '../../../platform/ai/provider.js';
import type { Services } from '../../../services.js';
import { createDocumentAnalysisJob } from './job.js';
import { createExtractionThread } from './extract/thread.js';

/** Limits of the text-extraction thread: a document's parsing gets this long and this much heap. */
const EXTRACTION = { timeoutMs: 120_000, maxMemoryMb: 1024 };

/** Registers the data room's background jobs on the app's runner; close() ends the extraction thread (after the runner stopped). */
export function registerAnalysisJobs(runner: JobRunner, deps: AppDeps, services: Pick<Services, 'tenancy'>, ai: AiProvider) {
  const extraction = createExtractionThread(EXTRACTION);
  runner.register(
    QUEUES.documentAnalysis,
    createDocumentAnalysisJob(deps, { memberExternalIds: (tenantId) => services.tenancy.memberUserExternalIds(tenantId), ai, extraction }),
  );
  return { close: () => extraction.close() };
}
