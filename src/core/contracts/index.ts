export * from './embedder.js';
export * from './storage.js';
