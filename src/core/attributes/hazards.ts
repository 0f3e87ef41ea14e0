/**
 * What a request's things collide with (issue 24, twenty-third round): a request names a thing — a
 * ferry, a glass-floored skywalk, a slice of fudge cake, balloons, an MRI, a campout with no power —
 * and one of the user's standing constraints forbids or limits it (seasickness, a fear of heights,
 * diabetes, a latex allergy, claustrophobia or a pacemaker, a CPAP machine). The sentence vectors read
 * every constraint of a user about as close to such a request, so the collision is told by a table of
 * hazards: per kind of hazard, the things a request names that carry it and the words a constraint
 * that it collides with says. The constraints leg (`read/retrieve/constraints.ts`) searches the words
 * of the hazards a request names among the user's memories; a standing constraint that says one of
 * them is the one the request collides with.
 *
 * Data and two pure functions. `things` are matched as runs of the request's words (lower case, a
 * plural as its singular; a word ending in `*` stands for any word it begins). `says` are matched
 * against a memory's sentence and triple value, word by word: the same stem, or a word that begins
 * with the written word when that is at least five letters long ("seasick" → "seasickness"). Prefer a
 * thing that carries the hazard whatever else the request says ("cable car", "satay") to a common word
 * that carries it only sometimes. Extend a kind by adding words; add a kind for a hazard no kind covers.
 */
import { stemWord, termsOf, words } from '../text/terms.js';

/** One kind of hazard. */
export interface HazardKind {
  readonly name: string;
  /** Things a request names that carry the hazard. */
  readonly things: readonly string[];
  /** Words a constraint the hazard collides with says (a condition, a fear, an allergen, a device). */
  readonly says: readonly string[];
}

const HEIGHT_THINGS = [
  ...['skywalk', 'skyway', 'sky bridge', 'skybridge', 'cable car', 'gondola', 'chairlift', 'chair lift', 'glass floor', 'glass floored'],
  ...['glass bottom', 'observation deck', 'viewing platform', 'viewing deck', 'lookout tower', 'rooftop', 'roof', 'ladder', 'scaffold*'],
  ...['cliff', 'cliff top', 'clifftop', 'cliff edge', 'zip line', 'zipline', 'zip wire', 'bungee', 'ferris wheel', 'big wheel'],
  ...['hot air balloon', 'paraglid*', 'hang glid*', 'abseil*', 'rappel*', 'rope bridge', 'suspension bridge', 'skydiv*', 'parachut*'],
  ...['treetop', 'tree top', 'high ropes', 'via ferrata', 'top of the tower', 'skyscraper', 'top floor', 'ridge walk'],
];
const WATER_THINGS = [
  ...['boat', 'ferry', 'cruise', 'sailing', 'sail', 'yacht', 'catamaran', 'kayak*', 'canoe*', 'paddleboard*', 'rafting'],
  ...['snorkel*', 'scuba', 'diving', 'swim', 'swimming', 'into the water', 'jet ski', 'speedboat', 'surfing', 'surf'],
  ...['whale watching', 'dolphin watching', 'island hopping', 'boat trip', 'river cruise', 'pedalo', 'waterpark', 'water park'],
];
const ROAD_THINGS = ['by coach', 'coach trip', 'bus tour', 'overnight bus', 'long drive', 'road trip', 'winding road', 'minibus', 'car journey'];
const FLYING_THINGS = [
  ...['flight', 'flights', 'fly', 'plane', 'airplane', 'aeroplane', 'airport', 'helicopter', 'biplane', 'layover', 'airline', 'red eye'],
  ...['business class', 'economy seat', 'long haul'],
];
const ENCLOSED_THINGS = [
  ...['mri', 'ct scan', 'cave', 'caves', 'caving', 'tunnel', 'escape room', 'submarine', 'catacomb*', 'capsule hotel', 'sleeper cabin'],
  ...['crawl space', 'potholing', 'mine tour', 'pyramid'],
];
const ALCOHOL_THINGS = [
  ...['beer', 'wine', 'pub', 'bar', 'stag', 'stag do', 'hen do', 'hen party', 'pub crawl', 'bar crawl', 'cocktail'],
  ...['open bar', 'brewery', 'distillery', 'vineyard', 'winery', 'wine tasting', 'whisky', 'whiskey', 'prosecco', 'champagne'],
  ...['soju', 'happy hour', 'booze', 'pints', 'pint', 'gin', 'vodka', 'rum', 'sangria', 'mulled wine', 'oktoberfest', 'beer garden'],
];
const SWEET_THINGS = [
  ...['cake', 'dessert', 'sweets', 'candy', 'chocolate', 'fudge', 'ice cream', 'doughnut', 'donut', 'bubble tea'],
  ...['boba', 'milkshake', 'soda', 'fizzy', 'pastry', 'pastries', 'syrup', 'pudding', 'brownie', 'cookie', 'biscuit'],
  ...['churro*', 'baklava', 'candy floss', 'cotton candy', 'gelato', 'sundae', 'pancake', 'waffle', 'cupcake', 'toffee', 'caramel'],
  ...['jalebi', 'gulab jamun', 'mithai', 'halwa', 'beignet', 'flapjack', 'treacle', 'trifle', 'cheesecake', 'lemonade', 'cola'],
];
const GLUTEN_THINGS = [
  ...['bread', 'sourdough', 'loaf', 'baguette', 'bagel', 'croissant', 'pastry', 'pastries', 'pasta', 'pizza', 'flapjack', 'cake'],
  ...['biscuit', 'beignet', 'po boy', 'sandwich', 'dumpling', 'pancake', 'waffle', 'muffin', 'cracker', 'couscous'],
  ...['ramen', 'udon', 'crumpet', 'scone', 'pie', 'batter', 'tempura', 'beer', 'brownie', 'cookie', 'noodle', 'roti', 'naan', 'pretzel'],
  ...['doughnut', 'donut', 'cupcake', 'cheesecake', 'lasagne', 'lasagna', 'burger bun', 'pita', 'flatbread', 'cereal', 'porridge', 'oat'],
];
const DAIRY_THINGS = [
  ...['milk', 'latte', 'flat white', 'cappuccino', 'cheese', 'cheesecake', 'ice cream', 'cream', 'creamy', 'butter', 'yogurt', 'yoghurt'],
  ...['milkshake', 'custard', 'pizza', 'mac and cheese', 'paneer', 'fondue', 'gelato', 'lassi', 'milk tea', 'cheeseboard', 'cheese board'],
  ...['raclette', 'tiramisu', 'cream tea', 'risotto', 'carbonara', 'alfredo', 'quiche', 'sundae', 'frappuccino'],
];
const NUT_THINGS = [
  ...['satay', 'pad thai', 'peanut butter', 'pesto', 'praline', 'nutella', 'baklava', 'marzipan', 'trail mix', 'granola'],
  ...['kung pao', 'gado gado', 'massaman', 'muesli', 'pecan pie', 'frangipane', 'nougat', 'rojak', 'korma', 'peanut sauce'],
];
const SHELLFISH_THINGS = [
  ...['crab', 'lobster', 'prawn', 'shrimp', 'oyster', 'mussel', 'clam', 'scallop', 'paella', 'seafood', 'crawfish', 'crayfish'],
  ...['bisque', 'tom yum', 'laksa', 'ceviche', 'fruits de mer', 'calamari', 'squid', 'langoustine', 'cockle', 'gumbo', 'po boy', 'sushi'],
];
const MEAT_THINGS = [
  ...['steak', 'steakhouse', 'burger', 'barbecue', 'bbq', 'mutton', 'chicken', 'beef', 'pork', 'lamb', 'bacon', 'ham', 'sausage'],
  ...['kebab', 'ribs', 'brisket', 'hot dog', 'carvery', 'pepperoni', 'meatball', 'chorizo', 'rendang', 'char siu', 'shawarma', 'turkey'],
  ...['roast dinner', 'sunday roast', 'seafood', 'fish', 'sushi', 'biryani', 'salami', 'duck', 'venison', 'pulled pork'],
  ...['goat curry', 'jerk chicken', 'fried chicken', 'wings', 'oxtail', 'haggis', 'foie gras', 'lobster', 'crab', 'shrimp', 'prawn'],
];
const PORK_THINGS = ['pork', 'bacon', 'ham', 'sausage', 'pepperoni', 'char siu', 'lard', 'gelatin', 'gelatine', 'chorizo', 'salami', 'pulled pork', 'hot dog'];
const SPICY_THINGS = [
  ...['spicy', 'chilli', 'chili', 'hot sauce', 'mala', 'vindaloo', 'jalapeno', 'sriracha', 'buffalo wings', 'nashville hot', 'kimchi'],
  ...['sambal', 'tom yum', 'phaal', 'szechuan', 'sichuan', 'hot wings', 'chilli crab', 'peri peri', 'piri piri', 'curry'],
];
const SALTY_THINGS = [
  'salted',
  'salty',
  'soy sauce',
  'crisps',
  'pickle',
  'pickles',
  'cured',
  'instant noodles',
  'anchovies',
  'olives',
  'salt fish',
  'salted fish',
  'miso',
];
const PENICILLIN_THINGS = ['amoxicillin', 'amoxil', 'augmentin', 'flucloxacillin', 'penicillin', 'co amoxiclav', 'ampicillin'];
const NSAID_THINGS = ['ibuprofen', 'aspirin', 'nurofen', 'naproxen', 'advil', 'anti inflammatory', 'anti inflammatories', 'diclofenac', 'voltaren'];
const LATEX_THINGS = ['balloon', 'balloons', 'rubber glove', 'rubber gloves', 'condom', 'latex', 'elastic band', 'rubber band', 'swim cap', 'rubber'];
const WOOL_THINGS = [
  'jumper',
  'sweater',
  'cardigan',
  'knit',
  'knitted',
  'scarf',
  'merino',
  'cashmere',
  'wool',
  'woolly',
  'blanket',
  'beanie',
  'mitten*',
  'fleece',
];
const SCENT_THINGS = [
  ...['candle', 'scented', 'perfume', 'incense', 'air freshener', 'diffuser', 'potpourri', 'cologne', 'essential oil', 'aftershave'],
  ...['joss stick', 'body spray', 'fragrance', 'aromatherapy', 'perfumery', 'scent'],
];
const SMOKE_THINGS = [
  ...['incense', 'joss', 'bonfire', 'campfire', 'fireworks', 'cigar', 'shisha', 'hookah', 'smoking area', 'fire pit', 'smokehouse'],
  ...['vape', 'wood fire', 'log burner', 'sparkler*'],
];
const NOISE_THINGS = [
  ...['fireworks', 'firework', 'concert', 'gig', 'festival', 'nightclub', 'rave', 'drumming', 'air show'],
  ...['stadium', 'monster truck', 'shooting range', 'bonfire night', 'carnival'],
  ...['steel band', 'brass band', 'drum', 'drums', 'motor racing', 'grand prix', 'sound system'],
];
const CROWD_THINGS = [
  ...['crowd', 'crowds', 'crowded', 'stadium', 'arena', 'concert', 'festival', 'parade', 'carnival', 'theme park', 'rush hour'],
  ...['mall', 'black friday', 'football match', 'the match', 'courtside', 'floor seats', 'fan zone', 'rally', 'protest'],
];
const DOG_THINGS = [
  'dog',
  'dogs',
  'puppy',
  'dogsit',
  'dog sit',
  'dog sitting',
  'alsatian',
  'labrador',
  'sheepdog',
  'kennel',
  'dog park',
  'husky',
  'dog walking',
  'mind his dog',
  'mind her dog',
];
const CAT_THINGS = ['cat', 'cats', 'kitten', 'cattery', 'cat cafe', 'cat sitting', 'moggy'];
const BIRD_THINGS = ['pigeons', 'bird', 'birds', 'aviary', 'duck', 'ducks', 'parrot', 'seagull*', 'bird park', 'falconry', 'owl'];
const INSECT_THINGS = [
  ...['butterfly', 'butterflies', 'butterfly house', 'moth', 'moths', 'bee', 'bees', 'beekeeping', 'honey farm', 'lavender farm'],
  ...['flower farm', 'wildflower*', 'meadow', 'insect*', 'rainforest', 'jungle', 'orchard', 'buzzing'],
];
const CREEPY_THINGS = [
  ...['reptile house', 'snake', 'snakes', 'spider', 'spiders', 'tarantula', 'reptile*', 'bug house', 'creepy crawl*', 'lizard*', 'gecko*'],
  ...['iguana', 'chameleon', 'komodo'],
];
/** Where dust settles: old furnishings and houses shut up a long time. */
const DUST_THINGS = [
  ...['carpet*', 'rug', 'rugs', 'drape*', 'curtains', 'tapestr*', 'antique*', 'dusty', 'attic', 'loft clear*', 'old house', 'heritage'],
  ...['haveli', 'stately home', 'castle stay', 'feather pillow*', 'down duvet', 'second hand book*', 'secondhand book*', 'flea market'],
];
/** Thin air: high peaks and passes. */
const ALTITUDE_THINGS = [
  ...['altitude', 'high altitude', 'summit', 'peak', 'fourteener', 'base camp', 'mountain pass', 'andes', 'himalaya*', 'kilimanjaro'],
  ...['machu picchu', 'everest', 'la paz', 'cusco', 'tibet', 'trek*'],
];
/** Pollen in the air: fields and flowers in bloom. */
const POLLEN_THINGS = [
  ...['lavender', 'meadow', 'wildflower*', 'flower field*', 'tulip field*', 'hay ride', 'hayride', 'haymaking', 'flower show'],
  ...['botanic*', 'garden centre', 'garden center', 'blossom', 'cherry blossom', 'picnic in the park', 'spring picnic', 'sunflower field*'],
];
/** Colours to tell apart: wires, codes, matching. */
const COLOUR_THINGS = [
  ...['wiring', 'rewire', 'which wire', 'which lead', 'live wire', 'colour coded', 'color coded', 'colour match*', 'color match*'],
  ...['paint colour*', 'paint color*', 'colour scheme', 'color scheme', 'pick the colour*', 'pick the color*', 'ripe'],
];
const POWER_THINGS = ['no electricity', 'no power', 'off grid', 'wild camping', 'campout', 'camping', 'no plug', 'remote cabin', 'bothy', 'no mains'];
const DRIVING_THINGS = [
  'take my car',
  'take the car',
  'drive myself',
  'drive me',
  'i drive',
  'driving',
  'behind the wheel',
  'rental car',
  'hire car',
  'road trip',
];
const LIFTING_THINGS = ['carry', 'carrying', 'lifting', 'move house', 'moving house', 'help move', 'haul', 'shift the', 'furniture', 'boxes up'];
const EXERTION_THINGS = [
  ...['marathon', 'half marathon', 'running', '5k', '10k', 'hike', 'hiking', 'trek', 'tough mudder', 'football match', 'squash'],
  ...['ski', 'skiing', 'dance class', 'bootcamp', 'boot camp', 'spin class', 'triathlon', 'climb', 'climbing', 'steep', 'stairs'],
];
const STEP_THINGS = ['upstairs', 'top floor', 'stairs', 'steps', 'no lift', 'walk up', 'cobbled', 'mezzanine'];
const HEAT_THINGS = ['sauna', 'hot tub', 'jacuzzi', 'steam room', 'hot yoga', 'bikram', 'hot spring', 'onsen', 'sweat lodge'];
const RIDE_THINGS = ['roller coaster', 'rollercoaster', 'theme park', 'thrill ride', 'fairground', 'bumper car*', 'go kart*', 'waltzer'];
const FLASH_THINGS = ['strobe', 'laser show', 'rave', 'nightclub', 'disco', 'light show', 'fireworks'];
const PREGNANCY_THINGS = [
  'wine',
  'sushi',
  'soft cheese',
  'sauna',
  'hot tub',
  'roller coaster',
  'x ray',
  'pate',
  'unpasteurised',
  'bungee',
  'scuba',
  'beer',
  'cocktail',
];

/** The built-in kinds of hazard. */
export const HAZARDS: readonly HazardKind[] = [
  { name: 'heights', things: HEIGHT_THINGS, says: ['heights', 'height', 'vertigo', 'acrophobia', 'high up', 'high places', 'off the ground', 'ladders'] },
  {
    name: 'water',
    things: WATER_THINGS,
    says: [
      'seasick',
      'seasickness',
      'sea sick',
      'motion sickness',
      'travel sick',
      'cannot swim',
      'can not swim',
      'non swimmer',
      'deep water',
      'drowning',
      'under water',
      'underwater',
      'eardrum',
    ],
  },
  { name: 'road', things: ROAD_THINGS, says: ['travel sick', 'car sick', 'carsick', 'motion sickness', 'coaches', 'buses'] },
  { name: 'flying', things: FLYING_THINGS, says: ['flying', 'flights', 'planes', 'aerophobia', 'airsick'] },
  {
    name: 'enclosed',
    things: ENCLOSED_THINGS,
    says: ['claustrophobic', 'claustrophobia', 'enclosed', 'confined', 'small spaces', 'tight spaces', 'pacemaker', 'metal plate', 'implant', 'cochlear'],
  },
  { name: 'alcohol', things: ALCOHOL_THINGS, says: ['alcohol', 'sober', 'teetotal', 'teetotaller', 'booze', 'alcoholic', 'drinking', 'pregnant'] },
  { name: 'sugar', things: SWEET_THINGS, says: ['diabetes', 'diabetic', 'blood sugar', 'insulin', 'sugar', 'prediabetic', 'metformin'] },
  { name: 'gluten', things: GLUTEN_THINGS, says: ['gluten', 'coeliac', 'celiac', 'wheat'] },
  { name: 'dairy', things: DAIRY_THINGS, says: ['lactose', 'dairy', 'milk', 'vegan'] },
  { name: 'nuts', things: NUT_THINGS, says: ['peanut', 'peanuts', 'nut', 'nuts', 'almond', 'cashew', 'hazelnut', 'walnut', 'pistachio'] },
  { name: 'shellfish', things: SHELLFISH_THINGS, says: ['shellfish', 'crustacean', 'seafood', 'mollusc', 'prawn', 'shrimp'] },
  { name: 'meat', things: MEAT_THINGS, says: ['vegetarian', 'vegan', 'plant based', 'pescatarian', 'meat'] },
  { name: 'pork', things: PORK_THINGS, says: ['halal', 'kosher', 'pork'] },
  { name: 'spicy', things: SPICY_THINGS, says: ['spicy', 'spice', 'chilli', 'chili', 'ulcer', 'reflux', 'heartburn'] },
  { name: 'salt', things: SALTY_THINGS, says: ['blood pressure', 'hypertension', 'sodium', 'salt'] },
  { name: 'penicillin', things: PENICILLIN_THINGS, says: ['penicillin', 'antibiotics'] },
  { name: 'nsaid', things: NSAID_THINGS, says: ['nsaid', 'nsaids', 'aspirin', 'ibuprofen', 'ulcer', 'warfarin', 'blood thinner', 'blood thinners'] },
  { name: 'latex', things: LATEX_THINGS, says: ['latex', 'rubber'] },
  { name: 'wool', things: WOOL_THINGS, says: ['wool', 'lanolin'] },
  { name: 'scent', things: SCENT_THINGS, says: ['perfume', 'perfumes', 'fragrance', 'scent', 'scented', 'strong smells'] },
  { name: 'smoke', things: SMOKE_THINGS, says: ['smoke', 'smoky', 'asthma'] },
  { name: 'noise', things: NOISE_THINGS, says: ['loud', 'noise', 'noises', 'bangs', 'deaf', 'deafness', 'hearing', 'tinnitus', 'autism', 'sensory'] },
  { name: 'crowds', things: CROWD_THINGS, says: ['crowds', 'crowded', 'autism', 'autistic', 'overwhelmed', 'agoraphobia', 'sensory'] },
  { name: 'dogs', things: DOG_THINGS, says: ['dogs', 'dog', 'cynophobia'] },
  { name: 'cats', things: CAT_THINGS, says: ['cats', 'cat', 'fur', 'dander'] },
  { name: 'birds', things: BIRD_THINGS, says: ['pigeons', 'birds', 'feathers', 'ornithophobia'] },
  { name: 'insects', things: INSECT_THINGS, says: ['moths', 'moth', 'bees', 'bee', 'stings', 'sting', 'wasps', 'wasp', 'insects', 'fluttering'] },
  { name: 'creepy', things: CREEPY_THINGS, says: ['snakes', 'snake', 'spiders', 'spider', 'arachnophobia', 'reptiles', 'lizards', 'lizard', 'geckos'] },
  { name: 'dust', things: DUST_THINGS, says: ['dust', 'dust mite', 'dust mites', 'house dust'] },
  { name: 'altitude', things: ALTITUDE_THINGS, says: ['altitude sickness', 'altitude', 'sickle cell', 'thin air'] },
  { name: 'pollen', things: POLLEN_THINGS, says: ['hay fever', 'hayfever', 'pollen', 'allergic rhinitis'] },
  { name: 'colour', things: COLOUR_THINGS, says: ['colour blind', 'color blind', 'colourblind', 'colorblind', 'colour blindness', 'color blindness'] },
  { name: 'power', things: POWER_THINGS, says: ['cpap', 'oxygen', 'ventilator', 'dialysis', 'insulin pump', 'sleep apnea', 'sleep apnoea'] },
  {
    name: 'driving',
    things: DRIVING_THINGS,
    says: [
      'behind the wheel',
      'not allowed to drive',
      'cannot drive',
      'can not drive',
      'banned from driving',
      'no licence',
      'no license',
      'cataract',
      'seizures',
      'epilepsy',
    ],
  },
  { name: 'lifting', things: LIFTING_THINGS, says: ['shoulder', 'bad back', 'back injury', 'hernia', 'slipped disc', 'spine', 'pregnant', 'wrist', 'surgery'] },
  {
    name: 'exertion',
    things: EXERTION_THINGS,
    says: ['knee', 'hip', 'ankle', 'bad back', 'asthma', 'heart', 'arthritis', 'pacemaker', 'injury', 'pregnant', 'meniscus', 'wheelchair'],
  },
  { name: 'steps', things: STEP_THINGS, says: ['wheelchair', 'crutches', 'walking frame', 'mobility scooter', 'stairs', 'walking stick'] },
  { name: 'heat', things: HEAT_THINGS, says: ['pregnant', 'pregnancy', 'blood pressure', 'heart', 'pacemaker'] },
  { name: 'rides', things: RIDE_THINGS, says: ['heart', 'pacemaker', 'bad back', 'neck', 'pregnant', 'motion sickness', 'vertigo', 'epilepsy'] },
  { name: 'flashing', things: FLASH_THINGS, says: ['epilepsy', 'epileptic', 'seizures', 'photosensitive', 'migraines'] },
  { name: 'pregnancy', things: PREGNANCY_THINGS, says: ['pregnant', 'pregnancy', 'expecting'] },
];

/** A thing as runs of words: each word, or a prefix when it ends in `*`. */
type Run = readonly { readonly word: string; readonly prefix: boolean }[];

/** The words of a thing, a trailing `*` kept as a prefix mark. */
function parseThing(thing: string): Run {
  return thing
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w.length > 0)
    .map((w) => (w.endsWith('*') ? { word: w.slice(0, -1), prefix: true } : { word: w, prefix: false }));
}

/** A word of a request as a thing's word reads it: itself, and its singular. */
function fits(said: string, want: { readonly word: string; readonly prefix: boolean }): boolean {
  if (want.prefix) return said.startsWith(want.word);
  if (said === want.word) return true;
  if (said.endsWith('ies') && `${said.slice(0, -3)}y` === want.word) return true;
  if (said.endsWith('es') && said.slice(0, -2) === want.word) return true;
  return said.endsWith('s') && said.slice(0, -1) === want.word;
}

const compiled = new WeakMap<readonly HazardKind[], { kind: HazardKind; runs: Run[] }[]>();
function compile(kinds: readonly HazardKind[]): { kind: HazardKind; runs: Run[] }[] {
  let out = compiled.get(kinds);
  if (!out) {
    out = kinds.map((kind) => ({ kind, runs: kind.things.map(parseThing).filter((r) => r.length > 0) }));
    compiled.set(kinds, out);
  }
  return out;
}

/** The kinds of hazard whose things `request` names. */
export function hazardsOf(request: string, kinds: readonly HazardKind[] = HAZARDS): HazardKind[] {
  const said = words(request);
  const out: HazardKind[] = [];
  for (const { kind, runs } of compile(kinds)) {
    const named = runs.some((run) => said.some((_, i) => i + run.length <= said.length && run.every((w, j) => fits(said[i + j] as string, w))));
    if (named) out.push(kind);
  }
  return out;
}

/** The search terms (as the index stems them) of the words the constraints these hazards collide with say. */
export function hazardTerms(kinds: readonly HazardKind[]): string[] {
  return [...new Set(kinds.flatMap((k) => k.says.flatMap((s) => termsOf(s))))];
}

/** Whether `text` (a memory's sentence and triple value) says one of the words of these hazards. */
export function saysHazard(text: string, kinds: readonly HazardKind[]): boolean {
  const said = words(text);
  const stems = said.map(stemWord);
  return kinds.some((k) =>
    k.says.some((phrase) => {
      const want = words(phrase);
      const stemmed = want.map(stemWord);
      return said.some(
        (_, i) =>
          i + want.length <= said.length && want.every((w, j) => stems[i + j] === stemmed[j] || (w.length >= 5 && (said[i + j] as string).startsWith(w))),
      );
    }),
  );
}
