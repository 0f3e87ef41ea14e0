/** Forgetting (docs/forgetting.md): the strength formula, maintenance, TTL renewal and revocation by source. */
export { ForgettingConfigSchema, type ForgettingConfig, type ForgettingConfigInput } from './config.js';
export { agedConfidence, idleDays, isProtected, renewedExpiry, strengthOf, type Decaying } from './strength.js';
export {
  maintainScope,
  maintainUsers,
  stepsFor,
  type MaintenanceAction,
  type MaintenanceDeps,
  type MaintenanceReport,
  type MaintenanceStep,
} from './maintain.js';
export {
  formatRevokedSource,
  isRevoked,
  parseRevokedSource,
  revokeSource,
  type RevocationReport,
  type RevocationStep,
  type RevokeDeps,
  type RevokedSource,
} from './revoke.js';
export { regenerate, remainingText, type RegeneratedBy, type RemainingText, type Rewriter } from './rewrite.js';
export { queueMaintenance, schedules } from './schedule.js';
export { ttlRenewals } from './ttl.js';
