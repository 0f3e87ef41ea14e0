export {
  AttributeTable,
  BUILTIN_ATTRIBUTES,
  DEFAULT_ATTRIBUTES,
  normalizeKey,
  normalizeSubject,
  USER_SUBJECT,
  type AttributeInput,
  type AttributeRef,
  type AttributeSpec,
  type Cardinality,
} from './table.js';
