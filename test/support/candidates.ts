/** Extraction candidates as the write path receives them, for the tests that apply them directly. */
import type { Candidate } from '../../src/write/extract/types.js';

/** A fact the user implied in event 1, of middling importance and fairly sure, with no triple or profile field; `over` changes any of it. */
export const candidate = (content: string, over: Partial<Candidate> = {}): Candidate => ({
  kind: 'fact',
  content,
  importance: 0.5,
  confidence: 0.8,
  triple: null,
  profile: null,
  source: 'user_implicit',
  eventSeqs: [1],
  ...over,
});
