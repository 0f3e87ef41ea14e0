/**
 * Word lists of the question reader (`questions.ts`): where a question's head ends, which words make a
 * family verb a noun, what may follow a kind that heads its phrase, and the words of leisure.
 */
/** Words that end the look-back for a focus word: the kind is past the question's head. */
export const HEAD_END = new Set([
  'i',
  'we',
  'you',
  'do',
  'does',
  'did',
  'is',
  'am',
  'are',
  'was',
  'were',
  'have',
  'has',
  'had',
  'can',
  'to',
  'at',
  'in',
  'on',
  'for',
  'with',
  'from',
  'by',
]);
/** A word before a family verb that makes it a noun ("my work", "the play", "what date"). */
export const NOT_VERB = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'your',
  'his',
  'her',
  'their',
  'this',
  'that',
  'at',
  'for',
  'of',
  'in',
  'on',
  'from',
  'by',
  'what',
  'which',
]);
/** Words after which a kind still heads its phrase ("what dog do i have", "my dog called", "what sport am i into"). */
export const HEAD_FOLLOW = new Set([
  ...HEAD_END,
  ...['am', 'are', 'were', 'will', 'would', 'should', 'could', 'might', 'and', 'or', 'but', 'of', 'about', 'as', 'into', 'like'],
  ...['name', 'called', 'named', 'again', 'now', 'then', 'please', 'these', 'this', 'that', 'there', 'ever', 'really', 'most', 'best', 'not'],
]);

export const LEISURE = new Set([
  'fun',
  'weekend',
  'spare',
  'free',
  'evening',
  'relax',
  'downtime',
  'hobby',
  'holiday',
  'off',
  'sunday',
  'saturday',
  'exercise',
  'sport',
  'fitness',
]);
