export * from './scope.js';
export * from './memory.js';
export * from './history.js';
export * from './profile.js';
export * from './session.js';
export * from './job.js';
export * from './dream.js';
