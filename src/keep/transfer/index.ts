export { copyStore, type CopyReport } from './copy.js';
export type { TransferDeps } from './deps.js';
export { exportUser } from './export.js';
export { importLines, type ImportOptions, type ImportReport } from './import.js';
export { reembedStore, type ReembedReport } from './reembed.js';
