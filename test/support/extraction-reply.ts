/** What the scripted model answers to an extraction request (schema `mnemo_extraction`), for the tests that script one. */

/** A memory as the extraction schema wants it: an explicit fact of importance 0.7, confidence 0.9, no triple or profile field; `over` changes any of it. */
export const extractedMemory = (content: string, over: Record<string, unknown> = {}) => ({
  kind: 'fact',
  content,
  importance: 0.7,
  confidence: 0.9,
  explicit: true,
  triple: null,
  profileKey: null,
  profileValue: null,
  fromTurns: [],
  ...over,
});

/** The scripted reply holding `memories`, the memories to forget and the session's summary. */
export const extractionReply = (memories: unknown[], forget: string[] = [], summary = 'talked') => ({ text: JSON.stringify({ memories, forget, summary }) });
