/**
 * A recall question in standard English spelling (issue 24, tenth round). People ask in the register they
 * chat in: chat spellings ("wat", "tmrw", "appt"), a dropped final g ("am i savin up", "who am i graftin
 * for"), the possessive "me" of northern English, Irish and Australian speech ("me mam", "the side of me
 * van"), and Scots orthography ("whit's ma trade", "whaur dae ah bide", "how auld are the bairns"). The
 * keyword leg, the question reader and the word vectors know only the standard spellings, so a question in
 * any of these registers found nothing at all. Each rule here has one reading where it fires; a word that
 * could be either (a name "Ken", "Ma" for a mother after "me"/"my") is left as typed. Pure and cheap: a
 * handful of regular expressions per question.
 */

/** Chat spellings with one reading, lower case only. */
const CHAT: readonly (readonly [RegExp, string])[] = [
  // Contractions typed without the apostrophe ("wont", "its", "id", "were" are words too, and stay).
  [/\b(do|does|did|is|are|was|has|have|had|could|would|should)nt\b/gi, "$1n't"],
  [/\bcant\b/g, "can't"],
  [/\b(?:wat|wot|wut|wht)\b/g, 'what'],
  [/\b(?:wats|wots|whats)\b/g, "what's"],
  [/\b(?:whr|wher|whre)\b/g, 'where'],
  [/\b(?:whrs|whers|wheres)\b/g, "where's"],
  [/\b(?:tmrw|tmrow|tmoz|tmoro|tomoz|2moro|2mrw)\b/g, 'tomorrow'],
  [/\bappt\b/g, 'appointment'],
  [/\b(?:appts)\b/g, 'appointments'],
  [/\b(?:b-?day)\b/g, 'birthday'],
  [/\b(?:yday|yest)\b/g, 'yesterday'],
  [/\b(?:smth|sth|smthg)\b/g, 'something'],
  [/\b(?:coz|cuz)\b/g, 'because'],
  [/\bfr\b(?=\s*[?!.]?$)/g, ''],
  [/\brn\b/g, 'right now'],
  // Modals typed without their vowels ("shd i", "cud you", "wud it").
  [/\b(?:shd|shud|shld)\b/g, 'should'],
  [/\b(?:cud|cld)\b/g, 'could'],
  [/\b(?:wud|wld)\b/g, 'would'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\bpls\b|\bplz\b/g, 'please'],
  [/\bfave?\b/g, 'favourite'],
];

/**
 * Scots spellings (the words of the Scots Language Centre's and the Dictionaries of the Scots Language's
 * everyday core: question words, auxiliaries and their negatives, pronouns, family, body and home), each
 * with its one standard English reading. Lower case as typed; a capitalised word is left (a name).
 */
const SCOTS: Readonly<Record<string, string>> = {
  whit: 'what',
  whaur: 'where',
  whar: 'where',
  wha: 'who',
  whae: 'who',
  hoo: 'how',
  whin: 'when',
  dae: 'do',
  daes: 'does',
  daein: 'doing',
  dinnae: "don't",
  dinna: "don't",
  disnae: "doesn't",
  didnae: "didn't",
  cannae: "can't",
  canna: "can't",
  wisnae: "wasn't",
  isnae: "isn't",
  wouldnae: "wouldn't",
  couldnae: "couldn't",
  shouldnae: "shouldn't",
  havnae: "haven't",
  hasnae: "hasn't",
  willnae: "won't",
  gonnae: 'going to',
  wantae: 'want to',
  wis: 'was',
  ye: 'you',
  yer: 'your',
  youse: 'you',
  masel: 'myself',
  masell: 'myself',
  wi: 'with',
  tae: 'to',
  intae: 'into',
  ontae: 'onto',
  frae: 'from',
  fae: 'from',
  noo: 'now',
  efter: 'after',
  aboot: 'about',
  oot: 'out',
  doon: 'down',
  roon: 'round',
  ower: 'over',
  awa: 'away',
  mair: 'more',
  auld: 'old',
  bairn: 'child',
  bairns: 'children',
  wean: 'child',
  weans: 'children',
  brither: 'brother',
  brithers: 'brothers',
  mither: 'mother',
  faither: 'father',
  hame: 'home',
  hoose: 'house',
  toon: 'town',
  heid: 'head',
  lugs: 'ears',
  lug: 'ear',
  een: 'eyes',
  mooth: 'mouth',
  claes: 'clothes',
  brocht: 'brought',
  telt: 'told',
  gie: 'give',
  gied: 'gave',
  bide: 'live',
  bides: 'lives',
  bidin: 'living',
  twa: 'two',
  nae: 'no',
  naw: 'no',
  aye: 'yes',
};

/** Regional words of Australia, New Zealand and Britain with one reading in a question about oneself. */
const REGIONAL: readonly (readonly [RegExp, string])[] = [
  [/\bbarrack(s|ed|ing)? for\b/g, 'support$1'],
  // Following a side: "who do i root for", "which team do i cheer for", "who do i shout for in the rugby".
  [/\b(?:root|cheer|shout)(s|ed|ing)? (?:for|on)\b/g, 'support$1'],
  [/\bgraft(?:in|ing)\b/g, 'working'],
  [/\barvo\b/g, 'afternoon'],
  [/\bbrekky\b|\bbrekkie\b/g, 'breakfast'],
  [/\bservo\b/g, 'petrol station'],
  [/\brego\b/g, 'registration'],
  [/\bmozzies?\b/g, 'mosquitoes'],
  [/\bsunnies\b/g, 'sunglasses'],
  [/\bmissus\b|\bmissis\b/g, 'wife'],
  [/\bmam\b/g, 'mum'],
];

/** Words that are never the noun a possessive "me" stands before. */
const NOT_OWNED = new Set(
  (
    'a an the some any this that these those my your his her our their me you him us them it what where when how why who which whether if ' +
    'to up out in on off down back over about around into onto with for at from by of and or but so too now then please again know ' +
    'today tonight tomorrow yesterday later soon first know think'
  ).split(' '),
);
/** Words after which "me" is a possessive when a noun follows ("of me van", "is me mam", "what's me fave"). */
const BEFORE_OWNED = /\b(of|on|in|at|for|to|with|from|about|is|are|was|were|and|what's|where's|who's|how's|s)\s+me\s+([a-z][a-z'-]*)/g;

/** A word with its final g dropped ("savin", "drivin'"): after a form of "be" or a subject after one, or after a preposition. */
const BE_THEN_VERB =
  /\b((?:am|are|is|was|were|be|been|i'm|im|you're|we're|they're)(?:\s+(?:i|you|we|they|he|she))?\s+)([a-z]{2,}[^aeiou\s])in'?(?=\s|$|[?.!,])/gi;
const PREP_THEN_VERB =
  /\b((?:for|about|of|by|without|from|after|before|at)(?:\s+a)?\s+)([a-z]{2,}[^aeiou\s])in'?(?=\s+(?:the|a|an|my|me|ma|your|up|out|on|in|at|for|to|with)\b|\s*[?.!]?$)/g;
const DET_THEN_VERB = /\b((?:the|my|ma|me|your|this|that)\s+)([a-z]{3,}[^aeiou\s])in'?(?=\s+(?:in|on|at|of|for|with|from)\b)/g;
/** "-in" words that are words as typed: a preposition or a noun, not a verb with its g dropped. */
const IN_WORDS = new Set(
  (
    'cousin within begin cabin basin robin violin protein margin origin muffin coffin napkin pumpkin raisin toxin insulin aspirin penguin ' +
    'dolphin goblin bulletin javelin zeppelin mandolin gremlin satin latin resin admin vitamin kevin martin dustin justin austin colin ' +
    'darwin erin lin odin merlin berlin dublin franklin lincoln muslin poplin pippin griffin puffin'
  ).split(' '),
);

function dropped(lead: string, stem: string): string {
  const word = `${stem}in`;
  return IN_WORDS.has(word) ? `${lead}${word}` : `${lead}${stem}ing`;
}

/** `question` with chat, dropped-g, possessive "me" and Scots spellings in standard English; other words as typed. */
export function standardQuestion(question: string): string {
  let out = question.replace(/[’‘]/g, "'");
  for (const [re, to] of CHAT) out = out.replace(re, to);
  // Scots: "ah" is "I" beside a verb ("dae ah bide", "ah'm"), "ma" is "my" unless a mother ("me ma", "my ma") or a
  // degree ("an ma in history"). "Kent" and "ken" are left: a county and a name as often as "knew" and "know".
  out = out
    .replace(/\bah'm\b/g, "I'm")
    .replace(/\bah've\b/g, "I've")
    .replace(/\bah'd\b/g, "I'd");
  out = out.replace(/(?<!^|[.!?]\s*)\bah\b(?!\s*[,!.])/g, 'I').replace(/^ah\s+(?=[a-z]{2,})(?!well\b|right\b|yes\b|no\b|ok\b)/g, 'I ');
  out = out.replace(/(?<!\b(?:me|my|your|his|her|their|our|yer|an|a|the)\s)\bma\b/g, 'my');
  out = out
    .replace(/\bthe noo\b/g, 'now')
    .replace(/\bgo-tae\b/g, 'go-to')
    .replace(/\b(?:a fan|fond|sick|tired|proud|afraid|scared|kind|sort) o\b(?!')/g, (m) => `${m}f`);
  out = out.replace(/(?<![-'])\b[a-z]+\b(?!-|'[a-rt-z])/g, (w) => SCOTS[w] ?? w);
  for (const [re, to] of REGIONAL) out = out.replace(re, to);
  out = out.replace(BE_THEN_VERB, (_m, lead: string, stem: string) => dropped(lead, stem));
  out = out.replace(PREP_THEN_VERB, (_m, lead: string, stem: string) => dropped(lead, stem));
  out = out.replace(DET_THEN_VERB, (_m, lead: string, stem: string) => dropped(lead, stem));
  out = out.replace(BEFORE_OWNED, (m, before: string, next: string) => (NOT_OWNED.has(next) || /ly$/.test(next) ? m : `${before} my ${next}`));
  return out.replace(/\s{2,}/g, ' ').trim();
}
