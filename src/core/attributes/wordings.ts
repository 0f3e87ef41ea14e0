/**
 * The topics of a request (issue 24): which attributes a request on food, travel, health … bears on
 * ("suggest a snack" → what the user may not eat), and which attributes are of taste or of a person.
 * Data only; the matcher is `questions.ts`. How a question asks for an attribute itself is the word
 * families of `lexicon.ts`.
 *
 * A cue is a few words, matched as a run of the request's words (lower case, apostrophe endings
 * dropped, plurals as singulars, so "snacks" matches "snack"; no stemming, which would make
 * "management" a "manager"). Prefer a cue of two or three words to a common one-word one: a cue
 * that fires on requests about something else brings the wrong facts in. Users extend the topics
 * through `createMnemo({ topics })` and the attributes' wordings through
 * `createMnemo({ attributes: [{ key, cardinality, asked, topics }] })` (docs/recall.md, "Questions
 * about the user").
 */

/** Attributes of taste: the user's `preference.<topic>` facts answer them too ("what sport do I do" → "The user likes climbing."). */
export const PREFERENCE_ATTRIBUTES: readonly string[] = ['likes', 'hobby', 'favourite', 'dislikes'];
/** Words a memory of taste says without a triple ("The user likes climbing."), as the index stems them. */
export const PREFERENCE_WORDS: readonly string[] = ['like', 'enjoy', 'love', 'favourit'];

/** The built-in attributes whose value is another person: a question naming one is about that person, not the user. */
export const PERSON_ATTRIBUTES: readonly string[] = [
  'partner',
  'child',
  'parent',
  'sibling',
  'cousin',
  'friend',
  'roommate',
  'works_with',
  'manager',
  'agent',
  'business_partner',
];

/** A topic of a request and the attributes whose facts bear on it ("suggest a snack" → what the user may not eat). */
export interface TopicSpec {
  readonly name: string;
  /** Words (wordings, as above) that put a request on this topic. */
  readonly cues: readonly string[];
  /** Attribute keys relevant to the topic. */
  readonly attributes: readonly string[];
}

/** The built-in topics. A request can be on several. */
export const BUILTIN_TOPICS: readonly TopicSpec[] = [
  {
    name: 'food',
    cues: [
      'food',
      'eat',
      'meal',
      'snack',
      'cook',
      'recipe',
      'breakfast',
      'brunch',
      'lunch',
      'dinner',
      'supper',
      'dessert',
      'cake',
      'bake',
      'restaurant',
      'steakhouse',
      'cafe',
      'takeaway',
      'pizza',
      'menu',
      'grocery',
      'groceries',
      'picnic',
      'barbecue',
      'bbq',
      'chocolate',
      'sweets',
      'order at',
      'table for',
    ],
    attributes: ['diet', 'allergic_to', 'intolerant_to', 'medical', 'dislikes'],
  },
  { name: 'drink', cues: ['drink', 'bar', 'pub', 'wine', 'beer', 'cocktail', 'coffee', 'tea'], attributes: ['diet', 'medical', 'intolerant_to'] },
  {
    name: 'health',
    cues: [
      'gp',
      'doctor',
      'pharmacy',
      'pharmacist',
      'prescription',
      'medicine',
      'infection',
      'sick',
      'flu',
      'blocked nose',
      'sore throat',
      'headache',
      'hospital',
      'dentist',
    ],
    attributes: ['allergic_to', 'medical'],
  },
  {
    name: 'exercise',
    cues: [
      'go running',
      'running plan',
      'running outside',
      'jog',
      'workout',
      'gym',
      'training plan',
      'hike',
      'hiking',
      'swim',
      'marathon',
      'yoga',
      'bike ride',
    ],
    attributes: ['medical', 'hobby'],
  },
  {
    name: 'travel',
    cues: [
      'trip',
      'travel',
      'flight',
      'fly',
      'holiday',
      'vacation',
      'hotel',
      'abroad',
      'boat',
      'cruise',
      'ferry',
      'rental car',
      'hire car',
      'road trip',
      'drive me',
    ],
    attributes: ['fear', 'medical', 'driving_licence', 'car'],
  },
  { name: 'animals', cues: ['kitten', 'puppy', 'dog', 'cat', 'pet', 'zoo', 'farm'], attributes: ['allergic_to', 'has_pet'] },
  { name: 'party', cues: ['party', 'balloon', 'decoration', 'celebration', 'celebrate'], attributes: ['allergic_to', 'diet'] },
  { name: 'plans', cues: ['plan my', 'weekend', 'book me a table'], attributes: ['hobby'] },
  { name: 'screen', cues: ['movie', 'film', 'tv show', 'tv series', 'something to watch'], attributes: ['likes', 'dislikes', 'favourite'] },
  { name: 'money', cues: ['should i buy', 'afford', 'splurge'], attributes: ['goal'] },
];
