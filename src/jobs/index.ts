export { runExtractionJob, type ExtractionEngine, type ExtractionReport } from './extract-job.js';
export { JobWorker, type JobHandler, type WorkerDeps, type WorkerTally } from './worker.js';
