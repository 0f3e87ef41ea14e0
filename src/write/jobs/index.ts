export { runExtractionJob, type ExtractionEngine, type ExtractionReport } from './extract-job.js';
export { JobWorker, type JobHandler, type JobHandlers, type Periodic, type WorkerDeps, type WorkerTally } from './worker.js';
export { decodeJob, isJobType } from './payloads.js';
