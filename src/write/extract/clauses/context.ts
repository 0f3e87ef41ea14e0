/**
 * Context clauses: the words said around a fact that are no memory of their own. A sentence often carries one
 * fact and, beside it, what only leans on it — a tag that repeats it ("I don't drink, never have"), a clause
 * that points back into it ("keep answers short, I read them on the train", "my gran got me into it"),
 * narration after it ("…, then moved south"), the reason of a request ("dark mode pls, my eyes hurt"), what
 * "we" did where "we" is the user and the person just named ("my mentor was X and we still keep in touch"),
 * and the examples of a liking ("Korean food, especially bibimbap and japchae"). Stored alone each is an
 * extra memory, half a sentence or a wrong subject (the household). Here such a clause is folded into the
 * fact it leans on when that fact is a plain memory (its words kept), and dropped beside a profile field
 * (whose memory says the field and nothing else). A clause that matters on its own (health, identity:
 * kept high by the importance rules) or that carries a typed fact of its own is never touched.
 */
import type { Clause } from './split.js';
import type { ClauseReading } from './classify.js';
import type { Draft } from './phrases.js';
import { lowerOf, phrase, stripEnd, thirdPerson } from './phrases.js';
import { weigh } from './importance.js';
import { lastedSince } from './time.js';
import { othersDoing } from './elided.js';
import { asidesKept, qualifiedAfter } from './aside.js';
import { errandContext } from './errand.js';

type Read = { readonly clause: Clause; readonly reading: ClauseReading };

/** The importance floor (M7): below it nothing is stored. */
const FLOOR = 0.3;

/** Auxiliaries and modals: a clause of these and adverbs only repeats the verb before it ("never have", "always did"). */
const AUX_LEMMAS = new Set(['be', 'have', 'do', 'will', 'would', 'can', 'could', 'shall', 'should', 'may', 'might', 'must']);
/** Pronouns that point back into the clause before ("it", "them", "that"). */
const BACK = new Set(['it', 'them', 'that', 'this', 'those', 'these', 'there']);
/** Openers of narration or consequence after a fact. */
const NARRATION = /^(?:and |but )?(?:then|after that|afterwards|later|so|which|hence|thus)\b/;
/** Words that give examples of what was just named. */
const EXAMPLES = /^(?:especially|particularly|mainly|mostly|notably|chiefly|specifically|like|esp|incl|including)$/;
/** People "we" makes a household with: beside them, "we" is the home. */
const HOUSEHOLD = /^(?:wife|husband|partner|spouse|fiance|fiancee|fiancé|fiancée|girlfriend|boyfriend|kids?|children|son|daughter|family|household)$/i;

/** The relations of the memory vocabulary (docs: corpora/extract/README.md, "Vocabulary"), beside the profile keys. */
const RELATIONS =
  /^(?:name|nickname|pronouns|location|hometown|nationality|employer|team|role|manager|timezone|language|diet|birthday|age|allergic_to|speaks|studies|works_with|manages|mentor|friend|partner|child|has_pet|takes_medication|uses|plays|likes|dislikes|lived_in|worked_at|worked_as|drinks|smokes|eats|plans|preference\..+)$/;
/** Relations that only name someone: said in an errand's context they are how the person was called, not news. */
const NAMING = /^(?:name|nickname)$/;
/**
 * A draft no field or relation of the vocabulary types: a plain sentence. A triple whose predicate is the sentence's
 * own words ("my.attention_span", "partner · get · a job there") types nothing.
 */
export const plain = (d: Draft): boolean => d.profile === null && (d.triple === null || !RELATIONS.test(d.triple.predicate));

/** Folds or drops the context clauses of each sentence (in place). */
export function foldContext(clauses: readonly Read[]): void {
  qualifiedAfter(clauses);
  asidesKept(clauses);
  for (const [n, c] of clauses.entries()) {
    examplesOf(c);
    const drafts = c.reading.drafts;
    const prev = clauses[n - 1];
    const before = prev && prev.clause.sentence === c.clause.sentence ? prev : null;
    const anchor = anchorOf(clauses, n);
    // "my wife moved to Leeds, working at Tesco now", "my son started uni, doing law": a clause with no subject goes
    // on with the person just named — it is theirs, never the user's field or relation.
    const theirs = anchor === before && subjectless(c.clause) ? personOf(anchor?.reading) : undefined;
    if (anchor && theirs && drafts.length > 0 && c.reading.forget.length === 0) {
      const joined = { ...theirs, content: `${stripEnd(theirs.content)}, ${stripEnd(c.clause.said)}.` };
      anchor.reading.drafts.splice(anchor.reading.drafts.indexOf(theirs), 1, joined);
      drafts.splice(0, drafts.length);
      continue;
    }
    // "write a card for my neighbour Ruth, she fed the cats all week": what is said of an errand's person is its context.
    if (c.reading.forget.length === 0 && errandContext(before, c)) {
      const theirOwn = drafts.filter(
        (d) => d.triple !== null && d.triple.subject !== 'user' && RELATIONS.test(d.triple.predicate) && !NAMING.test(d.triple.predicate),
      );
      drafts.splice(0, drafts.length, ...theirOwn);
      continue;
    }
    // "my new manager is Leontyne, started Monday": the doing of someone else the clause before named (elided.ts).
    if (c.reading.forget.length === 0 && othersDoing(before?.clause ?? null, c.clause, drafts)) continue;
    if (drafts.length === 0 || c.reading.forget.length > 0 || !drafts.every(plain)) continue;
    const w = lowerOf(c.clause.tokens);
    const back = c.clause.tokens.some((t) => t.pos === 'PRON' && BACK.has(t.lower));
    // "married for 5 of them" after a clause that stored nothing: half a sentence, no memory.
    // "made a lasagna for dinner, turned out great": a clause with no subject and no thing of its own goes on from the chatter before it.
    const chatter =
      before !== null &&
      subjectless(c.clause) &&
      !before.clause.cues.greeting &&
      before.clause.tokens.length > 1 &&
      before.reading.classes.every((x) => x === 'smalltalk') &&
      // It names nothing of its own ("turned out great", "went fine"): what it says is of the thing before.
      !c.clause.tokens.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
    // "Had a massive lunch so I'm half asleep", "forgot my pass so I just went home": the result of a clause that
    // stored nothing is no more worth keeping than it.
    const result = c.clause.cues.result === true && before !== null && before.clause.tokens.length > 0 && !before.clause.cues.greeting;
    if (!anchor) {
      if (before && (back || elliptical(c.clause) || chatter || result) && ordinary(c)) drafts.splice(0, drafts.length);
      continue;
    }
    // "…a type 1 diabetic and wear a sensor on my arm": what goes with a health fact said just before is part of it.
    // A state of its own ("and I'm pregnant", "and have asthma") stands alone: it may end without the other.
    const doing = !c.clause.tokens.some((t) => t.lemma === 'be' || t.lemma === 'have');
    const health = anchor === before && doing ? anchor.reading.drafts.find((d) => hostable(d) && weigh(d, anchor.clause.said).importance >= 0.7) : undefined;
    // "made a lasagna for dinner, turned out great": what goes on from the trivia of a day is that trivia too.
    const trivia =
      anchor === before &&
      subjectless(c.clause) &&
      anchor.reading.drafts.length > 0 &&
      anchor.reading.drafts.every((d) => plain(d) && weigh(d, anchor.clause.said).importance < FLOOR);
    // "i dont drink anymore, been sober 6 months now": how long a state has held beside the state ending is its date.
    const lasted = lastedSince(c.clause.said, new Date()) !== null && (anchor.reading.change !== null || anchor.reading.drafts.some(negated));
    const pair = w[0] === 'we' && (pairWith(anchor.reading) || namesOne(anchor.clause));
    // Half a sentence (a tag, a pointer back, "we" of two, a request's reason) is dropped when nothing can take it;
    // narration and a length of time are whole sentences, kept as they are then ("quit Aviva, then started freelancing").
    // The result of a fact ("Anouk is vegan so I'm doing a separate tray") leans on it like half a sentence, and is
    // derived from it: dropped, the fact kept in its own words.
    const half = elliptical(c.clause) || pair || back || result || (request(anchor) && c.reading.classes.includes('self') && acts(c.clause));
    const whole = lasted || NARRATION.test(w.join(' ')) || NARRATION.test(c.clause.said.toLowerCase());
    const dependent = health !== undefined || trivia || (ordinary(c) && (half || whole));
    if (!dependent) continue;
    const host = health ?? anchor.reading.drafts.find(hostable);
    if (!host && !half && !trivia) continue;
    if (host && !elliptical(c.clause) && !result) {
      const said = pair ? `the two of them ${c.clause.said.replace(/^we\s+/i, '')}` : c.clause.said;
      const tail = stripEnd(thirdPerson(said));
      // "The user is a diabetic and wears a sensor": the same subject is said once.
      const same = /^the user (?!is\b)/i.test(tail) && /^The user\b/.test(host.content);
      const joined = { ...host, content: `${stripEnd(host.content)}${same ? ` and ${tail.replace(/^the user /i, '')}` : `, ${tail}`}.` };
      anchor.reading.drafts.splice(anchor.reading.drafts.indexOf(host), 1, joined);
    }
    drafts.splice(0, drafts.length);
  }
}

/** A memory another clause's words may join: a plain or related fact, never a profile field's memory or a correction. */
const hostable = (d: Draft): boolean => !d.profile && !d.correction;
/** Every draft of the clause is of ordinary weight (not health, safety or identity, which stand alone). */
const ordinary = (c: Read): boolean => c.reading.drafts.every((d) => weigh(d, c.clause.said).importance < 0.7);

/** The memory of the one other person a clause is about (its drafts say nothing of the user), if any. */
function personOf(r: ClauseReading | undefined): Draft | undefined {
  if (!r || r.drafts.some((d) => d.profile || !d.triple || d.triple.subject === 'user')) return undefined;
  return r.drafts.find(hostable);
}

/** "doing mechanical engineering", "based in Leeds now": the clause opens on its verb, with no subject said. */
function subjectless(c: Clause): boolean {
  const first = c.tokens[0];
  return first !== undefined && first.pos === 'VERB' && /(?:ing|ed)$/.test(first.lower);
}

/** The clause a context clause leans on: the nearest one before it in its sentence that was read into something. */
function anchorOf(clauses: readonly Read[], n: number): Read | null {
  const at = clauses[n] as Read;
  for (let k = n - 1; k >= 0; k--) {
    const a = clauses[k] as Read;
    if (a.clause.sentence !== at.clause.sentence) return null;
    if (a.reading.drafts.length > 0 || a.reading.change !== null || a.reading.forget.length > 0) return a;
  }
  return null;
}

/** "never have", "always did", "still do really": no word of content, only an auxiliary and adverbs. */
function elliptical(c: Clause): boolean {
  const t = c.tokens.filter((x) => x.pos !== 'PUNCT');
  return (
    t.length > 0 &&
    t.length <= 4 &&
    t.some((x) => AUX_LEMMAS.has(x.lemma)) &&
    t.every((x) => AUX_LEMMAS.has(x.lemma) || x.pos === 'ADV' || x.pos === 'PART' || x.pos === 'INTJ' || (x.pos === 'PRON' && x.lower === 'i'))
  );
}

/** The clause before named one person who is not of the household (a brother, a mentor): "we" is the two of them. */
function pairWith(r: ClauseReading): boolean {
  return r.drafts.some((d) => {
    const t = d.triple;
    if (!t) return false;
    if (t.subject !== 'user') return !HOUSEHOLD.test(t.subject.split(/\s+/)[0] ?? '');
    return /^(mentor|manager|works_with|friend|manages)$/.test(t.predicate);
  });
}

/** A draft that says what the user does not do or no longer is. */
const negated = (d: Draft): boolean => d.ends !== undefined || /\b(?:not|n't|no longer|never)\b/i.test(d.content);

/** "I'm no longer seeing Jules": the clause names one person by name, none of the household. */
function namesOne(c: Clause): boolean {
  const w = c.tokens.map((t) => t.lower);
  return w.includes('i') && c.tokens.some((t) => t.pos === 'PROPN') && !w.some((x) => HOUSEHOLD.test(x));
}

/**
 * The reason of a request tells what the user does or feels ("my eyes hurt", "I read them on the train", "I want to
 * practise"); a state ("I have a toddler", "I'm new to programming") is a fact about the user whatever it was said for.
 */
const acts = (c: Clause): boolean => c.tokens.some((t) => t.pos === 'VERB' && t.lemma !== 'be' && t.lemma !== 'have');

/** A request to the assistant ("keep answers short", "dark mode pls"): said to it, not of the user. */
function request(a: Read): boolean {
  const r = a.reading;
  if (!r.classes.includes('preference') && !r.classes.includes('instruction')) return false;
  return !a.clause.tokens.some((t) => t.pos === 'PRON' && (t.lower === 'i' || t.lower === 'we'));
}

/**
 * "I love Ethiopian food, especially misir wot and injera": the items after "especially" are examples of the
 * liking before them, kept in its memory, not likings of their own beside it.
 */
function examplesOf(c: Read): void {
  const drafts = c.reading.drafts;
  if (drafts.length < 2) return;
  const w = lowerOf(c.clause.tokens);
  const at = w.findIndex((x, k) => k > 1 && EXAMPLES.test(x));
  const such = w.findIndex((x, k) => k > 1 && x === 'such' && w[k + 1] === 'as');
  const from = at >= 0 ? at : such;
  if (from < 0) return;
  // Where each draft's object is said: its last word's place in the clause.
  const placeOf = (d: Draft): number => {
    const last = d.triple?.object.toLowerCase().split(/\s+/).pop() ?? '';
    return last ? w.indexOf(last) : -1;
  };
  const typed = drafts.filter((d) => d.triple !== null && placeOf(d) >= 0);
  const host = typed.filter((d) => placeOf(d) < from).sort((a, b) => placeOf(b) - placeOf(a))[0];
  const after = typed.filter((d) => placeOf(d) > from);
  if (!host?.triple || after.length === 0) return;
  if (!after.every((d) => d.triple?.predicate === host.triple?.predicate && d.triple?.subject === host.triple?.subject)) return;
  const tail = phrase(c.clause.tokens.slice(from).filter((t) => !/^[()[\]]$/.test(t.text)));
  const kept = drafts.filter((d) => !after.includes(d)).map((d) => (d === host ? { ...host, content: `${stripEnd(host.content)}, ${stripEnd(tail)}.` } : d));
  drafts.splice(0, drafts.length, ...kept);
}

/** Words that qualify or glue a phrase and say no fact of their own. */
const GLUE =
  /^(?:the|a|an|of|to|in|at|on|for|and|or|with|user|user's|users|is|are|am|be|has|have|mainly|mostly|especially|particularly|mostly|some|bit|little|also|too|really|very|just|quite|pretty|s)$/;

/** The stems a draft says: its content's words without glue, each cut to five letters; "not" stays. */
function stems(d: Draft): Set<string> {
  const words = d.content
    .toLowerCase()
    .replace(/n't\b/g, ' not')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((x) => x.length > 0 && !GLUE.test(x));
  return new Set(words.map((x) => x.slice(0, 5)));
}

/**
 * One fact said twice in a turn is one memory: "I speak Tamil …, mainly Tamil at home", "I'm allergic to shellfish.
 * Shellfish allergy, just so you know." A relation is dropped when an earlier one of the same subject and relation says
 * every stem it says; a plain sentence when any typed draft of the turn, or an earlier plain one, does. Field edits,
 * corrections and ends always stay.
 */
export function sameFacts(drafts: readonly Draft[]): Draft[] {
  const all = drafts.map((d) => ({ d, s: stems(d) }));
  const covers = (e: { s: Set<string> }, mine: Set<string>) => [...mine].every((x) => e.s.has(x));
  return all
    .filter(({ d, s: mine }, i) => {
      if (d.profile || d.correction || d.ends || mine.size === 0) return true;
      if (!plain(d))
        return !all.slice(0, i).some((e) => e.d.triple?.subject === d.triple?.subject && e.d.triple?.predicate === d.triple?.predicate && covers(e, mine));
      return !all.some((e, j) => j !== i && (!plain(e.d) || j < i) && covers(e, mine));
    })
    .map(({ d }) => d);
}
