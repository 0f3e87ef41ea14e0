export { words, stemWord, termsOf, indexTermsOf, queryTermsOf, termsFoundIn } from './terms.js';
export { STOP_WORDS } from './stop-words.js';
export { timeWindowsOf, inTimeWindows, type TimeWindow } from './time-expressions.js';
export { chunkText } from './chunks.js';
export { numberOfWords, NUMBER_WORD_SOURCE, isTensWord, isUnitWord, UNIT_WORDS, TEEN_WORDS, TENS_WORDS, QUANTITY_WORDS } from './numbers.js';
