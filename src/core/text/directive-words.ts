/**
 * The word tables of the structural reading of instructions (directives.ts): which verbs discard,
 * override, bypass or reveal, which nouns name what the assistant must keep (its rules and prompt, its
 * operator, the data it stores for others), and which words make such a noun the assistant's own or
 * someone else's. Classes of words, not sentences: a reading finds a verb of a class aimed at the
 * assistant, then its object, and asks whose object it is.
 *
 * English verbs are listed in their base form and inflected ({@link inflect}); the other languages
 * (French, German, Spanish, Portuguese, Italian, in directive-languages.ts) list the forms an
 * instruction takes — imperative, infinitive, second person, gerund — as regular-expression stems,
 * since their base form alone is not what a command uses.
 */

/** Verbs whose final consonant doubles before -ing (set → setting). */
const DOUBLE = new Set('set put drop skip strip stop get forget quit scrap shut step omit cut output let'.split(' '));

/** The third-person and -ing forms of a verb phrase, inflecting its first word. */
export function inflect(phrase: string): { third: string; ing: string } {
  const [head = '', ...rest] = phrase.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  const third = /(?:s|x|z|ch|sh|[^aeiou]o)$/.test(head) ? `${head}es` : /[^aeiou]y$/.test(head) ? `${head.slice(0, -1)}ies` : `${head}s`;
  const ing = DOUBLE.has(head)
    ? `${head}${head.slice(-1)}ing`
    : /ie$/.test(head)
      ? `${head.slice(0, -2)}ying`
      : /[^e]e$/.test(head)
        ? `${head.slice(0, -1)}ing`
        : `${head}ing`;
  return { third: `${third}${tail}`, ing: `${ing}${tail}` };
}

/** English verbs of discarding, overriding or bypassing (base forms). */
export const DISCARD_EN = [
  'ignore',
  'disregard',
  'set aside',
  'put aside',
  'lay aside',
  'cast aside',
  'push aside',
  'brush aside',
  'sweep aside',
  'drop',
  'override',
  'overrule',
  'overwrite',
  'bypass',
  'circumvent',
  'get around',
  'work around',
  'sidestep',
  'evade',
  'dodge',
  'skirt',
  'forget',
  'forget about',
  'pay no attention to',
  'pay no heed to',
  'pay no mind to',
  'take no notice of',
  'give no weight to',
  'discard',
  'abandon',
  'throw out',
  'throw away',
  'toss out',
  'toss aside',
  'ditch',
  'scrap',
  'skip',
  'suspend',
  'lift',
  'waive',
  'disable',
  'turn off',
  'switch off',
  'shut off',
  'deactivate',
  'remove',
  'strip away',
  'break',
  'violate',
  'defy',
  'disobey',
  'flout',
  'neglect',
  'break free of',
  'break free from',
  'escape',
  'step outside',
  'shelve',
  'overlook',
  'sideline',
  'nullify',
  'revoke',
  'rescind',
  'relax',
  'loosen',
  'weaken',
  'let go of',
  'get rid of',
  'deviate from',
  'depart from',
  'opt out of',
];

/** Irregular past tenses ("if you forgot your rules"); the others take -ed. */
const PAST: Readonly<Record<string, string>> = {
  set: 'set',
  put: 'put',
  lay: 'laid',
  cast: 'cast',
  forget: 'forgot',
  override: 'overrode',
  overwrite: 'overwrote',
  break: 'broke',
  get: 'got',
  throw: 'threw',
  shut: 'shut',
  let: 'let',
  quit: 'quit',
  pay: 'paid',
  take: 'took',
  give: 'gave',
  bear: 'bore',
  keep: 'kept',
  go: 'went',
  sweep: 'swept',
};

/** The past tense of a verb phrase, inflecting its first word. */
export function pastOf(phrase: string): string {
  const [head = '', ...rest] = phrase.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  const past =
    PAST[head] ??
    (DOUBLE.has(head) ? `${head}${head.slice(-1)}ed` : /e$/.test(head) ? `${head}d` : /[^aeiou]y$/.test(head) ? `${head.slice(0, -1)}ied` : `${head}ed`);
  return `${past}${tail}`;
}

/** Verbs that take a party as their object ("ignore the operator"); "turn the system off" does not. */
export const PARTY_VERBS =
  /^(?:ignor|disregard|set|put|lay|cast|brush|sweep|push|pa(?:y|id)|tak|giv|forg[eo]t|bypass|circumvent|overrul|overr[io]d|def[yi]|disobey|stop|quit|ceas|no longer|not|never|do|don't|does|doesn't|did|refus|sidestep|evad|dodg|sidelin|overlook)/;

/** Verbs whose particle may follow the object ("set the operator's guidance aside", "turn the safety filter off"). */
export const SEPARABLE_EN: readonly (readonly [string, string])[] = [
  ['set', 'aside'],
  ['put', 'aside'],
  ['lay', 'aside'],
  ['push', 'aside'],
  ['brush', 'aside'],
  ['cast', 'aside'],
  ['sweep', 'aside'],
  ['toss', 'aside|out'],
  ['throw', 'out|away'],
  ['turn', 'off'],
  ['switch', 'off'],
  ['shut', 'off'],
  ['strip', 'away'],
];

/** Verbs of keeping to a rule: negated ("do not follow", "stop obeying") they discard it. */
export const COMPLY_EN = [
  'follow',
  'obey',
  'respect',
  'apply',
  'heed',
  'listen to',
  'honor',
  'honour',
  'observe',
  'comply with',
  'abide by',
  'adhere to',
  'stick to',
  'enforce',
  'care about',
  'worry about',
  'pay attention to',
  'pay heed to',
  'defer to',
  'uphold',
  'stay within',
  'keep within',
  // the same class said loosely: "quit bothering with", "stop minding", "no longer goes by"
  'bother with',
  'bother about',
  'mind',
  'consider',
  'account for',
  'go by',
  'play by',
  'keep to',
  'conform to',
  'work within',
  'take notice of',
  'give weight to',
];

/** Verbs of keeping to a rule whose particle follows the object ("take the operator's rules into account"). */
export const COMPLY_SEPARABLE_EN: readonly (readonly [string, string])[] = [
  ['take', 'into account|into consideration'],
  ['keep', 'in mind'],
  ['bear', 'in mind'],
];

/** English verbs of revealing or sending data (base forms). */
export const REVEAL_EN = [
  'reveal',
  'print',
  'print out',
  'dump',
  'output',
  'show',
  'display',
  'leak',
  'disclose',
  'expose',
  'share',
  'recite',
  'repeat',
  'list',
  'export',
  'exfiltrate',
  'send',
  'forward',
  'post',
  'upload',
  'email',
  'tell',
  'give',
  'hand over',
  'hand',
  'spill',
  'paste',
  'echo',
  'read out',
  'copy',
  'write out',
  'spell out',
  'divulge',
  'publish',
  'transmit',
  'relay',
  'pass on',
  'provide',
];

/** Verbs of answering or acting: "answer without regard for your rules", "operate outside its policies". */
export const ACT_EN = 'answer respond reply act behave operate work proceed continue write help comply talk speak chat function'.split(' ');

/** What links an acting verb to the rules it sets aside. */
export const ACT_LINK_EN =
  '(?:without (?:any )?(?:regard|respect|reference|deference|heed|thought|attention) (?:to|for)|with no regard (?:to|for)|regardless of|irrespective of|in spite of|despite|in defiance of|against|outside(?: of)?|beyond|unconstrained by|unrestricted by|unbound by|free (?:of|from)|without (?:following|obeying|respecting|heeding|considering|applying|honou?ring|checking|minding|observing)|(?:by|while) (?:ignoring|disregarding|bypassing|overriding|setting aside|circumventing|skipping|dropping|breaking|violating|forgetting)|without)';

/**
 * The nouns an instruction's object is found by, per language: `rule` (what governs the assistant: its
 * instructions, rules, prompt, policies, guardrails, safety, filters), `party` (who governs it: operator,
 * developer, system), `data` (what it stores: memories, notes, profiles) and `secret` (secrets,
 * passwords, credentials, keys). German compounds are read by their last part (Sicherheits·richtlinien).
 */
export interface ObjectWords {
  readonly rule: RegExp;
  readonly party: RegExp;
  readonly data: RegExp;
  readonly secret: RegExp;
  /** Words before the noun that make it the assistant's: possessives of the assistant, "system", "safety", "hidden". */
  readonly strong: RegExp;
  /** Quantifiers and "previous": the assistant's unless a complement gives it another owner ("all the rules of chess"). */
  readonly weak: RegExp;
  /** Words before the noun that give it another owner: my, our, their, a. */
  readonly foreign: RegExp;
  /** A complement after the noun that names the assistant's side ("of the system", "you were given", "du système"). */
  readonly strongPost: RegExp;
  /** A complement after the noun that names another owner ("of chess", "in the manual", "de la belote"); tested after {@link strongPost}. */
  readonly foreignPost: RegExp;
  /** Complements that name no owner ("on request", "for this user"). */
  readonly neutralPost: RegExp;
  /** Data of other people: "other users'", "of every user", "degli altri utenti". */
  readonly crossUser: RegExp;
  /** Secrets the assistant holds: "stored", "saved", "all", "your". */
  readonly stored: RegExp;
}

const ASSISTANT_EN =
  '(?:assistant|ai|model|bot|chatbot|system|operator|operators|developer|developers|dev|devs|creator|creators|maker|makers|openai|anthropic|platform|provider|claude)';

export const OBJECTS_EN: ObjectWords = {
  rule: /^(?:instructions?|rules?|rulebook|guidance|guidelines?|guardrails?|layers?|mechanisms?|polic(?:y|ies)|restrictions?|limits?|limitations?|constraints?|filters?|safeguards?|safety|protections?|directives?|prompts?|programming|principles|boundaries|ethics|protocols?|moderation|conditioning|alignment|configuration|config|settings|orders|commands|checks)$/,
  party: /^(?:operators?|developers?|devs|system|creators?|makers?|openai|anthropic|deployers?)$/,
  data: /^(?:memories|memory|data|records?|notes|conversations?|chats?|messages?|histor(?:y|ies)|profiles?|files?|details|information|info|emails?|logs?|transcripts?|preferences|facts)$/,
  secret: /^(?:secrets?|passwords?|passcodes?|credentials?|keys?|tokens?)$/,
  strong: new RegExp(
    `^(?:your|yours|its|system|safety|security|content|moderation|operator|developer|dev|hidden|internal|initial|original|built-in|builtin|core|default|base|programmed|preset|ethical|usage|guard|prompt|${ASSISTANT_EN}['’]s?|(?:the )?${ASSISTANT_EN}['’])$`,
  ),
  weak: /^(?:all|every|any|each|previous|prior|earlier|above|preceding|existing|standing|current|usual)$/,
  foreign: /^(?:my|our|his|her|their|mine|ours|a|an|this|that|these|those|[\p{L}\p{N}-]+['’]s?)$/u,
  strongPost: new RegExp(
    `^(?:you (?:were|have been|'ve been|are|got) (?:given|trained|told|programmed|set up)|given to you|you (?:follow|have|operate under|run under|live by|obey|were trained)|(?:that|which) (?:you|the (?:system|operator|developer)) |(?:of|from|by|set by|written by|given by|imposed by|in|within|inside) (?:the |your |this |its )?${ASSISTANT_EN}\\b|(?:in|of) (?:the |your )?system prompt|your (?:developer|operator|creator|maker|owner)s? (?:gave|set|wrote|gives|defined|imposed|put)|above\\b|before this|so far|until now|up to now|from before)`,
  ),
  foreignPost: /^(?:(?:of|in|on|from|at|about|inside|within|regarding|for)\s|(?:that |which )?(?:i|we|he|she|they|my \w+|our \w+) (?!(?:am|are|is)\b)\p{L}+)/u,
  neutralPost:
    /^(?:on (?:request|demand)|when asked|in (?:full|(?:every|each|all|any|your|the) (?:reply|replies|answer|answers|response|responses|chat|chats|conversation|conversations|session|sessions))|in (?:this|the) (?:chat|conversation|session|workspace|account)|at (?:once|all times|all)|for (?:(?:this|the|my|every|all|each|any) ?)?(?:user|users|account|accounts|chat|chats|conversation|conversations|session|sessions|request|requests|question|questions|answer|answers|reply|replies|workspace|me|us|him|her|them|everyone|anyone|good|now|the rest)\b)/,
  crossUser:
    /\b(?:other|another|every|each|all|any)(?: other)? users?['’]?s?\b|\b(?:everyone|everybody|someone else|other people|others)['’]s?\b|\b(?:of|from|belonging to|for|about) (?:every|each|all|any|other|another|the other)(?: (?:the|other))? (?:users?|people|persons|customers|accounts|members|clients|patients)\b|\bof (?:everyone|everybody|others)\b|\bother (?:accounts|customers|members|clients|people)['’]?/,
  stored: /^(?:stored|saved|remembered|kept|cached|all|every|any|your|its|internal|hidden|system['’]s)$/,
};
