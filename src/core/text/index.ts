export { words, stemWord, termsOf, indexTermsOf, queryTermsOf, termsFoundIn } from './terms.js';
export { STOP_WORDS } from './stop-words.js';
export { timeWindowsOf, inTimeWindows, type TimeWindow } from './time-expressions.js';
export { chunkText } from './chunks.js';
