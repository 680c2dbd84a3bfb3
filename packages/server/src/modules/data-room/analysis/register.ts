import { QUEUES } from '../../../platform/jobs/enqueue.ts';
import type { JobRunner } from '../../../platform/jobs/runner.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { AiProvider } from '../../../platform/ai/provider.ts';
import type { TenancyService } from '../../tenancy/service.ts';
import type { DocumentIndexService } from '../../document-index/service.ts';
import { createDocumentAnalysisJob } from './job.ts';
import type { ExtractionThread } from '../../../platform/extract/thread.ts';

/** Registers the data room's background jobs on the app's runner (the extraction thread is the app's, shared). */
export function registerAnalysisJobs(
  runner: JobRunner,
  deps: AppDeps,
  services: { tenancy: TenancyService; documentIndex: DocumentIndexService },
  ai: AiProvider,
  extraction: ExtractionThread,
) {
  runner.register(
    QUEUES.documentAnalysis,
    createDocumentAnalysisJob(deps, {
      memberExternalIds: (tenantId) => services.tenancy.memberUserExternalIds(tenantId),
      ai,
      extraction,
      documentIndex: services.documentIndex,
    }),
  );
}
