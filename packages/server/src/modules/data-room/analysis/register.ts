import { QUEUES } from '../../../platform/jobs/enqueue.js';
import type { JobRunner } from '../../../platform/jobs/runner.js';
import type { AppDeps } from '../../../platform/deps.js';
import type { AiProvider } from '../../../platform/ai/provider.js';
import type { Services } from '../../../services.js';
import { createDocumentAnalysisJob } from './job.js';

/** Registers the data room's background jobs on the app's runner. */
export function registerAnalysisJobs(runner: JobRunner, deps: AppDeps, services: Pick<Services, 'tenancy'>, ai: AiProvider) {
  runner.register(QUEUES.documentAnalysis, createDocumentAnalysisJob(deps, { memberExternalIds: (tenantId) => services.tenancy.memberUserExternalIds(tenantId), ai }));
}
