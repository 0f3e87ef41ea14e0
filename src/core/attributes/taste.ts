/**
 * What a taste is of (issue 24): a question on food ("any herbs i hate?", "what do i like to eat")
 * is answered by the user's tastes in food, not by their music. A kind of taste is a set of words,
 * base forms: the name of the kind ("music", "film"), words of its things ("jazz", "curry", "tennis")
 * and its verbs ("listen", "eat", "watch"). A question is on the kinds whose words it says; a
 * memory of taste is of the kinds its words (and its `preference.<topic>` key) say. Data and two
 * pure functions; `read/retrieve/attribute-facts.ts` uses them.
 */
import { words } from '../text/terms.js';
import { plainForm } from './forms.js';

/** The built-in kinds of taste, by name. A word may stand in two kinds ("show": a film or a gig). */
export const TASTE_KINDS: Readonly<Record<string, readonly string[]>> = {
  music: [
    ...['music', 'song', 'band', 'singer', 'artist', 'album', 'genre', 'playlist', 'listen', 'gig', 'concert', 'tune', 'musician', 'rapper'],
    ...['jazz', 'rock', 'pop', 'rap', 'hip', 'hop', 'classical', 'opera', 'metal', 'folk', 'indie', 'techno', 'house', 'reggae', 'blues'],
    ...['punk', 'soul', 'funk', 'disco', 'electronic', 'country', 'choir', 'orchestra', 'symphony', 'radio', 'vinyl', 'spotify'],
  ],
  film: [
    ...['film', 'movie', 'cinema', 'show', 'series', 'tv', 'telly', 'watch', 'documentary', 'actor', 'actress', 'director', 'horror'],
    ...['comedy', 'thriller', 'anime', 'sitcom', 'netflix', 'drama', 'romcom', 'cartoon', 'episode', 'streaming'],
  ],
  book: [...['book', 'novel', 'author', 'read', 'reading', 'poetry', 'poem', 'poet', 'fiction', 'writer', 'comic', 'manga', 'audiobook', 'memoir']],
  food: [
    ...['food', 'dish', 'cuisine', 'snack', 'eat', 'meal', 'cook', 'cooking', 'dessert', 'restaurant', 'taste', 'flavour', 'flavor', 'herb'],
    ...['spice', 'spicy', 'fruit', 'vegetable', 'veg', 'breakfast', 'lunch', 'dinner', 'curry', 'pizza', 'pasta', 'sushi', 'ramen', 'noodle'],
    ...['taco', 'burger', 'cake', 'chocolate', 'cheese', 'bread', 'soup', 'salad', 'steak', 'meat', 'fish', 'chicken', 'coriander', 'cilantro'],
    ...['garlic', 'chilli', 'chili', 'olive', 'mushroom', 'onion', 'tomato', 'avocado', 'sweet', 'biscuit', 'cookie', 'ice', 'cream', 'pie'],
    ...['bake', 'baking', 'recipe', 'takeaway', 'brunch', 'thai', 'indian', 'italian', 'mexican', 'japanese', 'chinese', 'korean'],
  ],
  drink: [
    ...['drink', 'wine', 'beer', 'ale', 'lager', 'coffee', 'tea', 'cocktail', 'juice', 'whisky', 'whiskey', 'gin', 'cider', 'latte'],
    ...['espresso', 'cuppa', 'brew', 'pint', 'chai', 'soda', 'smoothie', 'milkshake', 'cappuccino', 'mocha'],
  ],
  sport: [
    ...['sport', 'team', 'club', 'football', 'soccer', 'rugby', 'cricket', 'tennis', 'basketball', 'baseball', 'hockey', 'golf', 'match'],
    ...['league', 'fan', 'support', 'climbing', 'climb', 'running', 'run', 'swim', 'swimming', 'cycling', 'cycle', 'badminton', 'squash'],
    ...['volleyball', 'netball', 'boxing', 'skiing', 'ski', 'surf', 'surfing', 'yoga', 'gym', 'polo', 'rowing', 'hike', 'hiking', 'f1'],
  ],
  game: [...['game', 'gaming', 'videogame', 'console', 'chess', 'puzzle', 'crossword', 'boardgame', 'cards', 'poker']],
  colour: [...['colour', 'color', 'red', 'blue', 'green', 'yellow', 'purple', 'pink', 'orange', 'black', 'white', 'grey', 'gray']],
  weather: ['weather', 'rain', 'rainy', 'sunshine', 'sunny', 'snow', 'heat', 'humid', 'humidity'],
  podcast: ['podcast', 'episode'],
};

const INDEX = new Map<string, string[]>();
for (const [kind, list] of Object.entries(TASTE_KINDS)) for (const w of list) INDEX.set(w, [...(INDEX.get(w) ?? []), kind]);

/** The kinds of taste the words of `text` say, by base form ("herbs" → food). */
export function tasteKindsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of words(text)) for (const kind of INDEX.get(w) ?? INDEX.get(plainForm(w)) ?? []) out.add(kind);
  return out;
}

/**
 * How much a memory of taste answers a question on `focus` (the kinds the question says): 1 when it
 * is of one of them or the question names no kind, 0.5 when it says no kind (a taste the table does
 * not place: "The user likes knitting."), 0 when it is only of other kinds (music for a food question).
 */
export function tasteShare(focus: ReadonlySet<string>, memoryKinds: ReadonlySet<string>): number {
  if (focus.size === 0) return 1;
  if (memoryKinds.size === 0) return 0.5;
  for (const k of memoryKinds) if (focus.has(k)) return 1;
  return 0;
}

/**
 * Which way a taste is said (issue 24, fifteenth round): 1 for a liking ("what band am i into", "my best food", "The user
 * loves waakye."), -1 for a dislike ("which sabzi i hate", "anything i wont drink", "The user can't stand rum."), 0 when
 * the text says neither. Read from the closed class of words of liking and disliking, and from negation: a negator
 * turns a liking word after it into a dislike ("not keen on", "don't like"), and a negated verb of the first person
 * with no word of liking ("i wont drink", "i dont want") is a dislike. Pure.
 */
export function tastePolarityOf(text: string): -1 | 0 | 1 {
  const w = text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
  let out: -1 | 0 | 1 = 0;
  for (const [i, x] of w.entries()) {
    const negated = w.slice(Math.max(0, i - 3), i).some((y) => NEGATORS.has(y));
    if (DISLIKING.has(x) || (x === 'stand' && negated) || (x === 'sick' && w[i - 1] === 'me')) return -1;
    if (LIKING.has(plainForm(x)) || LIKING.has(x)) {
      if (negated) return -1;
      out = 1;
    }
    // "i wont drink", "i dont want", "i never eat": the user's own negated doing, in a question of taste.
    if (NEGATORS.has(x) && FIRST_PERSON.has(w[i - 1] ?? '') && out === 0 && !LIKING.has(w[i + 1] ?? '')) out = -1;
  }
  return out;
}

/** Words of liking, base forms ("loves" reads as "love"). */
const LIKING = new Set([
  'like',
  'love',
  'enjoy',
  'adore',
  'fancy',
  'prefer',
  'into',
  'fan',
  'favourite',
  'favorite',
  'fave',
  'fav',
  'best',
  'fond',
  'keen',
  'rate',
]);
/** Words of disliking, as said. */
const DISLIKING = new Set([
  'hate',
  'hates',
  'hated',
  'dislike',
  'dislikes',
  'disliked',
  'detest',
  'detests',
  'loathe',
  'loathes',
  'despise',
  'despises',
  'worst',
  'gross',
  'yuck',
  'avoid',
  'avoids',
]);
/** Negators, apostrophes dropped. */
const NEGATORS = new Set(['not', 'no', 'never', 'dont', 'doesnt', 'didnt', 'wont', 'cant', 'cannot', 'isnt', 'aint', 'wouldnt', 'couldnt', 'nt']);
const FIRST_PERSON = new Set(['i', 'user', 'we']);

/**
 * How much a memory of taste answers a question said one way (`asked` from {@link tastePolarityOf}): 1 when it is said
 * the same way or either says no way, {@link OTHER_POLARITY_SHARE} when it is said the other way (a dislike for "what
 * band am i into").
 */
export function polarityShare(asked: -1 | 0 | 1, memory: -1 | 0 | 1): number {
  return asked === 0 || memory === 0 || asked === memory ? 1 : OTHER_POLARITY_SHARE;
}
export const OTHER_POLARITY_SHARE = 0.5;
