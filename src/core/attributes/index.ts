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
export { askedAttributes, topicTable, TOPIC_WEIGHT, type AskedAttribute, type TopicInput } from './questions.js';
export { BUILTIN_TOPICS, type TopicSpec } from './wordings.js';
