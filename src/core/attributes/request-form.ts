/**
 * Whether a question is a request (issue 24, sixth round): something the user asks the assistant to
 * do or to advise on ("book me a table", "can you order…", "help me pick…", "should i…", "i'm
 * thinking of…"), which the user's standing constraints serve whatever its topic. It is read from
 * the form of the sentence, not from what it is about: an imperative at the start of a clause (a
 * verb followed by its object: "order a…", "book me…", "set up…"), a question to the assistant
 * ("can you…"), a request for advice ("should i…", "is that ok", "any tips"), a plan or wish said in
 * the first person ("i'm planning…", "i fancy…"). A question for information ("what's my job", "when
 * did i move") is none. An imperative whose object comes without a determiner, as chat and non-native English say it
 * ("suggest good bakery", "kindly book self drive car", "plan one mutton dinner"), is told by the part of speech the
 * English model of wink-nlp gives its first word (`core/text/wink.ts`), read only for a clause no other form marks.
 */
import { loadWink, posTags } from '../text/wink.js';
import { chatOrderAsk } from './request-chat.js';

/** Words that start no imperative: question words, auxiliaries, pronouns, determiners, prepositions, conjunctions. */
const NOT_IMPERATIVE = new Set(
  `what whats which who whos whom whose where wheres when whens why how hows do does did done am is are was were be been
  have has had having can could would will should shall may might must i im ive id me my mine we our ours you your he she
  it its they them their his her this that these those there here the a an any some no not and or but if so then also
  to of in on at for with from by about as than into onto over after before since during until while is isnt arent wasnt
  dont doesnt didnt cant wont havent hasnt yes ok okay oh hey hi hello well right just still ever never all every each
  both either neither many much more most few`.split(/\s+/),
);
/**
 * What follows an imperative verb: its object or its particle ("book me", "order a", "set up", "get two"). Not "in" or
 * "over", which follow nouns as often ("years in leeds").
 */
const OBJECT_START = new Set(
  `me us a an the some my our this that these those it them him her something anything somewhere someone up out
  two three four five six few couple any`.split(/\s+/),
);
/**
 * The particles of a particle verb said before its object ("pencil in a quiz", "jot down the date"); not "on" or "off"
 * ("put on some tunes" asks for a taste, not for the user's constraints).
 */
const PARTICLE = new Set(['in', 'down']);
/** Words before an imperative that leave it one ("please book…", "ok, so find…"). */
const LEAD = new Set(['please', 'pls', 'plz', 'ok', 'okay', 'so', 'right', 'now', 'and', 'then', 'also', 'quickly', 'hey', 'hi']);
/** Words that open a question for information: a clause that starts with one is no request for its "please". */
const ASKS = new Set('what whats which who whos whom whose where wheres when whens why how hows do does did is isnt are am was were have has'.split(' '));
/**
 * Words that mark what they end or sit in as asked of the assistant, in a clause that asks for no information:
 * politeness ("shopping list for the party pls") and a call for help ("any apps to help me before the trip").
 */
const PLEASE = new Set(['please', 'pls', 'plz', 'plis']);
const HELP = /\bhelp (?:me|us)\b/;
/** A question to the assistant, a request for advice, a plan or a wish of the user. */
const FRAMES = [
  /\b(?:can|could|would|will|wd) (?:you|u|ye|ya)\b/,
  // The same question said as a statement ("reckon you could find…", "maybe u can sort…", "would you mind…").
  /\b(?:you|u|ye|ya) (?:could|can|might|mind)\b/,
  // A request for an opinion on what the user proposes ("…, good idea?", "thoughts??", "lmk if its a vibe").
  /\b(?:good|bad|great) idea\b|^(?:thoughts|yay or nay|worth it)$|\blmk\b|\blet me know\b|\bwhat do (?:you|u) (?:think|reckon)\b/,
  /\b(?:should|shall|can|could|ought|must) (?:i|we)\b/,
  /\bis (?:that|it|this) (?:ok|okay|alright|all right|safe|fine|cool|wise|a good idea)\b/,
  /\b(?:any|some) (?:tips|ideas|advice|thoughts|suggestions|recommendations)\b|\banything (?:i|we) (?:should|need|ought)\b/,
  /^(?:i|we) (?:want|need|fancy|would like|d like|wanna|plan|intend|hope)\b/,
  /^(?:im|i am|were|we are) (?:thinking|planning|hoping|going to|helping|trying|looking|about to|off to|at|after|keen)\b/,
  // The same plan or wish with its subject left out, as chat does ("wanna go…", "tryna go…", "keen to…").
  /^(?:wanna|tryna|gonna|gotta|need to|want to|keen to|keen on|hoping to|planning to|thinking of|thinking about|fancy)\b/,
  /^(?:thinking|planning) (?:of|about|to|on)\b|^lets\b|^help (?:me|us)\b/,
  // Whether the user can do something, said in chat order at a clause's end ("…on the 5th at 3pm, i can join?").
  // A clause that opens with a question word asks for information ("which dialect i can talk").
  /^(?!(?:what|whats|which|who|whos|where|when|why|how)\b).*\b(?:i|we) (?:can|could|cn) [a-z]+(?: (?:it|in|up|out|along|too|also|or not))?$/,
  // Whether a plan can be set for a time ("can the farmers meeting be on the 4th", "could our call be moved to 9").
  /^(?:can|could|shall|should|will|would) (?:the|my|our|this|that|these|those|we) (?:[a-z-]+ ){0,3}be (?:on|at|by|in|moved|held|put|set|done|booked|scheduled|pushed)\b/,
  // Whether a doing is acceptable, said short ("ok to start it?", "safe to eat?", "fine for me to help?"): advice asked.
  /^(?:(?:is )?(?:it|that|this) )?(?:ok|okay|alright|fine|cool|safe|wise|good) (?:for (?:me|us) )?to [a-z]+(?: (?:it|this|that|them|one|some|any))?$/,
  // A recommendation asked for ("whats a good birria spot", "where's a decent gym near me", "any nice cafes round here").
  /^(?:whats|what is|wheres|where is|where can i find|know) (?:a|an|some) (?:good|nice|decent|great|cheap|cosy|cozy|quiet|fun)\b/,
];

/**
 * Words that say a proposal is acceptable ("ok", "fine", "suit", "work", "free", "can"): a short clause made of one of
 * them and function words only asks whether what the rest proposes suits the user ("does that suit", "that ok?",
 * "can or not", "would that work", "am i free"), as "is that ok" does.
 */
const ACCEPTABLE = new Set(['ok', 'okay', 'alright', 'fine', 'suit', 'suits', 'work', 'works', 'good', 'possible', 'doable', 'free', 'can', 'convenient']);
/** The function words such a clause may hold beside its word of acceptance. */
const CHECK_WORDS = new Set([
  'that',
  'it',
  'this',
  'does',
  'do',
  'is',
  'would',
  'will',
  'or',
  'not',
  'for',
  'me',
  'us',
  'i',
  'am',
  'be',
  'with',
  'you',
  'still',
  'all',
  'right',
]);

/** True when `words` (one clause) only asks whether a proposal suits the user. */
function checksSuitability(words: readonly string[]): boolean {
  return words.length <= 4 && words.some((w) => ACCEPTABLE.has(w)) && words.every((w) => ACCEPTABLE.has(w) || CHECK_WORDS.has(w));
}

/** How a question reads as a request: whether it is one, and the words of its frame (what is not its activity). */
export interface RequestReading {
  readonly request: boolean;
  /**
   * The words that make it a request rather than say what it is about: a frame's ("can you", "should i", "any tips",
   * "good idea"), the clause-initial imperative and its particle ("book", "pick up", "grab"), the words before it
   * ("please", "ok so"), a clause that only asks whether a proposal suits. The rest names the activity asked for.
   */
  readonly frame: ReadonlySet<string>;
}

/** True when the question is a request by its form (see the module comment). */
export function isRequest(question: string): boolean {
  return readRequest(question).request;
}

/** The question read as a request (see the module comment): whether it is one, and its frame's words. */
export function readRequest(question: string): RequestReading {
  // The tagger is loaded by the first question read, whatever it is, so that its one-time cost falls on a process's
  // first recall (as the embedder's does), not on whichever later question first needs it.
  loadWink();
  const text = question.toLowerCase().replace(/[’']/g, '');
  const frame = new Set<string>();
  let request = false;
  for (const [n, clause] of text.split(/[,;:.!?\n]+|\s+-\s+/).entries()) {
    const w = clause.trim().split(/\s+/).filter(Boolean);
    const s = w.join(' ');
    if (s === '') continue;
    for (const f of FRAMES) {
      const m = f.exec(s);
      if (m) {
        request = true;
        for (const x of m[0].split(' ')) frame.add(x);
      }
    }
    // Not the first clause: "the lads want to meet on the 6th, does that suit" (a lone "ok" or "fine" is an answer).
    if (n > 0 && checksSuitability(w)) {
      request = true;
      for (const x of w) frame.add(x);
    }
    // A clause said with "please" or "help me" that asks for no information ("a list of gift ideas pls").
    const help = HELP.exec(s);
    if (w.some((x) => PLEASE.has(x)) || help) {
      for (const x of w) if (PLEASE.has(x)) frame.add(x);
      for (const x of help?.[0].split(' ') ?? []) frame.add(x);
      if (!ASKS.has(w.find((x) => !PLEASE.has(x) && !LEAD.has(x)) ?? 'what')) request = true;
    }
    let i = 0;
    while (i < w.length - 1 && LEAD.has(w[i] as string)) frame.add(w[i++] as string);
    // "kindly" opening a clause before a verb is a request whatever follows the verb ("kindly reserve for me too").
    if (w[i] === 'kindly' && w[i + 1] !== undefined && !NOT_IMPERATIVE.has(w[i + 1] as string) && /^[a-z]+$/.test(w[i + 1] as string)) {
      request = true;
      frame.add('kindly');
      frame.add(w[i + 1] as string);
      continue;
    }
    const verb = w[i];
    const next = w[i + 1];
    if (verb !== undefined && next !== undefined && /^[a-z]+$/.test(verb) && !NOT_IMPERATIVE.has(verb) && OBJECT_START.has(next)) {
      request = true;
      frame.add(verb);
      continue;
    }
    // A particle verb before its object: "pencil in a…", "jot down the…"; a plural noun ("years in
    // the army") is no imperative.
    const after = w[i + 2];
    const plain = verb !== undefined && /^[a-z]+$/.test(verb) && !/[^s]s$/.test(verb) && !NOT_IMPERATIVE.has(verb);
    if (plain && after !== undefined && PARTICLE.has(next as string) && OBJECT_START.has(after)) {
      request = true;
      frame.add(verb);
      frame.add(next as string);
      continue;
    }
    const bare = bareImperative(w.slice(i));
    if (bare !== null) {
      request = true;
      for (const x of bare) frame.add(x);
    }
  }
  const asked = chatOrderAsk(text, question);
  if (asked) for (const x of asked) frame.add(x);
  return { request: request || asked !== null, frame };
}

/** What may follow an imperative verb as the start of its object when no determiner opens it: an adjective, a number, a noun. */
const BARE_OBJECT = new Set(['ADJ', 'NUM', 'NOUN', 'PROPN']);

/**
 * The words of the frame of an imperative whose object has no determiner ("suggest good bakery", "kindly book self
 * drive car"), or null: after adverbs of manner or politeness ("kindly", "quickly"), a word the tagger reads as a verb
 * in its bare form (no "-s", "-ing" or "-ed": "coming on the 3rd", "needs fixing" are no commands), that starts no
 * question (`NOT_IMPERATIVE`), followed by an adjective, a number or a noun. The clause is tagged alone, so that the
 * words before it do not make its first word a noun ("…, plan one mutton dinner").
 */
function bareImperative(w: readonly string[]): string[] | null {
  const first = w[0];
  if (w.length < 2 || first === undefined || NOT_IMPERATIVE.has(first) || ASKS.has(first)) return null;
  const tags = posTags(w.join(' '));
  let i = 0;
  while (i < tags.length - 2 && (tags[i]?.pos === 'ADV' || tags[i]?.pos === 'INTJ') && !NOT_IMPERATIVE.has(tags[i]?.lower ?? '')) i++;
  const verb = tags[i];
  const next = tags[i + 1];
  if (!verb || !next || verb.pos !== 'VERB' || NOT_IMPERATIVE.has(verb.lower) || !/^[a-z]+$/.test(verb.lower)) return null;
  if (/(?:[^s]s|ing|ed)$/.test(verb.lower) || !BARE_OBJECT.has(next.pos)) return null;
  return tags.slice(0, i + 1).map((t) => t.lower);
}
