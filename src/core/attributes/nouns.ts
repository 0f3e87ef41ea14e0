/**
 * The nouns of the attributes (issue 24, seventh round): a lexicon of synonyms and hypernyms. For
 * each attribute, groups of a head noun, its synonyms and everyday or slang words ("dog": pooch,
 * mutt, hound, doggo), and the nouns under it (its hyponyms: "dog" → whippet, labrador …; "rodent"
 * → rat, hamster …). Data only; `questions.ts` reads it through `nounGroups`.
 *
 * A word of a group in the question's focus ("what's my pooch called", "what rodent do i have",
 * "what's my trade", "what motor have i got") asks for the attribute, as a kind of the attribute's
 * family does (`lexicon.ts`), and the group tells which of the user's values it means: the
 * attribute leg takes a fact whose value or words say one of the group's words before the
 * attribute's other facts (the dog before the cat), and searches the group's words among the
 * user's statements when no fact is keyed by the attribute. A group with `context` asks only when
 * the question also says one of those words ("what's wrong with my eyes" asks for `medical`, "what
 * colour are my eyes" does not).
 *
 * Users extend it per attribute: `createMnemo({ attributes: [{ key, cardinality, nouns: [{ head,
 * synonyms, under }] }] })` (docs/recall.md, "Questions about the user"). Every word is lower case,
 * in its base form (plurals are made: "moggy" stands for moggies); a space makes a run of words.
 */

/** One head noun with its synonyms and the nouns under it. */
export interface NounGroup {
  readonly head: string;
  /** Other words for the same thing, slang and everyday ones included. */
  readonly synonyms?: readonly string[];
  /** Nouns of its kinds (hyponyms): a value stated with one of them is of this group. */
  readonly under?: readonly string[];
  /** Words one of which the question must also say for the group to ask (for nouns with another common use). */
  readonly context?: readonly string[];
  /** Its nouns ask only beside a verb of the attribute's family ("what saw do i use", not "what saw did you see"). */
  readonly needsVerb?: boolean;
  /** Other words a statement of it uses, which ask for nothing ("trained" for a mentor): searched, never matched in a question. */
  readonly says?: readonly string[];
}

const DOGS = [
  ...['greyhound', 'labrador', 'spaniel', 'terrier', 'retriever', 'collie', 'poodle', 'beagle', 'dachshund', 'whippet', 'lurcher'],
  ...['pug', 'husky', 'alsatian', 'shepherd', 'corgi', 'boxer', 'rottweiler', 'doberman', 'chihuahua', 'schnauzer', 'setter'],
  ...['pointer', 'cockapoo', 'labradoodle', 'cavapoo', 'bulldog', 'staffie', 'dalmatian', 'sheepdog', 'springer', 'vizsla'],
];
const CATS = ['tabby', 'siamese', 'persian', 'ragdoll', 'maine coon', 'bengal', 'sphynx', 'burmese', 'tortoiseshell', 'kitten'];
/** What is wrong with a part of the body: a question about one asks for a medical condition. */
const AILING = ['wrong', 'matter', 'up', 'problem', 'issue', 'trouble', 'condition', 'pain', 'hurt', 'ache', 'sore', 'bad', 'set', 'trigger', 'cause'];

/** Everyday members of the kinds of pastime a question names by their kind ("what instrument am i learning"). */
const INSTRUMENTS = [
  ...['piano', 'guitar', 'ukulele', 'uke', 'bass guitar', 'banjo', 'mandolin', 'violin', 'fiddle', 'viola', 'cello', 'double bass'],
  ...['harp', 'drums', 'drum kit', 'percussion', 'flute', 'clarinet', 'oboe', 'bassoon', 'saxophone', 'sax', 'trumpet', 'trombone'],
  ...['tuba', 'french horn', 'cornet', 'harmonica', 'accordion', 'bagpipes', 'tin whistle', 'bodhran', 'sitar'],
  ...['tabla', 'veena', 'harmonium', 'erhu', 'guzheng', 'koto', 'shamisen', 'oud', 'bouzouki', 'cavaquinho', 'steel pan'],
];
const DANCES = [
  ...['ballet', 'salsa', 'tango', 'flamenco', 'tap dance', 'swing dance', 'jazz dance', 'ballroom', 'lindy hop', 'bachata', 'kizomba', 'zumba'],
  ...['hip hop', 'breakdancing', 'kathak', 'bharatanatyam', 'odissi', 'kuchipudi', 'bhangra', 'belly dancing'],
  ...['line dancing', 'ceilidh', 'highland dancing', 'irish dancing', 'samba', 'capoeira', 'pole dancing', 'waltz', 'foxtrot'],
];
const MARTIAL_ARTS = [
  ...['karate', 'judo', 'taekwondo', 'jiu jitsu', 'jujitsu', 'bjj', 'kung fu', 'aikido', 'kickboxing', 'muay thai'],
  ...['capoeira', 'krav maga', 'wing chun', 'kendo', 'fencing', 'tai chi', 'mma', 'wrestling', 'silat', 'kalaripayattu'],
];
const GAMES = [
  ...['chess', 'draughts', 'checkers', 'backgammon', 'scrabble', 'monopoly', 'carrom', 'mahjong', 'poker'],
  ...['dominoes', 'cribbage', 'whist', 'rummy', 'catan', 'dungeons and dragons', 'd&d', 'bingo', 'pub quiz', 'darts'],
];
const WORKOUTS = [...['yoga', 'hot yoga', 'pilates', 'crossfit', 'spin class', 'parkrun'], ...['bootcamp', 'boot camp', 'hiit', 'aerobics', 'zumba']];
const CRAFTS = [
  ...['knitting', 'crochet', 'sewing', 'quilting', 'embroidery', 'pottery', 'ceramics', 'woodwork', 'woodturning'],
  ...['watercolour', 'watercolor', 'sketching', 'calligraphy', 'origami', 'jewellery making', 'weaving'],
];
const STUDIES = [
  ...['masters', 'msc', 'phd', 'doctorate', 'honours', 'honors', 'bachelor', 'bachelors', 'mba', 'diploma'],
  ...['certificate', 'graduate certificate', 'postgrad', 'postgraduate', 'nvq', 'btec', 'apprenticeship', 'night class', 'evening class'],
];

/** The built-in groups, by attribute key. */
export const NOUNS: Readonly<Record<string, readonly NounGroup[]>> = {
  has_pet: [
    { head: 'dog', synonyms: ['pooch', 'mutt', 'doggo', 'doggy', 'doggie', 'hound', 'pup', 'puppy', 'canine', 'pupper'], under: DOGS },
    { head: 'cat', synonyms: ['moggy', 'moggie', 'kitty', 'puss', 'pussycat', 'feline', 'kitty cat'], under: CATS },
    { head: 'rodent', under: ['rat', 'mouse', 'hamster', 'gerbil', 'guinea pig', 'chinchilla', 'degu'] },
    {
      head: 'bird',
      synonyms: ['birdie', 'birdy', 'feathered friend', 'avian'],
      under: ['budgie', 'budgerigar', 'parrot', 'canary', 'cockatiel', 'parakeet', 'finch', 'lovebird', 'macaw'],
    },
    { head: 'reptile', under: ['lizard', 'gecko', 'snake', 'tortoise', 'turtle', 'iguana', 'python', 'bearded dragon', 'chameleon'] },
    { head: 'amphibian', under: ['frog', 'toad', 'newt', 'axolotl', 'salamander'] },
    { head: 'fish', under: ['goldfish', 'guppy', 'koi', 'betta', 'tetra', 'aquarium', 'fish tank'] },
    { head: 'weasel', synonyms: ['mustelid'], under: ['ferret', 'stoat'] },
    { head: 'rabbit', synonyms: ['bunny', 'bunny rabbit'] },
    { head: 'horse', synonyms: ['pony', 'mare', 'gelding', 'stallion', 'nag'] },
    { head: 'pet', synonyms: ['furball', 'fur baby', 'furbaby', 'critter', 'beastie', 'companion animal'] },
  ],
  hobby: [
    { head: 'instrument', synonyms: ['musical instrument'], under: INSTRUMENTS },
    { head: 'dance', synonyms: ['dance form', 'dance style', 'style of dance'], under: DANCES },
    { head: 'martial art', synonyms: ['fighting style', 'combat sport'], under: MARTIAL_ARTS },
    { head: 'art form', synonyms: ['classical art'], under: [...DANCES, ...CRAFTS, ...INSTRUMENTS] },
    { head: 'game', synonyms: ['board game', 'card game', 'tabletop game'], under: GAMES },
    { head: 'workout', synonyms: ['exercise', 'fitness', 'training routine'], under: WORKOUTS },
    { head: 'craft', synonyms: ['handicraft', 'crafts'], under: CRAFTS },
  ],
  learning: [{ head: 'degree', synonyms: ['qualification', 'studies'], under: STUDIES, says: ['studying', 'doing a'] }],
  role: [
    {
      head: 'job',
      synonyms: ['trade', 'calling', 'vocation', 'livelihood', 'line of work', 'line of business', 'day job', 'metier', 'profession'],
    },
  ],
  employer: [{ head: 'employer', synonyms: ['business', 'outfit', 'firm', 'company', 'workplace', 'paymaster'] }],
  car: [
    {
      head: 'vehicle',
      synonyms: ['motor', 'wheels', 'runabout', 'car', 'ride'],
      under: ['motorbike', 'motorcycle', 'scooter', 'moped', 'van', 'hatchback', 'saloon', 'suv', 'pickup', 'truck', 'campervan'],
    },
    { head: 'bike', synonyms: ['bicycle', 'cycle', 'push bike'], under: ['road bike', 'mountain bike', 'ebike', 'e bike', 'tandem', 'brompton'] },
  ],
  medical: [
    { head: 'condition', synonyms: ['illness', 'ailment', 'complaint', 'disorder', 'syndrome', 'malady', 'health problem', 'health issue'] },
    { head: 'eye', synonyms: ['eyes', 'eyesight', 'sight', 'vision'], under: ['cataract', 'glaucoma', 'macular', 'blind', 'retina'], context: AILING },
    { head: 'ear', synonyms: ['ears', 'hearing', 'lughole'], under: ['deaf', 'tinnitus', 'hearing aid'], context: AILING },
    { head: 'back', synonyms: ['spine', 'backbone'], under: ['disc', 'sciatica', 'lumbar', 'scoliosis'], context: AILING },
    { head: 'joint', synonyms: ['joints'], under: ['arthritis', 'knee', 'hip', 'elbow', 'shoulder', 'gout'], context: AILING },
    { head: 'hand', synonyms: ['hands', 'fingers'], under: ['wrist', 'thumb', 'tendon', 'tendonitis', 'carpal'], context: AILING },
    { head: 'breathing', synonyms: ['lungs', 'chest', 'breath'], under: ['asthma', 'inhaler', 'copd', 'bronchitis'], context: AILING },
    { head: 'head', synonyms: ['headache', 'headaches'], under: ['migraine', 'migraines'], context: AILING },
    { head: 'sugar', synonyms: ['blood sugar', 'sugar level', 'glucose'], under: ['diabetes', 'diabetic', 'insulin', 'metformin'], context: AILING },
    { head: 'heart', synonyms: ['ticker'], under: ['blood pressure', 'cholesterol', 'statin', 'arrhythmia', 'angina'], context: AILING },
    { head: 'skin', under: ['eczema', 'psoriasis', 'dermatitis', 'rash'], context: AILING },
    { head: 'stomach', synonyms: ['tummy', 'gut', 'belly', 'digestion'], under: ['ibs', 'crohn', 'coeliac', 'reflux', 'ulcer'], context: AILING },
    { head: 'mind', synonyms: ['mental health', 'nerves', 'mood'], under: ['anxiety', 'depression', 'adhd', 'ptsd', 'ocd'], context: AILING },
    { head: 'foot', synonyms: ['feet', 'toes'], under: ['bunion', 'plantar', 'verruca'], context: AILING },
  ],
  takes_medication: [
    {
      head: 'medicine',
      synonyms: ['medication', 'meds', 'pills', 'pill', 'tablets', 'tablet', 'drugs', 'prescription', 'painkiller', 'painkillers'],
      under: ['inhaler', 'insulin', 'statin', 'metformin', 'naproxen', 'ibuprofen', 'paracetamol', 'warfarin', 'antidepressant'],
    },
  ],
  equipment: [
    {
      head: 'tool',
      needsVerb: true,
      synonyms: ['gear', 'kit', 'equipment', 'rig', 'setup', 'tools'],
      under: ['saw', 'chainsaw', 'bandsaw', 'drill', 'lathe', 'kiln', 'camera', 'lens', 'mic', 'microphone', 'mixer', 'mixing desk', 'desk'],
    },
  ],
  goal: [{ head: 'goal', synonyms: ['ambition', 'aim', 'aspiration', 'dream', 'target', 'resolution', 'plan for the future'] }],
  income: [
    { head: 'pay', synonyms: ['salary', 'wage', 'wages', 'income', 'earnings', 'stipend', 'paycheck', 'paycheque', 'payslip', 'day rate', 'hourly rate'] },
  ],
  hometown: [{ head: 'hometown', synonyms: ['home town', 'birthplace', 'roots', 'childhood home'] }],
  /** The people the user deals with, by role: "who's my doctor" is answered by "The user's GP is …". */
  provider: [
    { head: 'doctor', synonyms: ['gp', 'physician', 'doc', 'family doctor'] },
    { head: 'dentist', synonyms: ['orthodontist', 'hygienist'] },
    { head: 'accountant', synonyms: ['bookkeeper', 'tax adviser', 'tax advisor', 'tax return', 'vat'] },
    { head: 'agent', synonyms: ['booker', 'booking agent'] },
    { head: 'union rep', synonyms: ['union', 'shop steward', 'steward', 'representative'] },
    { head: 'chiropodist', synonyms: ['podiatrist'] },
    { head: 'hairdresser', synonyms: ['barber', 'stylist', 'hair stylist'], says: ['salon', 'hair', 'haircut', 'colours', 'colors'] },
    { head: 'mechanic', synonyms: ['garage'] },
    { head: 'childminder', synonyms: ['nanny', 'babysitter', 'au pair', 'minder', 'childcare'] },
    { head: 'landlord', synonyms: ['landlady', 'letting agent'] },
    { head: 'cleaner', synonyms: ['housekeeper'] },
    { head: 'editor', synonyms: ['sub editor', 'copy editor'] },
    { head: 'mentor', synonyms: ['trainer'], says: ['trained', 'taught', 'coached', 'showed'] },
    { head: 'solicitor', synonyms: ['lawyer', 'attorney'] },
    { head: 'vet', synonyms: ['veterinarian', 'veterinary surgeon', 'vets'], says: ['animal hospital', 'veterinary', 'vet clinic'] },
    { head: 'therapist', synonyms: ['counsellor', 'counselor', 'psychologist', 'psychotherapist'] },
    { head: 'physio', synonyms: ['physiotherapist', 'chiropractor', 'osteopath'], says: ['physiotherapy', 'massage', 'sports therapist'] },
    { head: 'optician', synonyms: ['optometrist'], says: ['opticians', 'eye test', 'ophthalmologist'] },
    // Trades that come to the house.
    { head: 'electrician', synonyms: ['sparky', 'sparkie', 'sparks', 'electrics', 'wiring'], says: ['rewired', 'wired'] },
    { head: 'plumber', synonyms: ['plumbing', 'heating engineer', 'gas engineer', 'boiler', 'heating'], says: ['boiler', 'radiator', 'pipes'] },
    { head: 'builder', synonyms: ['handyman', 'tradie', 'tradesman', 'roofer', 'joiner', 'chippy', 'bricklayer'], says: ['roof', 'roofing', 'extension'] },
    { head: 'decorator', synonyms: ['painter and decorator', 'painter'] },
    { head: 'gardener', synonyms: ['landscaper', 'tree surgeon'], says: ['mows', 'lawn', 'hedge', 'garden', 'waters the plants', 'grass'] },
  ],
};

/** The groups of `key`: the built-ins and configured ones. */
export function nounGroups(key: string, configured: readonly NounGroup[] = []): readonly NounGroup[] {
  return [...(NOUNS[key] ?? []), ...configured];
}

/** Every noun of a group: head, synonyms and the nouns under it. */
export function groupWords(g: NounGroup): string[] {
  return [g.head, ...(g.synonyms ?? []), ...(g.under ?? [])];
}

/** What a statement of the group's kind says: its nouns and its other words. */
export function groupSays(g: NounGroup): string[] {
  return [...groupWords(g), ...(g.says ?? [])];
}
