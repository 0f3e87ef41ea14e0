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

import { ANIMAL_ALLERGENS, FOOD_ALLERGENS, FOOD_CONDITIONS, MOBILITY_CONDITIONS } from './fits.js';

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
  'provider',
];

/**
 * A topic of a request and the attributes whose facts bear on it ("suggest a snack" → what the user
 * may not eat). The attributes are listed most constraining first: the first weighs 1 on the `topic`
 * part, each next one 0.1 less (at least 0.6), so for a steakhouse the diet comes before an old
 * knee injury.
 */
export interface TopicSpec {
  readonly name: string;
  /** Words (wordings, as above) that put a request on this topic. */
  readonly cues: readonly string[];
  /** Attribute keys relevant to the topic, most constraining first. */
  readonly attributes: readonly string[];
  /**
   * Words a statement bearing on the topic uses without naming an attribute ("collects", "loves"
   * for a gift; weekdays and "off" for a meeting): searched among the user's facts, preferences and
   * procedures, never among episodes. (The cues themselves are searched among procedures: "When
   * the user asks for meal ideas, …" bears on a request to cook.)
   */
  readonly says?: readonly string[];
  /**
   * Its attributes are the household's ("book a table for us", "for the two of us", "when the kids come round"):
   * their names are searched among the statements about the user's partner, children, parents or flatmates
   * ("The user's partner is Clem, who is vegan."), and the user's own facts of them are not taken by it.
   */
  readonly household?: boolean;
  /**
   * Per attribute, the words of its values that bear on the topic (`fits.ts`): for a meal, an allergy to peanuts,
   * not to latex. A keyed fact of the attribute whose value and sentence say none of them weighs half.
   */
  readonly fits?: Readonly<Record<string, readonly string[]>>;
}

const FOOD_FITS = { allergic_to: FOOD_ALLERGENS, intolerant_to: FOOD_ALLERGENS, medical: FOOD_CONDITIONS };
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekday', 'weekend'];
const LIKING = ['loves', 'likes', 'enjoys', 'collects', 'fan', 'favourite', 'into', 'adores'];
/** Words of what someone likes or wants: said of a person a request is for ("The user's sister wants a new wheel."). */
export const WANTING: readonly string[] = [...LIKING, 'wants', 'hinted', 'wish', 'wishes', 'needs'];

/** The built-in topics. A request can be on several. */
export const BUILTIN_TOPICS: readonly TopicSpec[] = [
  {
    name: 'food',
    cues: [
      ...['food', 'eat', 'meal', 'snack', 'munch', 'nibble', 'cook', 'recipe', 'dish', 'catering', 'potluck'],
      ...['breakfast', 'brunch', 'lunch', 'dinner', 'supper', 'dessert', 'pudding', 'cake', 'bake', 'biscuit', 'cookie', 'treat'],
      ...['restaurant', 'steakhouse', 'cafe', 'takeaway', 'pizza', 'sandwich', 'menu', 'grocery', 'groceries', 'picnic'],
      ...['barbecue', 'bbq', 'chocolate', 'sweets', 'cheese board', 'order at', 'table for'],
    ],
    attributes: ['diet', 'allergic_to', 'intolerant_to', 'medical', 'dislikes'],
    fits: FOOD_FITS,
  },
  {
    name: 'drink',
    cues: ['drink', 'bar', 'pub', 'wine', 'beer', 'cocktail', 'coffee', 'tea', 'smoothie', 'juice', 'champagne', 'prosecco', 'toast to'],
    attributes: ['diet', 'intolerant_to', 'medical', 'allergic_to'],
    fits: FOOD_FITS,
  },
  {
    name: 'health',
    cues: [
      ...['gp', 'doctor', 'pharmacy', 'pharmacist', 'prescription', 'prescribe', 'medicine', 'antibiotic', 'painkiller', 'vaccine'],
      ...['vaccination', 'jab', 'injection', 'infection', 'sick', 'flu', 'blocked nose', 'sore throat', 'headache', 'hospital'],
      ...['dentist', 'mri', 'scan', 'x ray', 'xray', 'surgery', 'operation', 'blood test', 'anaesthetic'],
    ],
    attributes: ['allergic_to', 'medical', 'intolerant_to'],
  },
  {
    name: 'exercise',
    cues: [
      ...['go running', 'running plan', 'running outside', 'jog', 'workout', 'gym', 'training plan', 'fitness', 'hike', 'hiking'],
      ...['trek', 'swim', 'marathon', 'yoga', 'bike ride', 'cycling', 'climbing', 'deadlift', 'weights', 'lifting', 'spin class'],
      ...['a walk', 'coastal walk', 'go for a walk', 'walk along', 'walk up', 'ramble', 'scramble'],
    ],
    attributes: ['medical', 'hobby', 'fear'],
    fits: { medical: MOBILITY_CONDITIONS },
  },
  {
    name: 'travel',
    cues: [
      ...['trip', 'travel', 'flight', 'fly', 'holiday', 'vacation', 'getaway', 'weekend away', 'hotel', 'abroad', 'boat'],
      ...['cruise', 'ferry', 'road trip', 'itinerary', 'how i get to', 'how do i get to'],
      ...['train to', 'journey', 'directions to', 'excursion', 'sightseeing', 'camping'],
      ...['airport', 'day trip', 'boat trip', 'city break', 'long weekend', 'weekend in', 'tour', 'get there', 'get to', 'sailing'],
    ],
    attributes: ['fear', 'medical', 'driving_licence', 'car', 'commute', 'location'],
    says: ['seasick', 'travel sick', 'carsick', 'airsick', 'motion sickness', 'flying', 'heights', 'vertigo', 'passport', 'visa'],
    fits: { medical: MOBILITY_CONDITIONS },
  },
  {
    name: 'driving',
    cues: [
      ...['rental car', 'hire car', 'car hire', 'rent a car', 'hire a car', 'road trip', 'drive me', 'drive to', 'parking', 'a drive'],
      ...['drive down', 'drive up', 'drive out', 'take the car', 'take my car', 'by car', 'motorhome', 'campervan', 'camper van'],
    ],
    attributes: ['driving_licence', 'car', 'medical', 'location'],
    fits: { medical: MOBILITY_CONDITIONS },
    says: ['range', 'licence', 'license'],
  },
  {
    // Who comes along: the household's facts bear on a request for us, for the family, for the two of us.
    name: 'company',
    cues: [
      ...['for us', 'book us', 'us a', 'two of us', 'three of us', 'four of us', 'five of us', 'for the family', 'whole family'],
      ...['with the family', 'family meal', 'with the kids', 'for the kids', 'the kids', 'the twins', 'date night', 'our anniversary'],
      ...['me and my', 'for me and', 'with my partner', 'with my wife', 'with my husband', 'my other half', 'the grandkids'],
      ...['little one', 'little ones', 'come over', 'come round', 'coming over', 'coming round'],
    ],
    attributes: ['diet', 'allergic_to', 'intolerant_to', 'medical', 'fear', 'dislikes'],
    household: true,
  },
  {
    name: 'animals',
    cues: ['kitten', 'puppy', 'dog', 'cat', 'pet', 'zoo', 'farm', 'adopt', 'horse riding', 'petting'],
    attributes: ['allergic_to', 'fear', 'has_pet'],
    fits: { allergic_to: ANIMAL_ALLERGENS },
  },
  {
    name: 'party',
    cues: ['party', 'balloon', 'decoration', 'celebration', 'celebrate', 'wedding', 'anniversary'],
    attributes: ['allergic_to', 'diet'],
    fits: FOOD_FITS,
  },
  {
    name: 'plans',
    cues: [
      ...['plan my', 'weekend', 'book me a table', 'day off', 'free day', 'free saturday', 'free sunday', 'free weekend'],
      ...['free evening', 'nothing on', 'spare time', 'what should i do', 'something to do', 'plan it', 'plan the day', 'day out'],
    ],
    attributes: ['hobby', 'likes', 'medical'],
  },
  {
    name: 'screen',
    cues: ['movie', 'film', 'tv show', 'tv series', 'something to watch', 'show', 'theatre', 'panto', 'pantomime', 'musical', 'cinema'],
    attributes: ['likes', 'dislikes', 'favourite', 'medical'],
  },
  {
    name: 'music',
    cues: ['music', 'tunes', 'playlist', 'song', 'album', 'gig', 'concert', 'festival', 'radio', 'put on some', 'club night', 'nightclub', 'rave'],
    attributes: ['dislikes', 'likes', 'favourite', 'medical'],
  },
  {
    name: 'gifts',
    cues: [
      ...['gift', 'present for', 'birthday present', 'christmas present', 'stocking filler', 'something to give', 'for her birthday'],
      ...['for his birthday', 'for their birthday', 'get her', 'get him', 'buy her', 'buy him'],
    ],
    attributes: ['likes', 'favourite', 'hobby', 'dislikes', 'allergic_to'],
    says: LIKING,
  },
  {
    name: 'schedule',
    cues: ['meeting', 'appointment', 'schedule', 'calendar', 'diary', 'call with', 'kickoff', 'catch up', 'which day', 'what day'],
    attributes: ['commute'],
    says: [...WEEKDAYS, 'off', 'part time', 'works from home', 'shift'],
  },
  {
    name: 'money',
    cues: [
      ...['should i buy', 'afford', 'splurge', 'buy', 'secondhand', 'second hand', 'used', 'on ebay', 'autotrader', 'pick a new'],
      ...['choose a new', 'shopping for', 'cheap', 'price'],
    ],
    attributes: ['goal'],
    says: ['budget', 'saving', 'spend', 'spending', 'afford', 'capped'],
  },
  { name: 'paperwork', cues: ['invoice', 'bill', 'quote', 'report', 'write up', 'slides', 'presentation', 'lay it out'], attributes: [] },
];
