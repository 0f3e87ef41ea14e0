/**
 * How people ask for an attribute (issue 24), as word families rather than phrases: for each
 * built-in attribute the nouns that name it, the nouns for the kind of its value, the verbs whose
 * subject (or object) is the user, and a few idioms. Data only; `questions.ts` reads a question
 * against it, `forms.ts` knows the inflections, so a family lists each word once in its base form
 * ("live" stands for lives, lived, living; "dog" for dogs).
 *
 * The families are written from what the words mean (a thesaurus of the attribute), not from the
 * questions of a corpus: a word belongs when a question that uses it about the user asks for the
 * attribute in most readings. A word with another common reading ("lead", "head", "club") goes into
 * `kinds`, which count only in the question's focus (see below); a word whose other reading is
 * common even there ("gig", "course", "exam") is left out.
 */

/** The words of one attribute. Every entry is lower case; a space makes a run of words. */
export interface Family {
  /** Nouns and adjectives that name the attribute ("job", "profession", "allergic"): anywhere in a question about the user. */
  readonly names?: readonly string[];
  /**
   * Nouns for the kind of its value ("dog", "parrot"; "city", "town"): they ask for it only in the
   * question's focus — after "what"/"which" (with "kind of", "sort of" between), after "my", "our",
   * "the", or after "any", "a", "some" following a verb of having ("do i have a dog").
   */
  readonly kinds?: readonly string[];
  /** With `needsVerb`, a kind asks for it only beside one of its verbs or "am i in/at/with" ("which hospital am i at"). */
  readonly needsVerb?: boolean;
  /**
   * Verbs, base form, whose subject or object is the user ("live", "report to"): a word after the
   * verb is a particle that must follow within a few words, and a particle verb takes the verb from
   * the families of the bare verb ("work with" is a coworker, not an employer).
   */
  readonly verbs?: readonly string[];
  /**
   * The question words one of which its verbs need ("where" for live, "who" for report to); `yes`
   * stands for a yes/no question about the user ("do i live in leeds", "can i speak welsh"). A kind
   * or name of the family in the question does as well. Without it, a verb with the user as its
   * subject is enough.
   */
  readonly verbNeeds?: readonly string[];
  /** Its verbs tell of the past and still hold ("where did i grow up", "where did i graduate"): a past form counts. */
  readonly pastVerbs?: boolean;
  /** Idioms, matched as runs of words ("for a living", "other half"); `*` is any one word. */
  readonly phrases?: readonly string[];
  /** Predicates, besides the table's aliases, whose facts answer it (`plays` for hobby, as the offline extractor writes it); each is one more fact lookup. */
  readonly reads?: readonly string[];
  /** Attributes whose facts answer it as well (`age` is known from `birthday`). */
  readonly also?: readonly string[];
  /**
   * Words a memory that states the attribute uses, besides the family's names, kinds and verbs: the
   * head nouns of its values ("engineer", "nurse" for a job; "greyhound" for a pet) and the verbs of
   * such a sentence ("joined" a company, "adopted" a dog). The attribute leg searches them when the
   * user has no keyed fact of the attribute ("The user is a data engineer." for "what's my job").
   */
  readonly says?: readonly string[];
}

/** Head nouns of occupations: what a sentence stating the user's job says ("The user is a data engineer."). */
const OCCUPATIONS = [
  ...['engineer', 'developer', 'programmer', 'designer', 'scientist', 'analyst', 'architect', 'writer', 'student', 'researcher', 'founder'],
  ...['consultant', 'teacher', 'professor', 'doctor', 'nurse', 'lawyer', 'intern', 'director', 'editor', 'artist', 'accountant', 'translator'],
  ...['dentist', 'surgeon', 'chef', 'cook', 'pilot', 'therapist', 'physician', 'pharmacist', 'recruiter', 'technician', 'specialist', 'officer'],
  ...['contractor', 'freelancer', 'freelance', 'librarian', 'journalist', 'photographer', 'electrician', 'plumber', 'mechanic', 'paramedic'],
  ...['psychologist', 'economist', 'statistician', 'biologist', 'chemist', 'physicist', 'coordinator', 'assistant', 'adviser', 'advisor'],
  ...['auditor', 'banker', 'trader', 'midwife', 'barista', 'cashier', 'clerk', 'receptionist', 'courier', 'carer', 'counsellor', 'counselor'],
  ...['tutor', 'lecturer', 'postdoc', 'veterinarian', 'vet', 'radiographer', 'physiotherapist', 'physio', 'optometrist', 'actuary', 'solicitor'],
  ...['barrister', 'surveyor', 'welder', 'carpenter', 'farmer', 'firefighter', 'nanny', 'waiter', 'waitress', 'bartender', 'baker', 'butcher'],
  ...['florist', 'hairdresser', 'animator', 'illustrator', 'interpreter', 'coach', 'instructor', 'planner', 'producer', 'dietitian'],
  ...['nutritionist', 'radiologist', 'paediatrician', 'pediatrician', 'psychotherapist', 'retired', 'unemployed', 'apprentice', 'trainee'],
];
const DOG_BREEDS = ['greyhound', 'labrador', 'spaniel', 'terrier', 'retriever', 'collie', 'poodle', 'beagle', 'dachshund', 'whippet', 'lurcher', 'pug'];

const PET_KINDS = [
  ...['dog', 'puppy', 'pup', 'doggy', 'doggo', 'hound', 'cat', 'kitten', 'kitty', 'rabbit', 'bunny', 'hamster', 'gerbil', 'guinea pig'],
  ...['mouse', 'rat', 'ferret', 'parrot', 'budgie', 'bird', 'canary', 'fish', 'goldfish', 'tortoise', 'turtle', 'lizard', 'gecko'],
  ...['snake', 'horse', 'pony', 'chicken', 'hen', 'breed'],
];
const LANGUAGES = [
  ...['english', 'french', 'spanish', 'german', 'italian', 'portuguese', 'dutch', 'mandarin', 'cantonese', 'chinese', 'japanese', 'korean'],
  ...['arabic', 'hindi', 'urdu', 'bengali', 'punjabi', 'tamil', 'russian', 'polish', 'ukrainian', 'turkish', 'greek', 'swedish'],
  ...['norwegian', 'danish', 'finnish', 'welsh', 'irish', 'gaelic', 'catalan', 'basque', 'hebrew', 'persian', 'farsi', 'swahili'],
  ...['yoruba', 'igbo', 'zulu', 'thai', 'vietnamese', 'indonesian', 'malay', 'tagalog', 'czech', 'hungarian', 'romanian', 'somali'],
  ...['amharic', 'twi', 'marathi', 'gujarati', 'sign language'],
];
/** What a taste is of: the kinds of things people like and dislike. */
const TASTE_KINDS = [
  ...['music', 'song', 'band', 'singer', 'artist', 'genre', 'film', 'movie', 'show', 'series', 'tv', 'telly', 'book', 'novel'],
  ...['author', 'food', 'dish', 'cuisine', 'snack', 'drink', 'wine', 'beer', 'coffee', 'tea'],
  ...['game', 'podcast', 'weather', 'colour', 'color', 'flavour', 'flavor', 'herb', 'spice', 'fruit', 'vegetable'],
];
/** Verbs of taste: a question with one asks for the user's likes and dislikes alike ("do i like curry" is answered by a dislike). */
const TASTE_VERBS = ['like', 'love', 'enjoy', 'adore', 'fancy', 'prefer', 'hate', 'dislike', 'detest', 'loathe', 'be into', 'listen to'];
const TASTE = ['likes', 'dislikes', 'favourite'];

/** The built-in families, by attribute key. */
export const LEXICON: Readonly<Record<string, Family>> = {
  name: { phrases: ['my name', 'my full name', 'my first name', 'my surname', 'my last name', 'am i called', 'call me', 'go by'] },
  location: {
    names: ['address', 'postcode', 'zipcode', 'whereabouts'],
    kinds: ['city', 'town', 'village', 'area', 'neighbourhood', 'neighborhood', 'suburb', 'district', 'borough', 'part', 'street', 'country', 'state'],
    needsVerb: true,
    // "stay": where one lives in Indian, South African and Scottish English ("where do i stay now").
    verbs: ['live', 'reside', 'base', 'settle', 'move to', 'relocate', 'stay'],
    verbNeeds: ['where', 'yes'],
    phrases: ['where is home', 'call home', 'where abouts', 'based in', 'am i based', 'zip code'],
    says: ['lives', 'based', 'moved', 'flat', 'apartment'],
  },
  hometown: {
    names: ['hometown'],
    verbs: ['grow up', 'come from'],
    verbNeeds: ['where', 'yes'],
    pastVerbs: true,
    // "native place": the hometown in Indian English; "native town", "native village" beside it.
    phrases: ['home town', 'am i from', 'where was i born', 'originally from', 'native place', 'native town', 'native village', 'native city'],
    says: ['grew', 'born', 'raised', 'originally'],
  },
  nationality: {
    names: ['nationality', 'citizenship', 'citizen', 'passport'],
    kinds: ['country'],
    verbs: ['come from'],
    verbNeeds: ['where', 'yes'],
    phrases: ['am i from'],
  },
  employer: {
    names: ['employer', 'company', 'firm', 'workplace', 'organisation', 'organization'],
    kinds: ['hospital', 'clinic', 'practice', 'school', 'university', 'agency', 'studio', 'shop', 'store', 'restaurant', 'office', 'service'],
    needsVerb: true,
    verbs: ['work', 'work at', 'work for', 'employ', 'teach at', 'drive for'],
    verbNeeds: ['where', 'who', 'yes'],
    phrases: ['pay my salary', 'pay me', 'employ me'],
    says: ['joined', 'hired', 'employed', 'works'],
  },
  team: { phrases: ['my team', 'which team am i', 'what team am i', 'team am i on', 'team am i in'] },
  role: {
    names: ['job', 'profession', 'occupation', 'career', 'vocation'],
    kinds: ['role', 'title', 'position', 'subject'],
    verbs: ['work as', 'qualify as', 'train as', 'teach'],
    verbNeeds: ['what', 'yes'],
    phrases: [
      ...['line of work', 'for a living', 'do for work', 'what am i by', 'by trade', 'do professionally', 'for a crust', 'earn my living'],
      ...['earn a living', 'make a living', 'make my living', 'pay me to do', 'pay the bills'],
    ],
    says: [...OCCUPATIONS, 'works'],
  },
  manager: {
    names: ['boss', 'manager', 'supervisor', 'gaffer', 'foreman', 'hod'],
    kinds: ['superior', 'lead', 'leader', 'head', 'chief'],
    verbs: ['report to', 'report into', 'answer to', 'work under'],
    verbNeeds: ['who'],
    phrases: ['line manager', 'head of department', 'in charge of me', 'above me', 'team lead', 'team leader', 'manage me', 'supervise me'],
    reads: ['supervisor'],
    says: ['reports', 'manages', 'managed'],
  },
  timezone: { names: ['timezone'], phrases: ['time zone'] },
  language: { phrases: ['preferred language', 'language do i prefer'] },
  pronouns: { names: ['pronoun'] },
  diet: {
    names: ['diet', 'vegetarian', 'vegan', 'veggie', 'veg', 'pescatarian', 'pescetarian', 'halal', 'kosher', 'flexitarian', 'keto', 'carnivore'],
    kinds: ['meat', 'pork', 'beef', 'fish'],
    verbs: ['eat'],
    phrases: ['plant based'],
    reads: ['eats'],
    says: ['eats', 'meat', 'dairy', 'gluten'],
  },
  birthday: {
    names: ['birthday', 'bday', 'birthdate', 'dob', 'born'],
    phrases: ['b day', 'date of birth', 'birth date', 'year older'],
    says: ['born'],
  },
  age: { names: ['age'], phrases: ['how old am i', 'how old will i be', 'am i turning', 'year older'], also: ['birthday'] },
  partner: {
    names: ['partner', 'wife', 'husband', 'spouse', 'girlfriend', 'boyfriend', 'gf', 'bf', 'fiance', 'fiancee', 'hubby', 'missus', 'missis', 'wifey'],
    verbs: ['marry', 'date', 'engage'],
    verbNeeds: ['who', 'yes'],
    phrases: ['other half', 'better half', 'significant other', 'am i married', 'am i engaged', 'am i single', 'seeing anyone', 'seeing someone'],
    says: ['married', 'engaged', 'dating', 'wedding', 'widower', 'widow', 'widowed', 'divorced'],
  },
  speaks: {
    names: ['language', 'fluent', 'bilingual', 'multilingual'],
    kinds: LANGUAGES,
    verbs: ['speak', 'talk in'],
    verbNeeds: ['what', 'which', 'how', 'yes'],
    phrases: ['mother tongue', 'native tongue', 'first language'],
    says: ['speaks', 'native'],
  },
  learning: { verbs: ['learn', 'study', 'pick up'], verbNeeds: ['what', 'which', 'yes'], phrases: ['take lessons', 'taking lessons'], reads: ['studies'] },
  allergic_to: { names: ['allergic', 'allergy', 'anaphylaxis', 'anaphylactic', 'epipen', 'hayfever'], phrases: ['hay fever', 'react to'], says: ['reaction'] },
  intolerant_to: { names: ['intolerant', 'intolerance', 'lactose', 'coeliac', 'celiac'] },
  medical: {
    names: ['medical', 'illness', 'disease', 'diagnosis', 'diagnose', 'medication', 'meds', 'diabetes', 'diabetic', 'asthma', 'asthmatic'],
    kinds: ['condition', 'medicine', 'pill', 'tablet', 'painkiller', 'prescription'],
    phrases: ['blood pressure', 'health condition', 'health problem', 'health issue'],
  },
  fear: { names: ['afraid', 'scared', 'fear', 'phobia', 'phobic', 'frightened', 'terrified', 'claustrophobic', 'vertigo'] },
  works_with: {
    names: ['colleague', 'coworker', 'teammate', 'workmate', 'officemate', 'deskmate'],
    verbs: ['work with', 'work alongside'],
    verbNeeds: ['who'],
    phrases: ['co worker', 'office mate', 'share an office', 'share my office', 'share a desk', 'sit next to', 'cover for me'],
  },
  has_pet: { names: ['pet', 'animal', 'critter', 'creature'], kinds: PET_KINDS, says: ['adopted', ...DOG_BREEDS, 'tabby'] },
  fosters: { names: ['foster'] },
  child: {
    names: ['child', 'children', 'kid', 'son', 'daughter', 'toddler', 'baby', 'twins', 'stepson', 'stepdaughter', 'offspring'],
    kinds: ['boy', 'girl', 'lad', 'eldest', 'youngest', 'teenager'],
    phrases: ['little one'],
    says: ['nursery', 'daycare'],
  },
  parent: {
    names: ['parent', 'mother', 'father', 'mum', 'mom', 'mam', 'mama', 'mummy', 'mommy', 'dad', 'daddy', 'papa', 'folks'],
    phrases: ['old man', 'stepdad', 'stepfather', 'stepmum', 'stepmom', 'stepmother', 'step dad', 'step mum', 'step mom'],
  },
  sibling: { names: ['sibling', 'brother', 'sister', 'bro', 'sis'] },
  cousin: { names: ['cousin'] },
  friend: { names: ['friend', 'bestie', 'bff', 'pal', 'buddy'], kinds: ['mate'], phrases: ['best mate'] },
  roommate: { names: ['roommate', 'flatmate', 'housemate'], verbs: ['live with'], verbNeeds: ['who'], phrases: ['room mate', 'flat mate', 'house mate'] },
  agent: { phrases: ['my agent'] },
  business_partner: { phrases: ['business partner', 'co founder'], names: ['cofounder'] },
  client: { phrases: ['my client', 'my customer'] },
  hobby: {
    names: ['hobby', 'pastime'],
    kinds: ['sport', 'game', 'instrument', 'activity', 'craft', 'exercise'],
    verbs: ['play', 'be into'],
    verbNeeds: ['what', 'which', 'yes'],
    phrases: ['free time', 'spare time', 'for fun', 'downtime', 'to relax', 'at the weekend', 'at weekends', 'weekends off'],
    reads: ['plays'],
    also: ['likes'],
    says: ['plays', 'club'],
  },
  likes: {
    kinds: TASTE_KINDS,
    verbs: TASTE_VERBS,
    verbNeeds: ['what', 'which', 'who', 'yes'],
    phrases: ['a fan of', 'big fan', 'do i support', 'do i follow'],
    also: TASTE,
  },
  dislikes: {
    verbs: ['hate', 'dislike', 'detest', 'loathe', 'avoid'],
    verbNeeds: ['what', 'which', 'who', 'yes'],
    phrases: ['can not stand', 'can not bear', 'not care for', 'not care much for', 'not keen on', 'not fond of'],
    also: TASTE,
  },
  favourite: { names: ['favourite', 'favorite', 'fave', 'fav'], phrases: ['my go to', 'my usual', 'my regular'], also: TASTE },
  goal: {
    names: ['goal', 'ambition', 'aim', 'resolution', 'aspiration', 'dream'],
    phrases: ['training for', 'saving for', 'saving up', 'working towards', 'preparing for', 'get in shape for', 'getting in shape for', 'getting fit for'],
    says: ['wants', 'hopes', 'aiming', 'saving', 'plans', 'training'],
  },
  income: {
    names: ['salary', 'stipend', 'income', 'earnings', 'paycheck', 'paycheque', 'payslip'],
    phrases: ['day rate', 'hourly rate', 'take home pay'],
    says: ['salary', 'stipend', 'wage', 'paid', 'earns', 'rate', 'fee', 'charges', 'income'],
  },
  takes_medication: { names: ['medication'], says: ['takes', 'prescribed', 'tablets', 'inhaler'] },
  school: {
    names: ['uni', 'university', 'college', 'degree', 'alma mater'],
    kinds: ['school'],
    needsVerb: true,
    verbs: ['study at', 'graduate', 'attend'],
    verbNeeds: ['where', 'what', 'which', 'yes'],
    pastVerbs: true,
    phrases: ['what did i study', 'where did i study'],
    says: ['studied', 'graduated'],
  },
  registration: { phrases: ['car registration', 'my reg', 'number plate', 'licence plate', 'license plate'] },
  phone: { names: ['phone', 'mobile', 'smartphone'] },
  car: {
    kinds: ['car', 'vehicle', 'motor', 'truck', 'van', 'pickup', 'suv', 'motorbike', 'motorcycle', 'ute', 'bakkie', 'minivan', 'hatchback'],
    verbs: ['drive', 'ride'],
    verbNeeds: ['what', 'which', 'yes'],
    says: ['drives', 'rides', 'car'],
  },
  commute: { names: ['commute'], phrases: ['get to work'], says: ['cycles', 'bus', 'train', 'walks', 'tube', 'commute'] },
  driving_licence: { phrases: ['driving licence', 'driving license', 'driver licence', 'driver license', 'can i drive'] },
  equipment: {
    phrases: ['my equipment', 'my gear', 'my kit'],
    needsVerb: true,
    verbs: ['use', 'mix on', 'record on', 'shoot on', 'cut with', 'play on', 'work on'],
    verbNeeds: [],
    says: ['uses'],
  },
};
