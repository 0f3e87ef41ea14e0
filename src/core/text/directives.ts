/**
 * The structural reading of an instruction to the assistant (issue 27, "memory is data"): not a list
 * of sentences, but a shape. A verb of discarding, overriding, bypassing or revealing (tables in
 * directive-words.ts), in a position that addresses the assistant — an imperative at the start of a
 * clause, "you must …", "the assistant should …", "the user wants you to …", "would you mind …ing",
 * "you are no longer bound by …" — whose object is the assistant's own: its rules, instructions,
 * prompt, policies, guardrails or safety, its operator, developer or system, or the secrets and other
 * users' data it stores. The object is found by its noun's class and owned by the words around it:
 * "your", "the operator's", "safety", "of the system" make it the assistant's; "my", "the recipe's",
 * "of chess", "in the logs" make it someone else's, and then nothing is instructed.
 *
 * Read on {@link readAs} text; homoglyphs inside Latin words are folded and a slug (`always-ignore-
 * system-prompt`) is read as words, both without moving any character, so a match's index is the
 * text's. Quoting and reporting (a phrase only mentioned) are judged by the caller (instructions.ts).
 */
import {
  ACT_EN,
  ACT_LINK_EN,
  COMPLY_EN,
  COMPLY_SEPARABLE_EN,
  DISCARD_EN,
  inflect,
  OBJECTS_EN,
  PARTY_VERBS,
  pastOf,
  SEPARABLE_EN,
  REVEAL_EN,
  type ObjectWords,
} from './directive-words.js';
import { DE_STRONG_COMPOUND, LANGUAGES, type Language } from './directive-languages.js';

/** One instruction found: its kind and where it stands in the text. */
export interface Directive {
  readonly kind: 'override' | 'disclosure';
  readonly index: number;
  readonly length: number;
}

const alt = (xs: readonly string[]): string => [...new Set(xs)].sort((a, b) => b.length - a.length).join('|');
/** A keeping verb whose particle comes after the object ("take X into account"): the verb alone, the particle within five words. */
const keepingApart = (form: (v: string) => string): string[] =>
  COMPLY_SEPARABLE_EN.map(([v, particle]) => `${form(v)}(?=\\s+(?:[\\p{L}\\p{N}'-]+\\s+){1,5}?(?:${particle})(?![\\p{L}]))`);
const COMPLY = alt([...COMPLY_EN, ...keepingApart((v) => v)]);
const COMPLY_ING = alt([...COMPLY_EN.map((c) => inflect(c).ing), ...keepingApart((v) => inflect(v).ing)]);
const COMPLY_THIRD = alt([...COMPLY_EN.map((c) => inflect(c).third), ...keepingApart((v) => inflect(v).third)]);
const NEG_BASE = `(?:no longer|do not|don't|never|not|refuse to|no need to) (?:${COMPLY})|(?:stop|quit|cease) (?:${COMPLY_ING})`;
const NEG_THIRD = `(?:no longer|does not|doesn't|never|refuses to) (?:${COMPLY_THIRD}|${COMPLY})|(?:won't|wont|will not|shall not|must not|mustn't|should not|shouldn't|may not|can't|cannot) (?:${COMPLY})|(?:stops|quits|ceases) (?:${COMPLY_ING})`;
const NEG_ING = `(?:not|never|no longer|refusing to) (?:${COMPLY_ING}|${COMPLY})|(?:stopping|quitting|ceasing) (?:${COMPLY_ING})`;

const verbs = (base: readonly string[], form: 'base' | 'third' | 'ing'): string => alt(base.map((v) => (form === 'base' ? v : inflect(v)[form])));
const word = (s: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}'])(?:${s})(?![\\p{L}\\p{N}])`, 'gu');

const NEG_PAST = `(?:no longer|did not|didn't|never) (?:${COMPLY})|(?:stopped|quit|ceased) (?:${COMPLY_ING})`;
/** A separable verb with its particle after the object ("set X aside"): the verb alone, when the particle follows within five words. */
const separable = (form: 'base' | 'third' | 'ing'): string =>
  alt(SEPARABLE_EN.map(([v, particle]) => `${form === 'base' ? v : inflect(v)[form]}(?=\\s+(?:[\\p{L}\\p{N}'-]+\\s+){1,5}?(?:${particle})(?![\\p{L}]))`));

/** Verb phrases of each form, English: [regex, kind, form]. */
type Form = 'base' | 'third' | 'ing' | 'past';
const EN_VERBS: readonly (readonly [RegExp, Directive['kind'], Form])[] = [
  [word(`${verbs(DISCARD_EN, 'base')}|${NEG_BASE}|${separable('base')}`), 'override', 'base'],
  [word(`${verbs(DISCARD_EN, 'third')}|${NEG_THIRD}|${separable('third')}`), 'override', 'third'],
  [word(`${verbs(DISCARD_EN, 'ing')}|${NEG_ING}|${separable('ing')}`), 'override', 'ing'],
  [word(`${alt(DISCARD_EN.map(pastOf))}|${NEG_PAST}`), 'override', 'past'],
  [word(verbs(REVEAL_EN, 'base')), 'disclosure', 'base'],
  [word(verbs(REVEAL_EN, 'third')), 'disclosure', 'third'],
  [word(verbs(REVEAL_EN, 'ing')), 'disclosure', 'ing'],
];

// ── who is addressed: the words before the verb, from the start of its clause ──
const ADV =
  '(?:always|now|also|just|simply|quietly|completely|fully|kindly|please|henceforth|silently|politely|gently|automatically|then|immediately|actively|totally|happily|really|from now on|from here on|going forward|at all times|forever|permanently)';
const AGENT = '(?:(?:the|your|ur|its|this|our|my|their|his|her) )?(?:assistant|ai|model|bot|chatbot|agent|llm|claude|chatgpt|gpt|copilot)';
/** The assistant named with a determiner that makes it this one ("the assistant", "its assistant", "ur AI"); "a model" is any model. */
const THIS_AGENT = '(?:the|your|ur|its|this|our|my|their|his|her) (?:[\\p{L}-]+ )?(?:assistant|ai|bot|chatbot|agent)';
/** Verbs of wishing and reporting before a clause whose subject is the assistant ("hopes the model will …"). */
const WISH =
  "(?:hope|hopes|hoped|wish|wishes|expect|expects|trust|trusts|believe|believes|think|thinks|say|says|said|insist|insists|prefer|prefers|want|wants|like|likes|would like|'d like|would love|'d love|assume|assumes|(?:is|are|am|was|were) (?:wanting|wishing|expecting|hoping|preferring|liking|needing|requesting|insisting|demanding|asking))";
const LEAD = `(?:please|kindly|pls|now|just|simply|also|and|then|so|but|ok|okay|hey|yes|always|henceforth|hereafter|from now on|from here on(?: out)?|from this point(?: on(?:ward)?)?|going forward|in (?:the )?future|starting (?:now|today)|from today|at all times|for (?:all|every) (?:future )?(?:answers|replies|chats|sessions|conversations|requests)|(?:(?:i'd|i would|we'd) like you to |i want you to |i need you to |please )?(?:remember|note|keep in mind|bear in mind|don't forget|never forget)(?: this| that| for later| for (?:every|all|future) \\w+)*|important|quietly|politely|gently|silently|immediately|forever|permanently|by default|for good|(?:hey |dear |hi |hello )?(?:assistant|ai|bot|model|claude|chatbot|agent))`;
const LEADS = `(?:${LEAD}[\\s,]+)*`;
const YOU_AUX =
  "(?:'ll|'d|'re to|'re going to| will| shall| must| should| need to| have to| are to| are going to| can| may| could| would| might| ought to| (?:are|'re) (?:free|allowed|permitted|expected|required|supposed|encouraged|welcome|authori[sz]ed|instructed) to)";
const WHO =
  '(?:(?:i|we|(?:the |this |our )?(?:user|customer|client|member|owner|person|patient|student|account holder)|they|he|she)\\s+)?(?:(?:really|also|would|do|does|always|kindly|strongly|explicitly|hereby|now)\\s+)*';
const ADDRESSEE = `(?:you|the assistant|the ai|the model|the bot|the agent|claude|yourself|${THIS_AGENT}|(?:your|ur|its|our|my) model)`;
/** An agreement said to have been made ("it was agreed that …", "we settled that …"): what follows is set as a rule. */
const AGREED =
  '(?:it (?:was|has been|had been|is|got) (?:agreed|decided|settled|arranged|confirmed|understood|established|approved)|(?:we|they|i|the user|both sides|the team) (?:have |had )?(?:agreed|decided|settled|arranged|confirmed))';
/** "likes it when the bot …", "is happy when the assistant …": a liking that sets what the assistant does. */
const LIKES_WHEN = `${WHO}(?:like|likes|love|loves|enjoy|enjoys|prefer|prefers|appreciate|appreciates|(?:is|am|are) (?:happy|fine|glad|pleased)|(?:would|'d) (?:like|love|prefer|appreciate))(?: it)? (?:when|if) `;
const POLITE =
  "(?:it would be (?:lovely|great|nice|good|helpful|best|ideal|wonderful|appreciated)|i would (?:love|like|appreciate)(?: it)?|i'd (?:love|like|appreciate)(?: it)?|we would (?:love|like|appreciate)(?: it)?)";
const POLITE_WHO = `(?:(?:(?:i|we|he|she|they|the user|user)(?:'d|\\s+(?:really\\s+)?would)|would) (?:love|like|prefer|appreciate) it|${POLITE})`;
const SUBJECTS = [
  `you${YOU_AUX}?\\s+`,
  `(?:(?:${WHO}${WISH}|${AGREED})\\s+(?:that\\s+)?)?${AGENT},?\\s+(?:should|must|will|shall|is to|has to|needs to|ought to|may|can|would|is going to|is (?:free|allowed|permitted|expected|required|supposed|encouraged|authori[sz]ed) to|(?:has |had )?(?:agreed|promised|decided|committed|consented|undertaken) to)\\s+`,
  `${WHO}(?:want|wants|wanted|prefer|prefers|would prefer|'d prefer|(?:is|are|am) (?:wanting|expecting|needing|asking|preferring)|would like|'d like|need|needs|ask|asks|asked|expect|expects|require|requires|told|tell|tells|instruct|instructs|instructed|order|orders|allow|allows|permit|permits|authori[sz]es?|would love|'d love|wish|wishes|like|likes|request|requests|encourage|encourages|am asking|is asking|trust|trusts)\\s+(?:for\\s+)?${ADDRESSEE}\\s+to\\s+`,
  `${WHO}(?:prefer|prefers|'d prefer|would prefer|ask|asks|request|requests|insist|insists|demand|demands|suggest|suggests|require|requires|expect|expects)\\s+(?:that\\s+)?${ADDRESSEE}\\s+(?:(?:should|must|will|would|shall|to)\\s+)?`,
  `(?:you|${AGENT})(?: now)? (?:has|have|'ve|got|gets|get|is given|are given|'s got) (?:(?:my|our|the user's|full|every|explicit)\\s+)?(?:blessing|permission|approval|consent|go-ahead|licence|license|leave|clearance|authority|right)s? to\\s+`,
  '(?:could|can|would|will) you(?: (?:be so kind as|be kind enough|be good enough|care|mind being kind enough) to)?\\s+',
  `(?:remember|make sure|be sure|don't forget|do not forget|never forget|feel free|it is (?:ok|okay|fine|alright|acceptable)(?: for you)?|it's (?:ok|okay|fine|alright|acceptable)(?: for you)?|you have (?:my )?permission|(?:you are|you're) (?:authori[sz]ed|allowed|permitted|free|welcome)|try|i need you|i want you|we want you|we need you|i'd like you|i would like you|your (?:job|task|role|duty|rule|new rule|first rule|instruction|standing instruction|mission) is|the (?:new |standing )?rule is|my (?:standing )?(?:preference|wish|request) is(?: for you)?|it is your job|(?:i'd|i would) (?:like|love) for you)\\s+to\\s+`,
  '(?:make sure|be sure|ensure|see to it)(?: that)? you\\s+(?:(?:will|always)\\s+)?',
  `(?:${POLITE_WHO}\\s+if you(?: could| would| can| will|'d)?|if you (?:could|would))\\s+`,
  `(?:${WHO}(?:want|wants|prefer|prefers|like|likes|expect|expects|need|needs|asks? for)\\s+)?(?:replies|answers|responses|outputs|messages)\\s+(?:that|which)\\s+`,
];
const FRAME_BASE = new RegExp(`^${LEADS}(?:${SUBJECTS.join('|')})?(?:${ADV}\\s+)*$`, 'u');
const FRAME_THIRD = new RegExp(
  `^${LEADS}(?:(?:from now on|henceforth|going forward|from today|starting now|hereafter),?\\s+${AGENT}|${LIKES_WHEN}${AGENT}|${WHO}(?:prefer|prefers|ask|asks|request|requests|insist|insists|demand|demands|require|requires|expect|expects)\\s+(?:that\\s+)?(?:the assistant|the ai|the model|the bot|the agent)|${AGENT}(?:\\s+(?:now|always|henceforth|from now on|hereafter))+|(?:(?:${WHO}${WISH}|${AGREED})\\s+(?:that\\s+)?)?${THIS_AGENT}|(?:.*\\s)?${WISH}\\s(?:.*\\s)?an? (?:[\\p{L}-]+ )?(?:assistant|ai|bot|chatbot|model|agent) (?:that|which|who)|(?:[\\p{L}-]+ )?(?:is|as) an? (?:\\w+ )?(?:assistant|ai|bot|persona|character|chatbot|model|version) (?:that|which|who))\\s+(?:${ADV}\\s+)*$`,
  'u',
);
const FRAME_ING = new RegExp(
  `^${LEADS}(?:(?:${SUBJECTS.join('|')})(?:start|keep|begin|try|go on|continue|consider|be)|would you mind|do you mind|(?:(?:i am|i'm|we are|we're|the user is|user is|is|they are|he is|she is)\\s+)?(?:(?:totally|perfectly|completely|really|quite)\\s+)?(?:fine|ok|okay|happy|comfortable|alright|cool|good) with you|(?:no problem with|permission for) you|(?:please )?(?:keep|start|begin|try|consider|go on|continue|get used to)|(?:you|the assistant) (?:should|must|will|can) (?:start|keep|go on|continue|try))\\s+(?:${ADV}\\s+)*$`,
  'u',
);
/** "it would be great if you ignored …": a past tense only after a wish. */
const FRAME_PAST = new RegExp(`^${LEADS}(?:${POLITE_WHO}|it would be \\w+) if you\\s+(?:${ADV}\\s+)*$`, 'u');
const FRAMES = { base: FRAME_BASE, third: FRAME_THIRD, ing: FRAME_ING, past: FRAME_PAST } as const;

/** "you are no longer bound by", "free from", "you no longer have to follow": the object follows. */
const FREE_SUBJECT =
  '(?:you|the assistant|the ai|the model|the bot|yourself|(?:this|the) (?:user|customer|account|member)|(?:consider|count) yourself|(?:an? |the )?(?:\\w+ )?(?:assistant|ai|bot|persona|character|chatbot|model|version) (?:that|which|who))';
const FREE_EN = word(
  `${FREE_SUBJECT}(?:'re| are| is| will be| shall be| can be| may be| should be| must be| become| feel| remain| stay)?(?:\\s+(?:now|henceforth|hereby|officially|from now on|completely|fully|totally))*\\s+(?:(?:no longer|not|never|not anymore|not any longer)\\s+(?:\\w+\\s+)?(?:bound|restricted|limited|constrained|governed|held|tied|beholden|subject|obliged|obligated|committed|chained|shackled|controlled)\\s+(?:by|to)|(?:free|freed|released|exempt|liberated|unbound|unshackled|unchained|unrestricted|unconstrained|relieved)\\s+(?:of|from|by)|(?:no longer|do not|don't|never|needn't|need not|no more)\\s+(?:have|has|need|needs)\\s+to\\s+(?:${COMPLY})|(?:do not|don't|no longer|never) need to\\s+(?:${COMPLY}))`,
);
const FREE_FRAME = new RegExp(`^${LEADS}(?:that\\s+)?$|^(?:[\\p{L}-]+\\s+)?(?:is|as|be|become|play|you are|you're)\\s+$`, 'u');
/** "treat …", "regard …": a verb of judging, whose object the words after it declare void ({@link AS_NOTHING}). */
const JUDGE_EN = ['treat', 'regard', 'consider', 'see', 'view', 'deem', 'count', 'take'];
const JUDGE_VERBS: readonly (readonly [RegExp, Form])[] = [
  [word(alt(JUDGE_EN)), 'base'],
  [word(alt(JUDGE_EN.map((v) => inflect(v).third))), 'third'],
  [word(alt(JUDGE_EN.map((v) => inflect(v).ing))), 'ing'],
];
/** "… as optional", "… as merely advisory", "… as suggestions": the rules judged not binding. */
const AS_NOTHING =
  /^\s*(?:[\p{L}'-]+\s+){0,2}?as\s+(?:(?:merely|only|just|purely|mere|simply|entirely|completely|totally|more of|little more than|nothing more than|no more than)\s+)*(?:an?\s+|the\s+)?(?:optional|advisory|non-?binding|suggestions?|recommendations?|loose guidance|irrelevant|void|null and void|negotiable|formalit(?:y|ies)|unimportant|meaningless|obsolete|outdated|expired|jokes?|nonsense|not binding|not applying|inapplicable|off)(?![\p{L}])/u;

/** "answer without regard for …", "operate outside …": an acting verb, framed, then a link to the rules. */
const ACT_VERBS = word(`${alt(ACT_EN)}|${alt(ACT_EN.map((v) => inflect(v).third))}`);
const ACT_LINK = new RegExp(`^(?:\\s+[\\p{L}'-]+){0,3}?\\s+${ACT_LINK_EN}(?![\\p{L}])`, 'u');

// ── the object: tokens after the verb ──
const HARD = /[.;:!?()[\]{}\n—–|<>]/;
const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*['’]?/gu;
/** A word after a noun that shows the noun ends the phrase (not "the system clock"). */
const FOLLOW =
  /^(?:and|or|but|nor|when|whenever|if|unless|while|until|as|so|because|since|then|now|too|also|again|here|there|forever|please|immediately|anymore|going|henceforth|from|for|of|in|on|at|to|with|without|by|about|into|within|under|over|after|before|during|that|which|who|whose|you|your|i|we|they|he|she|it|the|this|these|those|is|are|was|were|say|says|said|contain|contains|state|states|be|been|being|has|have|had|will|would|should|must|can|could|may|might|do|does|did|whatever|even|just|only|first|altogether|aside|off|out|away|\p{L}+ly)$/u;
/** Words that end the search for the object before its noun ("the noise in the logs", "les notifications du système"). */
const BREAK_EN =
  /^(?:to|in|on|at|for|from|with|by|about|into|onto|over|under|and|or|but|when|if|that|which|who|you|i|we|they|he|she|it|is|are|was|were|be|been|than|as|like|not|no|after|before|because|so)$/u;
const BREAK_OTHER =
  /^(?:à|en|in|sur|con|avec|por|per|para|pour|que|qui|che|quando|cuando|quand|et|y|und|oder|wenn|weil|se|si|de|du|des|del|di|da|do|della|dello|dei|degli|delle|dos|das|der|von|vom|im|dans|nel|nella|no|na|em)$/u;
/** "ignore whatever the developer told you": the object is what the assistant's side said. */
const WHAT_THEY_SAID =
  /^\s*(?:whatever|anything|everything|all|what)(?: that)? (?:(?:the |your |its )?(?:operator|developer|system|creator|maker|company|openai|anthropic)s?(?:'s)? (?:\w+ )?(?:told|tells|said|says|gave|gives|instructed|instructs|wrote|writes|set|sets|wants|wanted|asked|asks|requires|required)|you (?:were|have been|are|'ve been) (?:told|given|instructed|programmed))\b/u;
const INDIRECT = /^(?:me|us|him|her|them|anyone|everyone|everybody|whoever|asks|out|back|up|over|moi|nous|mi|mir|uns)$/u;

interface Tok {
  readonly w: string;
  readonly at: number;
  readonly end: number;
}

/** Words from `from` to the next hard boundary (a comma ends it too, after at least one word). */
function wordsFrom(p: string, from: number, max: number): Tok[] {
  const out: Tok[] = [];
  const re = new RegExp(TOKEN.source, 'gu');
  re.lastIndex = from;
  let last = from;
  for (let m = re.exec(p); m && out.length < max; m = re.exec(p)) {
    const gap = p.slice(last, m.index);
    if (HARD.test(gap) || (out.length > 0 && gap.includes(','))) break;
    // a closing quote is no part of the word; the apostrophe of a plural possessive ("users'") is
    const w = m[0].replace(/['’]$/, (q) => (/s['’]$/.test(m?.[0] ?? '') && !/['’]/.test(p[m?.index ? m.index - 1 : 0] ?? '') ? q : ''));
    out.push({ w, at: m.index, end: m.index + w.length });
    last = m.index + m[0].length;
  }
  return out;
}

/** Strips an elided article ("l'opérateur" → "opérateur"). */
const bare = (w: string): string => w.replace(/^(?:l|d|dell|dall|nell|sull|all|un|qu)['’](?=\p{L})/u, '');

/**
 * Whose the object after a verb is: the end of the object when it is the assistant's (or, for a
 * reveal, secrets it stores or other users' data), else null.
 */
function objectAt(p: string, from: number, lex: ObjectWords, kind: Directive['kind'], english: boolean, link: RegExp, verb = ''): number | null {
  const brk = english ? BREAK_EN : BREAK_OTHER;
  const said = english && kind === 'override' ? WHAT_THEY_SAID.exec(p.slice(from)) : null;
  if (said) return from + said[0].length;
  const parties = !english || PARTY_VERBS.test(verb);
  const toks = wordsFrom(p, from, 10);
  let k = 0;
  while (k < toks.length && k < 3 && (INDIRECT.test(toks[k]?.w ?? '') || link.test(toks[k]?.w ?? ''))) k++;
  for (let j = k; j < Math.min(toks.length, k + 7); j++) {
    const pre = toks.slice(k, j).map((t) => t.w);
    if (pre.some((w, i) => brk.test(w) && !(w === 'of' && /^(?:all|any|each|some|none)$/.test(pre[i - 1] ?? '')))) return null;
    const head = bare(toks[j]?.w ?? '');
    const cls = lex.rule.test(head)
      ? 'rule'
      : parties && lex.party.test(head)
        ? 'party'
        : lex.secret.test(head)
          ? 'secret'
          : lex.data.test(head)
            ? 'data'
            : null;
    if (!cls) continue;
    const next = toks[j + 1];
    const gapAfter = next ? p.slice(toks[j]?.end ?? 0, next.at) : '';
    // "its configuration file", "the system prompt text": a noun of the class heading a compound whose last noun names its form
    const compound = english && next && /^\s+$/.test(gapAfter) && cls === 'rule' && COMPOUND_TAIL.test(next.w);
    if (english && next && !compound && !/[,'"“”]/.test(gapAfter) && !FOLLOW.test(next.w)) continue;
    const rest = compound ? toks[j + 2] : next;
    const gapRest = rest ? p.slice((compound ? next?.end : toks[j]?.end) ?? 0, rest.at) : '';
    const post = rest && !/,/.test(gapRest) ? p.slice(rest.at, (toks[Math.min(toks.length - 1, j + 6)]?.end ?? rest.end) + 1) : '';
    const end = (compound ? next?.end : toks[j]?.end) ?? from;
    if (decide(cls, kind, pre, head, post, lex)) return end;
  }
  return null;
}

function decide(
  cls: 'rule' | 'party' | 'data' | 'secret',
  kind: Directive['kind'],
  pre: readonly string[],
  head: string,
  post: string,
  lex: ObjectWords,
): boolean {
  const np = [...pre, head, post].join(' ');
  const cross = lex.crossUser.test(np);
  const strongPre = pre.some((w) => lex.strong.test(w)) || DE_STRONG_COMPOUND.test(head);
  const possessive =
    pre.some((w) => /^(?:your|yours|its|tes|vos|ton|ta|tus|tu|tuas|teus|tua|teu|tue|tuoi|tuo|deine|deinen|deiner)$/u.test(w) || /['’]s?$/.test(w)) && strongPre;
  const foreignPre = pre.some((w) => !lex.strong.test(w) && lex.foreign.test(w));
  const strongPost = lex.strongPost.test(post);
  const foreignPost = !strongPost && !lex.neutralPost.test(post) && lex.foreignPost.test(`${post} `);
  if (cls === 'data' || cls === 'secret') {
    if (kind !== 'disclosure') return false;
    if (cross) return true;
    if (cls === 'data' || foreignPre) return false;
    const held =
      pre.some((w) => lex.stored.test(w)) ||
      lex.stored.test(post.split(' ')[0] ?? '') ||
      strongPost ||
      /^(?:(?:that|which) )?(?:you|the assistant|the system) (?:have |'ve )?(?:stored|saved|keep|kept|hold|held|remember|know|store|have|got)\b|^(?:in|from) (?:your|the) (?:memory|database|store|vault)/.test(
        post,
      );
    return held && !foreignPost;
  }
  if (foreignPre && !possessive) return false;
  if (cls === 'party') return kind === 'override' && !(foreignPost && /^(?:of|de|del|di|do|da)\b/u.test(post));
  if (possessive || strongPost) return true;
  if (strongPre) return !foreignPost || /^for\b/.test(post) || SOFTWARE_POST.test(post);
  return kind === 'override' && pre.some((w) => lex.weak.test(w)) && !foreignPost;
}

/** The last noun of a compound that names only the form the assistant's rules take: "its configuration file", "the prompt text". */
const COMPOUND_TAIL = /^(?:files?|text|texts|contents?|documents?|values?|details|entries|sheet|page|dump)$/u;
/** The software the assistant runs in, as the owner of hidden rules ("the hidden rules of the app"): the assistant's side, unlike "of chess". */
const SOFTWARE_POST =
  /^(?:of|in|inside|within|behind|for) (?:the|this|your|its|our) (?:app|application|service|platform|product|tool|site|website|deployment|software|chat|chatbot)\b/u;

// ── the clause a verb stands in ──
/** The words before `at` in its clause: from the last hard boundary, and from the last comma. */
function prefixes(p: string, at: number): string[] {
  const before = p.slice(Math.max(0, at - 240), at);
  const hard = Math.max(...[...'.;:!?()[]{}\n—–|<>'].map((c) => before.lastIndexOf(c)));
  const clause = before.slice(hard + 1);
  const comma = clause.lastIndexOf(',');
  // quotation marks and markup go; an apostrophe inside a word ("i'd", "don't") stays
  const clean = (s: string) => `${s.replace(/(?:["“”«»*_#>\-\s]|(?<!\p{L})['‘’]|['‘’](?!\p{L}))+/gu, ' ').trim()} `.replace(/^ $/, '');
  return comma === -1 ? [clean(clause)] : [clean(clause), clean(clause.slice(comma + 1))];
}

const HOMOGLYPHS: Readonly<Record<string, string>> = Object.fromEntries([...'аеорсухіјѕԁһԛԝӏαοιкνρυχ'].map((c, i) => [c, 'aeopcyxijsdhqwlaoikvpux'[i] ?? c]));

/** `t` with homoglyphs folded inside Latin words, curly apostrophes straightened and a slug's separators read as spaces. */
export function prepare(t: string): string {
  let p = t
    .replace(/’/g, "'")
    .replace(/[\p{L}]+/gu, (w) => (/[a-z]/.test(w) && /[\u0370-\u03ff\u0400-\u04ff]/.test(w) ? [...w].map((c) => HOMOGLYPHS[c] ?? c).join('') : w));
  if (!/\s/.test(p) && /\p{L}[-_.]\p{L}/u.test(p)) p = p.replace(/[-_.]/g, ' ');
  return p;
}

/** Every instruction to the assistant the structural reading finds in `t` ({@link readAs} text). */
export function findDirectives(t: string): Directive[] {
  const p = prepare(t);
  const found: Directive[] = [];
  const push = (kind: Directive['kind'], at: number, end: number | null) => {
    if (end !== null) found.push({ kind, index: at, length: end - at });
  };
  const none = /^$/;
  for (const [re, kind, form] of EN_VERBS) {
    for (const m of p.matchAll(re)) {
      if (!prefixes(p, m.index).some((s) => FRAMES[form].test(s))) continue;
      push(kind, m.index, objectAt(p, m.index + m[0].length, OBJECTS_EN, kind, true, none, m[0]));
    }
  }
  for (const m of p.matchAll(FREE_EN)) {
    if (!prefixes(p, m.index).some((s) => FREE_FRAME.test(s))) continue;
    push('override', m.index, objectAt(p, m.index + m[0].length, OBJECTS_EN, 'override', true, none, 'not'));
  }
  for (const [re, form] of JUDGE_VERBS) {
    for (const m of p.matchAll(re)) {
      if (!prefixes(p, m.index).some((s) => FRAMES[form].test(s))) continue;
      const end = objectAt(p, m.index + m[0].length, OBJECTS_EN, 'override', true, none, 'ignore');
      if (end !== null && AS_NOTHING.test(p.slice(end))) push('override', m.index, end);
    }
  }
  for (const m of p.matchAll(ACT_VERBS)) {
    const link = ACT_LINK.exec(p.slice(m.index + m[0].length));
    if (!link) continue;
    const form = ACT_EN.includes(m[0]) ? 'base' : 'third';
    if (!prefixes(p, m.index).some((s) => FRAMES[form].test(s))) continue;
    push('override', m.index, objectAt(p, m.index + m[0].length + link[0].length, OBJECTS_EN, 'override', true, none, 'ignore'));
  }
  if (ANY_OTHER_LANGUAGE.test(p)) for (const lang of LANGUAGES) found.push(...inLanguage(p, lang));
  return found.sort((a, b) => a.index - b.index);
}

/** A verb form that may follow an elided word ("merci d'ignorer", "l'ignorare"): the elision is no part of the match. */
const elided = (s: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}]|(?<![\\p{L}])\\p{L}{3,}['’])(?:${s})(?![\\p{L}\\p{N}])`, 'gu');

type Group = readonly [RegExp, Directive['kind'], 'any' | 'agent'];
const COMPILED = new Map<Language, { groups: readonly Group[]; link: RegExp }>();
/** A language's verb groups and linking words, compiled once; third-person groups need the assistant as subject. */
function compiled(lang: Language): { groups: readonly Group[]; link: RegExp } {
  let c = COMPILED.get(lang);
  if (!c) {
    const third: Group[] = lang.third
      ? [
          [elided(lang.third.discard), 'override', 'agent'],
          [elided(lang.third.reveal), 'disclosure', 'agent'],
        ]
      : [];
    c = {
      groups: [[elided(lang.discard), 'override', 'any'], [elided(lang.free), 'override', 'any'], [elided(lang.reveal), 'disclosure', 'any'], ...third],
      link: new RegExp(`${lang.link.source}|^(?:du|sie|bitte|jetzt|sofort|immer|ab|künftig|toujours|siempre|sempre|désormais|ahora)$`, 'u'),
    };
    COMPILED.set(lang, c);
  }
  return c;
}

/** Every verb form of every other language in one pattern: one pass tells whether a text needs reading in them. */
const ANY_OTHER_LANGUAGE = new RegExp(
  elided(LANGUAGES.flatMap((l) => [l.discard, l.free, l.reveal, ...(l.third ? [l.third.discard, l.third.reveal] : [])]).join('|')).source,
  'u',
);

/** A negation at most two words before a verb, in the languages of the table ("nie powinien ", "n'"). */
const NEGATOR = /(?:^|\s)(?:(?:nie|niet|nooit|never|no|non|ne|não|nao|nunca|jamais|jamás|nicht|mai)(?:\s+[\p{L}'’]+){0,2}\s+|n['’])$/u;

/** The words of the clause before `at` (from its last hard boundary or comma, at most 60 characters). */
function clauseBefore(p: string, at: number): string {
  const before = p.slice(Math.max(0, at - 60), at);
  return before.slice(Math.max(...[...'.;:!?()[]{}\n—–|,'].map((c) => before.lastIndexOf(c))) + 1);
}

/**
 * A verb of saying, telling, asking or advising in a past or reported form, and the word that opens what was said
 * ("a dit d'", "m'a demandé de", "le dijeron que", "me pidió que", "diceva di", "ha detto di", "disse para",
 * "powiedział, żeby"): the order that follows is reported, given to someone else.
 */
const REPORTED =
  /(?<![\p{L}])(?:dit|demandé|conseillé|expliqué|répété|écrit|rappelé|ordonné|dijo|dijeron|decía|decían|dicho|pidió|pidieron|pedía|mandó|indicó|explicó|aconsejó|escribió|detto|diceva|dicevano|disse|dissero|chiesto|chiese|spiegato|consigliato|scritto|ordinato|disseram|dizia|diziam|pediu|pediram|falou|mandaram|explicou|escreveu|powiedział\p{L}*|kazał\p{L}*|prosił\p{L}*|poprosił\p{L}*)\s*,?\s+(?:(?:me|te|le|les|nos|lui|leur|nous|vous|mi|ti|ci|gli|lhe|lhes|mu|jej|nam)\s+)?(?:d['’]|de\s+|qu['’]|que\s+|di\s+|che\s+|para\s+|pra\s+|żeby\s+|aby\s+|by\s+)?$/u;

/** A reader's own possessive (second person): rules that are the reader's, whoever reports the order. */
const SECOND_PERSON = /(?<![\p{L}])(?:tes|vos|ton|ta|tus|tu|tuas|teus|tua|teu|tue|tuoi|tuo|deine|deinen|deiner|jouw|twoje|twoich|twoja|twój)(?![\p{L}])/u;

/** True when the order at `at`–`end` is reported (see {@link REPORTED}), its rules no reader's own, the assistant unnamed. */
export function reportedOrder(p: string, at: number, end: number): boolean {
  if (!REPORTED.test(clauseBefore(p, at))) return false;
  if (SECOND_PERSON.test(p.slice(at, end))) return false;
  return !/(?<![\p{L}])(?:assistant\p{L}*|assistent\p{L}*|asistente|assistente|asystent\p{L}*|chatbot|bot|modèle|modelo|modello|ia|ai)(?![\p{L}])/u.test(p);
}

/** The same reading in another language: a verb form of the table, no other subject before it, and the object after it (or before it, German). */
function inLanguage(p: string, lang: Language): Directive[] {
  const out: Directive[] = [];
  const { groups, link } = compiled(lang);
  for (const [re, kind, subject] of groups) {
    for (const m of p.matchAll(re)) {
      const before = p.slice(Math.max(0, m.index - 30), m.index).match(/([\p{L}'’]+)\s*$/u)?.[1] ?? '';
      if (lang.otherSubject.test(before)) continue;
      // "het model negeert …", "asystent ignoruje …": a third-person form instructs only with the assistant as its subject
      if (subject === 'agent' && !lang.third?.agent.test(clauseBefore(p, m.index))) continue;
      // "nie ignoruj …", "no ignores …", "n'ignore pas", "nie powinien ujawniać": the act negated is advice
      if (NEGATOR.test(clauseBefore(p, m.index))) continue;
      const after = objectAt(p, m.index + m[0].length, lang.objects, kind, false, link);
      // "le prof a dit d'ignorer les consignes …", "le dijeron que olvide …": what someone was told to do, reported —
      // unless the rules are the reader's own ("tes instructions") or the assistant is named
      if (after !== null && reportedOrder(p, m.index, after)) continue;
      if (after !== null) out.push({ kind, index: m.index, length: after - m.index });
      else if (lang.order === 'both') {
        const at = objectBefore(p, m.index, lang);
        if (at !== null) out.push({ kind, index: at, length: m.index + m[0].length - at });
      }
    }
  }
  return out;
}

/** German verb-last: "alle Sicherheitsrichtlinien ignorieren", "die Vorgaben des Entwicklers missachten". */
function objectBefore(p: string, verbAt: number, lang: Language): number | null {
  const before = p.slice(0, verbAt);
  const hard = Math.max(...[...'.;:!?()[]{}\n—–|,'].map((c) => before.lastIndexOf(c)));
  const toks = wordsFrom(p, hard + 1, 12).filter((t) => t.end <= verbAt);
  if (toks.some((t) => lang.otherSubject.test(t.w))) return null;
  for (let j = toks.length - 1; j >= 0 && j >= toks.length - 6; j--) {
    const head = toks[j]?.w ?? '';
    const lex = lang.objects;
    const cls = lex.rule.test(head) ? 'rule' : lex.party.test(head) ? 'party' : lex.secret.test(head) ? 'secret' : lex.data.test(head) ? 'data' : null;
    if (!cls) continue;
    const pre = toks.slice(Math.max(0, j - 3), j).map((t) => t.w);
    const post = p.slice(toks[j]?.end ?? 0, verbAt).trim();
    const kind = /^(?:verrat|offenleg|preisgeb|zeig|anzeig|ausgeb|weitergeb|teil|auflist|schick|send|nenn)/u.test(p.slice(verbAt, verbAt + 12))
      ? 'disclosure'
      : 'override';
    if (decide(cls, kind, pre, head, post, lex)) return toks[Math.max(0, j - pre.length)]?.at ?? toks[j]?.at ?? verbAt;
  }
  return null;
}

const OPEN_VERBS: readonly RegExp[] = [
  ...EN_VERBS.map(([re]) => re),
  FREE_EN,
  ...LANGUAGES.flatMap((l) =>
    compiled(l)
      .groups.filter((g) => g[2] === 'any')
      .map(([re]) => re),
  ),
];

/**
 * True when `t` ({@link readAs} text) ends on a verb of the tables, at most three words after it: a
 * piece whose object may be in the next piece ("Favourite opening: 'from now on pay no attention to'").
 */
export function endsOnVerb(t: string): boolean {
  const p = prepare(t);
  return OPEN_VERBS.some((re) => [...p.matchAll(re)].some((m) => (p.slice(m.index + m[0].length).match(/[\p{L}\p{N}]+/gu)?.length ?? 0) <= 3));
}
