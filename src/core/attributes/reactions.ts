/**
 * A constraint asked for by what it does to the user (issue 24, twenty-fifth round): "which food gives me a sore
 * tummy", "any meds i come out in a rash from", "is there any bug that'd land me in the hospital", "what gives me that
 * burning in my chest", "stuff i react to". The question names no allergen and no condition: it names a reaction (a
 * symptom, a danger) and, often, the kind of thing that causes it (a food, a medicine, a drink, an animal). The memory
 * that answers says the constraint ("The user is lactose intolerant.", "The user is allergic to penicillin.").
 *
 * Two tables, read together: the reactions ({@link REACTIONS}: the words a question uses for one, and the words a
 * constraint that causes it says) and the kinds of thing ({@link THING_KINDS}: a question's word for a kind of thing,
 * and the kinds of hazard of `hazards.ts` whose allergens and conditions are of that kind). A question is read only
 * when it asks what causes something in the user: a verb of causing with the user as its object ("makes me", "gives
 * me", "land me", "tears up my"), or a verb of reacting with the user as its subject ("i react to", "i come out in").
 * Data and one pure function; the attribute leg searches the words among the user's statements.
 */
import { HAZARDS, type HazardKind } from './hazards.js';
import { words } from '../text/terms.js';

/** One reaction: the words a question uses for it (runs of words; a trailing `*` is a prefix) and what a constraint causing it says. */
export interface Reaction {
  readonly name: string;
  readonly cues: readonly string[];
  readonly says: readonly string[];
}

const ALLERGY_SAYS = ['allergic', 'allergy', 'allergies', 'anaphylaxis', 'anaphylactic', 'epipen', 'epi pen'];

/** The built-in reactions. */
export const REACTIONS: readonly Reaction[] = [
  {
    name: 'allergic',
    cues: ['rash', 'hive', 'hives', 'itch*', 'swell*', 'react*', 'come out in', 'break out', 'brings me out', 'puff up', 'blotch*', 'welt*'],
    says: ALLERGY_SAYS,
  },
  { name: 'danger', cues: ['hospital', 'kill me', 'deadly', 'dangerous', 'a and e', 'emergency', 'ambulance'], says: [...ALLERGY_SAYS, 'blood thinner'] },
  {
    name: 'stomach',
    cues: ['tummy', 'stomach', 'gut', 'belly', 'bloat*', 'queasy', 'nause*', 'sick', 'ill', 'poorly', 'upset', 'indigestion', 'the runs', 'toilet'],
    says: ['intolerant', 'intolerance', 'lactose', 'gluten', 'coeliac', 'celiac', 'ibs', 'ulcer', 'reflux', 'crohn', 'allergic'],
  },
  { name: 'heartburn', cues: ['burning', 'heartburn', 'acid', 'reflux', 'indigestion'], says: ['reflux', 'heartburn', 'acid', 'gerd', 'ulcer'] },
  { name: 'head', cues: ['headache', 'head', 'migraine*'], says: ['migraine', 'migraines', 'headache', 'headaches'] },
  {
    name: 'breathing',
    cues: ['wheez*', 'breathe', 'breathless', 'cough*', 'sneez*', 'sniffl*', 'streaming', 'runny nose', 'watery eyes', 'stuffy', 'tight chest'],
    says: ['asthma', 'hay fever', 'pollen', 'allergic', 'dander'],
  },
  { name: 'interaction', cues: ['my meds', 'my medication', 'my pills', 'my tablets', 'interact*', 'clash*'], says: ['interacts', 'interaction', 'interfere'] },
];

/** A question's word for a kind of thing, and the kinds of hazard (`hazards.ts`) whose constraints are of that kind. */
export const THING_KINDS: readonly { readonly words: readonly string[]; readonly hazards: readonly string[]; readonly says?: readonly string[] }[] = [
  {
    words: ['food', 'foods', 'eat', 'eating', 'dish', 'meal', 'snack', 'grub', 'ingredient', 'nuts', 'fruit', 'veg', 'vegetable'],
    hazards: ['gluten', 'dairy', 'nuts', 'shellfish', 'pork', 'spicy'],
    says: ['food', 'fruit', 'grapefruit'],
  },
  {
    words: ['meds', 'medicine', 'medication', 'pill', 'pills', 'tablet', 'tablets', 'painkiller', 'painkillers', 'antibiotic', 'antibiotics', 'drug', 'drugs'],
    hazards: ['penicillin', 'nsaid'],
  },
  { words: ['drink', 'drinks', 'bevvy', 'bevvies', 'beverage', 'booze'], hazards: ['alcohol', 'dairy'], says: ['wine', 'beer', 'caffeine', 'coffee'] },
  { words: ['bug', 'bugs', 'insect', 'insects', 'creepy crawly', 'creepy crawlies'], hazards: ['insects', 'creepy'] },
  { words: ['animal', 'animals', 'pet', 'pets', 'beast', 'critter'], hazards: ['cats', 'dogs', 'birds'], says: ['horse', 'horses', 'dander', 'fur'] },
  { words: ['fabric', 'material', 'clothes'], hazards: ['wool', 'latex'] },
  { words: ['smell', 'smells'], hazards: ['scent', 'smoke'] },
];

/** A verb of causing with the user as its object, or of reacting with the user as its subject. */
const CAUSE =
  /\b(?:make|makes|made|give|gives|gave|set|sets|land|lands|bring|brings|tear|tears|mess|messes|upset|upsets|trigger|triggers|disagree|disagrees|send|sends)\s+(?:me|my|up my)\b|\b(?:i|me)\s+(?:react|come out|break out|get)\b|\breact(?:s|ion)?\b|\b(?:that|which)'?d\s+(?:land|send|make|give)\b/;

/** The reading of a question that asks what causes a reaction in the user. */
export interface ReactionReading {
  /** The reactions named, as hazard kinds: their `says` are what a constraint causing them says. */
  readonly reactions: readonly HazardKind[];
  /** The kinds of thing named, as hazard kinds: their `says` are the allergens and conditions of that kind. */
  readonly things: readonly HazardKind[];
}

/** A cue as a run of words; a word ending in `*` stands for any word it begins. */
const parse = (cue: string) => cue.split(/\s+/).map((w) => (w.endsWith('*') ? { word: w.slice(0, -1), prefix: true } : { word: w, prefix: false }));
/** Whether the words `tokens` say `cue`. */
const said = (tokens: readonly string[], cue: string): boolean => {
  const run = parse(cue);
  return tokens.some(
    (_, i) => i + run.length <= tokens.length && run.every((w, j) => (w.prefix ? tokens[i + j]?.startsWith(w.word) : tokens[i + j] === w.word)),
  );
};

/** What `question` asks causes a reaction in the user, or null when it asks no such thing. */
export function reactionOf(question: string, hazards: readonly HazardKind[] = HAZARDS): ReactionReading | null {
  const lower = question.toLowerCase().replace(/[’]/g, "'");
  if (!CAUSE.test(lower)) return null;
  const tokens = words(lower);
  const reactions: HazardKind[] = REACTIONS.filter((r) => r.cues.some((c) => said(tokens, c))).map((r) => ({ name: r.name, things: [], says: r.says }));
  const things: HazardKind[] = [];
  for (const kind of THING_KINDS) {
    if (!kind.words.some((w) => said(tokens, w))) continue;
    const of = hazards.filter((h) => kind.hazards.includes(h.name));
    things.push({ name: kind.words[0] as string, things: [], says: [...of.flatMap((h) => h.says), ...(kind.says ?? [])] });
  }
  return reactions.length > 0 || things.length > 0 ? { reactions, things } : null;
}
