export { words, stemWord, termsOf, indexTermsOf, queryTermsOf } from './terms.js';
export { STOP_WORDS } from './stop-words.js';
