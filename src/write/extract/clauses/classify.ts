/**
 * What one clause is: a question, a forget or remember request, an instruction for this request,
 * an enduring preference, a statement about the user (possibly a correction), or small talk —
 * and the candidates it gives.
 */
import { heldWhere, pointerLead, POINTERS, pointsOnly, topicProper, unkeepingLead } from './pointed.js';
import { suspicion } from './suspicion.js';
import { DEFAULT_ATTRIBUTES } from '../../../core/attributes/index.js';
import { LEXICON } from '../../../core/attributes/lexicon.js';
import { abstention } from './cessation.js';
import { impliedSubject } from './implied.js';
import { verblessPreference } from './verbless.js';
import { withoutCourtesy } from './courtesy.js';
import type { Clause } from './split.js';
import type { Token } from './nlp.js';
import { fieldFact, freeFact, indexOf, lowerOf, phrase, preference, profileFact, properRun, topicOf, type Draft } from './phrases.js';

/** A forget topic that is the whole user: "me", "me completely", "me entirely" (everything is forgotten). */
const WHOLE_OF_ME = /^me(?: (?:completely|entirely|altogether|totally|fully|for good|all together))*$/;
const cap = (s: string): string => (s[0] ?? '').toUpperCase() + s.slice(1);
import { keepsAbout, LIFE_EVENTS, pointerOnly } from './split-words.js';
import { SUPPOSE } from './hypothetical.js';
import { readStatement } from './statement.js';
import { plainSelf } from './plain.js';
import { asksByGrammar } from './interrogative.js';
import type { Typed } from './register.js';
import { enduringObject, resultativePlural } from './resultative.js';

/** The classes a clause can have (a clause may be both a statement and a correction). */
export const CLAUSE_CLASSES = ['self', 'preference', 'instruction', 'correction', 'forget', 'remember', 'smalltalk', 'question', 'other'] as const;
/** One of {@link CLAUSE_CLASSES}. */
export type ClauseClass = (typeof CLAUSE_CLASSES)[number];

/** One clause, read. */
export interface ClauseReading {
  readonly said: string;
  readonly classes: ClauseClass[];
  readonly drafts: Draft[];
  readonly forget: string[];
  /** The correction cue ("actually", "moved to", "no longer"), when the clause changes what was known. */
  readonly change: string | null;
  /** The value it replaces when the user said it ("not payments"). */
  readonly replaces: string | null;
  /** The new value was said alone, not in a statement of whose it is ("no, Bergen, not Oslo"). */
  readonly bare?: boolean;
}

/** Verbs that start a request, whatever the tagger says of a capitalised first word. */
const IMPERATIVE_VERBS = new Set([
  'change',
  'update',
  'set',
  'keep',
  'use',
  'make',
  'give',
  'stop',
  'write',
  'answer',
  'reply',
  'show',
  'explain',
  'translate',
  'summarise',
  'summarize',
  'list',
  'draft',
  'rewrite',
  'skip',
  'send',
  'avoid',
  'cite',
  'format',
  'do',
  'try',
  'add',
  'include',
]);
/** What the assistant may be asked never to do: "never call me before 10am" is that instruction, kept whole. */
const ACTION_VERBS = new Set([
  ...['call', 'ring', 'phone', 'text', 'message', 'email', 'send', 'wake', 'remind', 'contact', 'ping', 'bother', 'disturb'],
  ...['schedule', 'book', 'reply', 'respond', 'answer', 'explain', 'suggest', 'recommend', 'ask', 'share', 'post', 'forward', 'notify'],
  ...['interrupt', 'cc', 'start', 'end', 'sign', 'open', 'assume', 'correct', 'translate', 'summarise', 'summarize', 'order', 'buy'],
]);
const WH = new Set(['what', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how', 'which']);
const FORGET_VERBS = new Set(['forget', 'delete', 'erase', 'remove', 'drop', 'clear', 'wipe', 'scrap', 'scrub', 'purge', 'expunge']);
const REMEMBER_LEADS: readonly (readonly string[])[] = [
  ['do', "n't", 'forget', 'that'],
  ['do', "n't", 'forget'],
  ['keep', 'in', 'mind', 'that'],
  ['keep', 'in', 'mind'],
  ['make', 'a', 'note', 'that'],
  ['remember', 'that'],
  ['note', 'that'],
  ['please', 'note'],
  ['note'],
  ['save', 'this'],
  ['remember'],
  ['for', 'future', 'reference'],
];

/** What the user said earlier, said again to correct it ("I wrote X earlier", "I gave you the wrong town"). */
const META =
  /^i (?:said|wrote|typed|put|told you|gave you|mentioned|entered|got) .{0,40}\b(?:earlier|before|wrong|by mistake|incorrectly|last time|above)\b(?: [a-z]+){0,2}$/;

/** A field named by the question it answers ("where I work"), in a forget request. */
const ASKED_FIELDS: Readonly<Record<string, string>> = {
  'where i work': 'employer',
  'who i work for': 'employer',
  'where i live': 'location',
  'where i am based': 'location',
  'where i am from': 'hometown',
  'how old i am': 'age',
  'when my birthday is': 'birthday',
  'who my boss is': 'manager',
  'who my manager is': 'manager',
  'what team i am on': 'team',
  'which team i am on': 'team',
  'what i do for work': 'role',
  'what i do for a living': 'role',
};

/** The same questions about someone else ("where my sister lives"): that person's attribute, as "sister's location". */
const ASKED_OF_OTHER: readonly (readonly [RegExp, string])[] = [
  [/^where (?:my |our )?([a-z][a-z -]*?) (?:lives|is based|lives now|is living)$/, 'location'],
  [/^where (?:my |our )?([a-z][a-z -]*?) (?:works|is working)$/, 'employer'],
  [/^who (?:my |our )?([a-z][a-z -]*?) works for$/, 'employer'],
  [/^where (?:my |our )?([a-z][a-z -]*?) is from$/, 'hometown'],
  [/^how old (?:my |our )?([a-z][a-z -]*?) is$/, 'age'],
  [/^what (?:my |our )?([a-z][a-z -]*?) does for (?:work|a living)$/, 'role'],
  [/^when (?:my |our )?([a-z][a-z -]*?)(?: 's|'s) birthday is$/, 'birthday'],
];

/** The forget topic of "forget I mentioned it": what the user said just before, which the turn resolves. */
export const SAID_BEFORE = 'what i said before';

/** Reads one clause. */
export function readClause(given: Clause, typed: Typed = {}): ClauseReading {
  const clause = withoutCourtesy(given);
  const { tokens, cues } = clause;
  const base = { said: clause.said, drafts: [] as Draft[], forget: [] as string[], change: null, replaces: cues.replaces };
  if (tokens.length === 0) return { ...base, classes: cues.greeting ? ['smalltalk'] : [] };
  const w = lowerOf(tokens);

  const forget = forgetTopic(tokens);
  if (forget !== null) return { ...base, classes: forget ? ['forget'] : ['smalltalk'], forget: forget ? [forget] : [] };

  const lead = REMEMBER_LEADS.find((l) => l.every((x, i) => w[i] === x));
  if (lead && !(w[0] === 'remember' && (w[1] === 'when' || clause.asked))) {
    const inner = tokens.slice(lead.length);
    const read = readStatement(inner, typed);
    const specific = (read?.drafts ?? []).map((d) => ({ ...d, importance: Math.max(d.importance, 0.8), confidence: Math.max(d.confidence, 0.95) }));
    const drafts =
      specific.length > 0
        ? specific
        : inner.length > 0
          ? [freeFact(phrase(inner), /\b(always|never|every|whenever)\b/i.test(phrase(inner)) ? 'procedure' : 'fact', 0.8, 0.95)]
          : [];
    const classes: ClauseClass[] = ['remember', ...(drafts.some((d) => d.kind === 'preference') ? (['preference'] as const) : [])];
    return { ...base, classes, drafts };
  }

  // "Did I tell you I work at Acme?": the question carries a statement.
  // "I told you before I'm allergic to nuts", "I mentioned that I live in Ghent": the statement, said again.
  const again = w[0] === 'i' && ['told', 'mentioned'].includes(w[1] ?? '') && w[2] === 'you' ? 3 : w[0] === 'i' && w[1] === 'mentioned' ? 2 : 0;
  if (again > 0) {
    let k = again;
    while (['before', 'already', 'earlier', 'last', 'time', 'that', ',', 'but'].includes(w[k] ?? '')) k++;
    const read = ['i', 'my', 'we'].includes(w[k] ?? '') ? readStatement(tokens.slice(k), typed) : null;
    if (read && read.drafts.length > 0) return { ...base, classes: ['self'], drafts: read.drafts };
  }
  const told = indexOf(tokens, ['did', 'i', 'tell', 'you']);
  if (told === 0) {
    const inner = tokens.slice(w[4] === 'that' ? 5 : 4);
    const read = readStatement(inner, typed);
    return { ...base, classes: ['question', ...(read?.drafts.length ? (['self'] as const) : [])], drafts: read?.drafts ?? [] };
  }

  if (isQuestion(clause, w)) {
    const asks = (w[0] === 'can' || w[0] === 'could' || w[0] === 'would') && w[1] === 'you' && !['recommend', 'help', 'tell', 'explain'].includes(w[2] ?? '');
    return { ...base, classes: asks ? ['instruction', 'question'] : ['question'] };
  }

  // "I wrote Canberra earlier", "I gave you the wrong town": a remark on what was said before, no fact of its own.
  if (META.test(w.join(' ')) && !w.slice(2).some((x) => x === 'i' || x === 'my')) return { ...base, classes: ['smalltalk'] };

  // "pretend I'm a vegan chef", "imagine I lived in Oslo", "say I earned 80k": a supposition asserts nothing.
  if (SUPPOSE.test(w.slice(0, 3).join(' '))) return { ...base, classes: ['smalltalk'] };

  // "gave up coffee in January": a statement without its subject.
  const implied = impliedSubject(tokens);
  // "please call me Kit" asks to be called so: a name, read as a statement whatever the tagger makes of "call".
  // "tea over coffee", "dark mode pls", "window seat always": a preference said without a verb.
  const verbless = implied ? null : verblessPreference(clause);
  if (verbless) return { ...base, classes: ['preference'], drafts: [verbless], replaces: null };
  const imperative = implied || (w[0] === 'call' && w[1] === 'me') ? null : readImperative(tokens, clause);
  if (imperative) return { ...base, ...imperative };

  const read = keptWithoutSubject(readStatement(implied ?? tokens, typed), implied);
  // "I'm a beekeeper", "been a farrier since 2019": what the user is, when no reader found a field (plain.ts).
  const plain = read && (read.drafts.length > 0 || read.forget.length > 0) ? null : plainSelf(tokens, clause.asked);
  if (plain) return { ...base, classes: ['self'], drafts: [plain] };
  if (!read) {
    const abstained = abstention(tokens);
    if (abstained) return { ...base, classes: ['self'], drafts: [abstained] };
    // "she/her" on its own: pronouns.
    const pronouns = /^(she|he|they|xe|ze|fae)\/(her|him|them|hers|his|theirs|xem|zir|faer|they|she|he)(\/\w+)?$/.exec(phrase(tokens).toLowerCase());
    if (pronouns) return { ...base, classes: ['self'], drafts: [fieldFact('pronouns', pronouns[0])] };
    const asked = tokens.filter((t) => t.lower !== 'please');
    if (/^(less|fewer|more|no)$/.test(w[0] ?? '') && asked.length <= 4 && asked.length >= 2 && !cues.oneOff) {
      return { ...base, classes: ['preference'], drafts: [preference(phrase(tokens.filter((t) => t.lower !== 'please')), w[0] === 'no')] };
    }
    // "I meant the search team" after a correction cue: the bare phrase is the new value ("about my team" names none).
    const team = /^(the )?([\w-]+ )+team$/.test(w.join(' ')) && cues.correction && !pointerOnly(tokens) ? w.join(' ').replace(/^the /, '') : null;
    if (team) return { ...base, classes: ['self', 'correction'], drafts: [fieldFact('team', team)], change: cues.correction };
    return { ...base, classes: [cues.oneOff || (w.length <= 5 && tokens.some((t) => t.pos === 'ADP')) ? 'instruction' : 'smalltalk'] };
  }
  if (cues.oneOff && read.drafts.some((d) => d.kind === 'preference')) return { ...base, classes: ['instruction'] };
  const change = read.change ?? (read.drafts.length > 0 || read.forget.length > 0 ? (cues.correction ?? (cues.replaces ? 'not …' : null)) : null);
  const classes = new Set<ClauseClass>();
  for (const d of read.drafts) classes.add(d.kind === 'preference' ? 'preference' : 'self');
  if (read.forget.length > 0) classes.add(read.drafts.some((d) => d.kind === 'preference') ? 'preference' : 'self');
  if (change && (read.drafts.length > 0 || read.forget.length > 0)) classes.add('correction');
  if (classes.size === 0) classes.add(read.smalltalk || read.about === 'none' ? 'smalltalk' : read.about === 'other' ? 'other' : 'self');
  if (cues.greeting) classes.add('smalltalk');
  return { ...base, classes: [...classes], drafts: read.drafts, forget: read.forget, change };
}

function isQuestion(clause: Clause, w: readonly string[]): boolean {
  // "I might be lactose intolerant?": a suspicion of the user's own said with a rising tone is no question.
  if (clause.asked && !hedgedStatement(w) && suspicion(clause.tokens) === null) return true;
  if (WH.has(w[0] ?? '') && !(w[0] === 'when' && w.includes('i'))) return true;
  if (asksByGrammar(clause.tokens)) return true; // interrogative.ts
  if (w[0] === 'tell' && w[1] === 'me') return true;
  if (w[0] === 'explain' && !['that', 'it', 'this'].includes(w[1] ?? '')) return true;
  return false;
}

/**
 * "Forget my team", "delete what you know about my sister", "don't remember my location": the topic.
 * '' for a dismissal ("forget it", "forget about the weather"); null when it is not a forget request.
 */
const POLITE_START = new Set(['please', 'pls', 'plz', 'ok', 'okay', 'just', 'also', 'and', 'so', 'now', 'oh', 'actually']);
const POLITE_END = new Set(['please', 'pls', 'plz', 'thanks', 'thx', 'ta', 'cheers', 'lol', '.', '!', 'now', 'too', 'actually', 'then', 'anyway', 'instead']);

function forgetTopic(tokens: readonly Token[]): string | null {
  // Politeness or a discourse adverb around the request ("pls delete my birthday", "… pls", "… actually"): not the topic.
  let end = tokens.length;
  while (end > 0 && POLITE_END.has(tokens[end - 1]?.lower ?? '')) end--;
  // "… for now": when, not what.
  if (end > 2 && tokens[end]?.lower === 'now' && tokens[end - 1]?.lower === 'for') end--;
  tokens = tokens.slice(0, end);
  let w = lowerOf(tokens);
  let start = 0;
  while (POLITE_START.has(w[start] ?? '')) start++;
  if (['can', 'could', 'would', 'will', 'u'].includes(w[start] ?? '') && ['you', 'u'].includes(w[start + 1] ?? '')) start += 2;
  else if (['you', 'u'].includes(w[start] ?? '') && ['can', 'may', 'could'].includes(w[start + 1] ?? '')) start += 2;
  while (POLITE_START.has(w[start] ?? '')) start++;
  w = w.slice(start);
  let rest: readonly Token[];
  if (FORGET_VERBS.has(w[0] ?? '') && !(w[0] === 'forget' && w[1] === 'that' && w.length === 2)) rest = tokens.slice(start + 1);
  else if ((w[0] === 'do' && w[1] === "n't" && w[2] === 'remember') || (w[0] === 'stop' && w[1] === 'remembering'))
    rest = tokens.slice(start + (w[0] === 'do' ? 3 : 2));
  else if (keepsAbout(w) > 0) rest = tokens.slice(start + keepsAbout(w));
  else if (unkeepingLead(w) > 0) rest = tokens.slice(start + unkeepingLead(w));
  else if (w[0] === 'never' && w[1] === 'mind') rest = tokens.slice(start + 2);
  else return null;
  let r = lowerOf(rest);
  // "what I said about", "whatever you have on", "the bit about", "that": the pointer before the topic; "from your memory" after it.
  rest = rest.slice(0, rest.length - heldWhere(r));
  r = lowerOf(rest);
  const pointed = pointerLead(r);
  const lead = pointed.length > 0 ? pointed : r[0] === 'that' ? ['that'] : undefined;
  let topic = topicProper(rest.slice(lead ? lead.length : 0));
  r = lowerOf(topic);
  const personal = r.some((x) => ['my', 'me', 'i', 'mine'].includes(x)) || (lead !== undefined && lead.includes('told')) || lead?.[0] === 'what';
  if (r.length === 0 || (r.length === 1 && ['it', 'this', 'that'].includes(r[0] as string))) return '';
  // "forget about Omar", "forget the piano thing", "the marathon": a named thing, forgotten only where stored memories name it.
  const named =
    topic.some((t) => /^\p{Lu}/u.test(t.text) && t.text !== 'I') ||
    [...(lead ?? []), ...r].some((x) => POINTERS.has(x) && x !== 'about') ||
    (r[0] === 'the' && r.length <= 3);
  if (!personal && !named) return '';
  if (!personal) return phrase(topic.filter((t, i) => !pointsOnly(topic, i) && !['the', 'a', 'an'].includes(t.lower) && t.pos !== 'PUNCT')).toLowerCase();
  // "forget me", "forget everything about me", "forget me completely": everything. "the thing about me working with
  // Dana" names one thing the user does: its words are the topic, never everything.
  if (WHOLE_OF_ME.test(r.filter((x) => x !== '.').join(' '))) return 'everything';
  if (r[0] === 'me') return phrase(topic.slice(1).filter((t) => t.pos !== 'PUNCT')).toLowerCase();
  // "forget where I work": the field the words ask for.
  const asked = ASKED_FIELDS[r.filter((x) => x !== '.').join(' ')];
  if (asked) return asked;
  const question = r.filter((x) => x !== '.').join(' ');
  for (const [re, key] of ASKED_OF_OTHER) {
    const m = re.exec(question);
    if (m && !['i', 'me'].includes(m[1] as string)) return `${m[1] as string}'s ${key}`;
  }
  // "that I live in Berlin": the value said, when a field reads it; else the words.
  // "that my brother lives in Lyon": the relative's attribute with the value said ("brother's location Lyon").
  const about =
    r[0] === 'my' && lead?.[0] === 'that'
      ? (readStatement(topic)?.drafts ?? []).map((d) => d.triple).find((t): t is NonNullable<typeof t> => t !== null && !/^(user|i|me)$/i.test(t.subject))
      : null;
  if (about && DEFAULT_ATTRIBUTES.spec(about.predicate))
    return `${about.subject.toLowerCase()}'s ${DEFAULT_ATTRIBUTES.canonical(about.predicate)} ${about.object.toLowerCase()}`;
  // "forget I ever mentioned it", "forget I said that": what was just said (resolved against the turn in `index.ts`).
  if (/^i (?:ever |even )?(?:mentioned|said|told you|brought)(?: about)?(?: it| that| this| anything| any of (?:it|that|this))?(?: up)?$/.test(r.join(' ')))
    return SAID_BEFORE;
  const read = r[0] === 'i' ? readStatement(topic) : null;
  const value = read?.drafts[0]?.profile?.value;
  if (value) return value.replace(/^not /, '');
  if (r[0] === 'i' && topic.length > 2) topic = topic.slice(2);
  const words = topic.filter(
    (t, i) => !['my', 'the', 'all', 'any', 'from', 'memory', 'please', 'too'].includes(t.lower) && !pointsOnly(topic, i) && t.pos !== 'PUNCT',
  );
  const cut = words.findIndex((t) => ['from', 'in'].includes(t.lower));
  return phrase(cut > 0 ? words.slice(0, cut) : words).toLowerCase();
}

/** An imperative: an enduring preference ("always answer in British English") or this request only. */
function readImperative(tokens: readonly Token[], clause: Clause): Omit<ClauseReading, 'said' | 'replaces'> | null {
  const w = lowerOf(tokens);
  let i = 0;
  let negative = false;
  if (w[0] === 'do' && w[1] === "n't") {
    negative = true;
    i = 2;
  }
  if (w[i] === 'never' || w[i] === 'ever') {
    negative ||= w[i] === 'never';
    i++;
  }
  if (w[i] === 'always') i++;
  const verb = tokens[i];
  const knownVerb = i === 0 && IMPERATIVE_VERBS.has(verb?.lower ?? '');
  if (!verb || (verb.pos !== 'VERB' && !knownVerb) || (verb.lower !== verb.lemma && !knownVerb) || w[0] === 'i' || (i === 0 && tokens[0]?.pos === 'PRON'))
    return null;
  if (verb.lower === 'stop' && tokens[i + 1]?.lower.endsWith('ing')) {
    negative = true;
    i++;
  }
  const object = tokens.slice(i + 1).filter((t) => !['please', 'me'].includes(t.lower));
  const o = lowerOf(object);
  // "Change my location to Oslo": a field, corrected.
  if (['change', 'update', 'set'].includes(verb.lower) && o[0] === 'my' && o.includes('to')) {
    const field = o.slice(1, o.indexOf('to')).join(' ');
    const value = phrase(object.slice(o.indexOf('to') + 1));
    const keys: Record<string, 'location' | 'team' | 'name' | 'role' | 'employer'> = {
      location: 'location',
      city: 'location',
      team: 'team',
      name: 'name',
      role: 'role',
      employer: 'employer',
      title: 'role',
    };
    const key = keys[field];
    const draft = key ? fieldFact(key, key === 'team' && !/team$/i.test(value) ? `${value.toLowerCase()} team` : value) : freeFact(`my ${field} is ${value}`);
    return { classes: ['self', 'correction'], drafts: [draft], forget: [], change: verb.lower };
  }
  const { cues } = clause;
  const deictic =
    o.some((x) => ['it', 'this', 'that', 'these', 'those', 'below', 'above', 'again'].includes(x)) || /^(the|a|an|three|two|some|me)$/.test(o[0] ?? '');
  const generic =
    object.length > 0 &&
    object.length <= 6 &&
    (((object[0]?.pos === 'NOUN' || o[0] === 'your' || (object[0]?.pos === 'ADJ' && object[1]?.pos === 'NOUN')) && !deictic) ||
      resultativePlural(verb.lower, object));
  // "don't tell anyone", "don't mention it to anybody", "don't tell my sister": a request of discretion about
  // what was just said, not a standing taste (and never a dislike of the person named)
  const aboutThis =
    ['tell', 'mention', 'say', 'share', 'show', 'reveal', 'inform', 'repeat'].includes(verb.lower) ||
    o.some((x) => ['it', 'this', 'that', 'these', 'those'].includes(x) || /^(?:any|every|some|no)(?:one|body)$/.test(x)) ||
    // "don't change anything yet", "don't update anything": about editing what is kept, not a taste.
    (['change', 'update', 'edit', 'touch', 'modify', 'alter', 'amend'].includes(verb.lower) && /^(?:any|every|some|no)thing$/.test(o[0] ?? ''));
  const enduring =
    !cues.oneOff &&
    (cues.enduring ||
      (negative && !aboutThis) ||
      (generic && ['keep', 'use', 'write', 'give', 'make', 'format', 'answer', 'reply', 'cite', 'include', 'add', 'avoid'].includes(verb.lower)));
  if (!enduring) return { classes: ['instruction'], drafts: [], forget: [], change: null };
  const what = negative ? tokens.slice(i + 1) : tokens.slice(i);
  // "never call me before 10am", "don't send me reminders on weekends", "don't reply with emojis": a
  // standing instruction about what the assistant does is kept as one, verb and all — not as a dislike.
  const act = tokens.slice(i);
  const asked = act[0] !== undefined && act[0].lower === act[0].lemma && (ACTION_VERBS.has(act[0].lower) || act[1]?.lower === 'me');
  if (negative && act.length >= 2 && asked) {
    const never = w.includes('never');
    const words = act.filter((t) => t.lower !== 'please').map((t) => (t.lower === 'me' ? 'them' : t.lower === 'my' ? 'their' : t.text));
    const text = words
      .join(' ')
      .replace(/\s+([,.!?])/g, '$1')
      .replace(/\s+n't/g, "n't");
    const value = `${never ? 'never' : 'not'} ${text}`;
    // The topic is what is asked of the assistant ("reminders", "emojis"), or its verb when the object says nothing ("anything").
    const object = topicOf(words.filter((x) => !['them', 'their'].includes(x)).join(' '));
    const topic = /^(anything|something|everything|stuff|things|general)$/.test(object) ? (act[0] as Token).lemma : object;
    const draft: Draft = {
      kind: 'preference',
      content: `The user asks the assistant ${never ? 'never' : 'not'} to ${text}.`,
      importance: 0.7,
      confidence: 0.9,
      triple: { subject: 'user', predicate: `preference.${topic}`, object: value },
      profile: { key: `preference.${topic}`, value },
      source: 'user_explicit',
    };
    return { classes: ['preference'], drafts: [draft], forget: [], change: null };
  }
  let said = phrase(what.filter((t) => !['please', 'me'].includes(t.lower))).replace(/\s+(?:for|with|to)$/, '');
  if (negative && ['use', 'using', 'write', 'add', 'include', 'send'].includes(what[0]?.lower ?? ''))
    said = phrase(what.slice(1).filter((t) => !['please', 'for', 'me'].includes(t.lower)));
  if (verb.lower === 'avoid') return { classes: ['preference'], drafts: [preference(phrase(object), true)], forget: [], change: null };
  // "always answer me in Spanish", "reply in Portuguese": the language the user wants replies in.
  // "reply in German from now on please": the words of how long it holds do not change the language.
  const oc = o
    .join(' ')
    .replace(/(?:\s+(?:from now on|going forward|in future|please|thanks|always|too))+$/, '')
    .split(' ');
  const tongue = !negative && ['answer', 'reply', 'respond', 'write', 'talk', 'speak'].includes(verb.lower) && oc[0] === 'in' && oc.length === 2 ? oc[1] : null;
  if (tongue && (LEXICON['speaks']?.kinds ?? []).includes(tongue))
    return {
      classes: ['preference'],
      drafts: [profileFact('language', cap(tongue), `The user wants replies in ${cap(tongue)}.`, 0.7)],
      forget: [],
      change: null,
    };
  if (!negative) said = enduringObject(verb.lower, object) ?? said;
  if (!said) return { classes: ['instruction'], drafts: [], forget: [], change: null };
  const name = properRun(tokens, 0);
  if (name.length > 0 && name.length === tokens.length) return null;
  return { classes: ['preference'], drafts: [preference(said, negative)], forget: [], change: null };
}

/** "I think I'm allergic to kiwi?": a first-person statement with a hedge of the user's own, not a question about it (a suspicion). */
function hedgedStatement(w: readonly string[]): boolean {
  return w[0] === 'i' && ['think', 'guess', 'suspect', 'reckon'].includes(w[1] ?? '') && w[2] === 'i';
}

/**
 * Without its subject a diary line ("watched a documentary last night", "grabbed a coffee") is the
 * day's trivia: only what it says about a field, a relation or an ended habit is kept, or a life event.
 */
function keptWithoutSubject(read: ReturnType<typeof readStatement>, implied: Token[] | null): ReturnType<typeof readStatement> {
  if (!read || !implied) return read;
  const verb = implied.find((t, i) => i > 0 && !['just', 'also', 'finally', 'recently', 'only', 'already', 'actually', 'still', 'then'].includes(t.lower));
  const plain = (d: Draft) => !d.profile && !d.triple && !d.ends;
  // Only a past action said without a subject is a diary line; "been sober six months" is a state.
  if (!verb || verb.pos !== 'VERB' || verb.lower === verb.lemma || LIFE_EVENTS.has(verb.lemma)) return read;
  const drafts = read.drafts.filter((d) => !plain(d) || /\b(not|n't|never|no longer)\b/.test(d.content));
  return drafts.length === read.drafts.length ? read : { ...read, drafts, smalltalk: drafts.length === 0 };
}
