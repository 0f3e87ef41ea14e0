export { createMemoryTools, MEMORY_CATEGORIES, type MemoryToolsOptions } from './memory-tools.js';
