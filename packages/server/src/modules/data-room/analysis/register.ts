import { QUEUES } from '../../../platform/jobs/enqueue.ts';
import type { JobRunner } from '../../../platform/jobs/runner.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { AiProvider } from '../../../platform/ai/provider.ts';
import type { TenancyService } from '../../tenancy/service.ts';
import type { DocumentIndexService } from '../../document-index/service.ts';
import { createDocumentAnalysisJob } from './job.ts';
import { createExtractionThread } from './extract/thread.ts';

/** Limits of the text-extraction thread: a document's parsing gets this long and this much heap. */
const EXTRACTION = { timeoutMs: 120_000, maxMemoryMb: 1024 };

/** Registers the data room's background jobs on the app's runner; close() ends the extraction thread (after the runner stopped). */
export function registerAnalysisJobs(
  runner: JobRunner,
  deps: AppDeps,
  services: { tenancy: TenancyService; documentIndex: DocumentIndexService },
  ai: AiProvider,
) {
  const extraction = createExtractionThread(EXTRACTION);
  runner.register(
    QUEUES.documentAnalysis,
    createDocumentAnalysisJob(deps, {
      memberExternalIds: (tenantId) => services.tenancy.memberUserExternalIds(tenantId),
      ai,
      extraction,
      documentIndex: services.documentIndex,
    }),
  );
  return { close: () => extraction.close() };
}
