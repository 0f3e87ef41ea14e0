export { ChangeSet } from './change-set.js';
export { forgetMemory, noteMemory, updateMemory, type Replacement, type UpdateOptions } from './correct.js';
export { getCurrentWritable, getWritable, notCurrent } from './current.js';
export { termsOf, withVector, type WriteDeps } from './deps.js';
export { deriveTriple } from './triple.js';
export { historyOfChain } from './history.js';
export { heldField, valueText } from './field.js';
export { rememberAll, type RememberManyOptions } from './remember.js';
