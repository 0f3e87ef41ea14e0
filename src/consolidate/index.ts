export { consolidate, DEFAULT_THRESHOLDS, type ConsolidationAction, type ConsolidationDeps, type ConsolidationPlan, type ConsolidationThresholds } from './consolidate.js';
export { createModelDecider, DecisionSchema, type Decider, type Decision } from './decide.js';
export { claimOf, resolveConflict, trustOf, type Claim } from './policy.js';
