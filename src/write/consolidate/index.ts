export { consolidate, type ConsolidationDeps } from './consolidate.js';
export { classify, DEFAULT_THRESHOLDS, type Classification, type ConflictContext, type ConsolidationThresholds } from './classify.js';
export { PlanBuilder, type ConsolidationAction, type ConsolidationPlan } from './plan.js';
export { findNeighbours, type Neighbour } from './neighbours.js';
export { forgetTargets } from './forget-topic.js';
export { createModelDecider, DecisionSchema, type Decider, type Decision } from './decide.js';
export { claimOf, resolveConflict, trustOf, type Claim } from './conflict.js';
