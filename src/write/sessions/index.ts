export { WritePathConfigSchema, type WritePathConfig, type WritePathConfigInput } from './config.js';
export { SessionManager, type EventInput, type SessionDeps, type Trigger } from './manager.js';
