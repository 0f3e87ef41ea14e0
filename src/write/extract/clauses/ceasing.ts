/**
 * Cessation read as a class of frames, not a list of sentences: the user stopped something when a verb of stopping
 * takes it ("left the choir", "stepped down from the PTA", "dropped out of the course"), when someone took the user
 * off it ("the GP took me off metformin", "came off the pill"), when the user is off it now ("been off sertraline
 * since February"), done with it ("done with night shifts", "done being a barista") or it is behind them ("smoking is
 * behind me", "… is a thing of the past"); and a negated doing with a word of change ("I don't teach piano any
 * more") whose verb names no relation. Each is the new state in the user's words, with what it ends: the profile
 * field that holds the object, else the stored fact that says it (consolidation, `ended.ts`: a verb that names no
 * relation must be said by it; an object alone ends only the one plain fact that holds it). A wish, a hedge, a
 * question or someone else's stopping ends nothing.
 */
import type { EndedFact } from '../types.js';
import { ceased, valueOf } from './cessation.js';
import { fieldEnded, fieldOfValue, type Known } from './known.js';
import { parseSentences, type Token } from './nlp.js';
import { MEDICINE } from './words.js';
import { freeFact, lowerOf, orgAfter, phrase, placeAfter, type Draft } from './phrases.js';
import { result, type StatementResult } from './result.js';
import { habitVerb } from './habitverb.js';
import { endedRole } from './occupation.js';

/** Verbs of leaving a group or a post, with the particle or preposition that takes the group ("step down from"). */
const LEAVE =
  /^(?:i (?:have |had )?)?(?:just |finally |recently |officially )?(?:left|quit|stepped down from|stepped down as|resigned from|retired from|dropped out of|pulled out of|bowed out of|walked away from|came out of|gave up on|withdrew from|opted out of)\s+/;
/** Collectives a leaving verb ends membership of (a house, an office or a party left is a moment, not a membership). */
const GROUP =
  /^(?:choir|club|team|band|committee|board|society|group|league|union|church|council|orchestra|pta|cast|crew|squad|association|guild|chapter|circle|troupe|ensemble|panel|trust|charity|congregation|scouts|guides|brigade|lodge|network|collective|cooperative|co-op|coop|syndicate|federation|chorus|quartet|quintet|trio|rota|roster|treasurer|chair|secretary|captain|coach|trustee|governor|organiser|organizer|steward|warden)$/;
/** What is attended rather than joined: ended by quitting or dropping out, never by "left" ("left the gym at six" is a moment). */
const SESSION = /^(?:gym|class|classes|course|programme|program|lessons|membership|degree|apprenticeship|scheme)$/;
/** What one is off as a regimen: a medicine (by its stem) or a substance ("been off the booze since May"). */
const REGIMEN =
  /^(?:booze|alcohol|caffeine|sugar|cigarettes|cigs|fags|smokes|vapes?|nicotine|meds|medication|pills?|tablets|antidepressants|drugs|weed|gluten|dairy|meat|carbs|steroids|insulin|inhaler|patches)$/;
/** Someone takes the user off a thing, or the user comes off it: "took me off", "weaned me off", "came off". */
const OFF =
  /^(?:(?:(?:\S+ ){1,4})(?:took|taken|take|takes|weaned|switched|moved|pulled|got) me off|(?:i (?:have |had )?)?(?:came|come|got|been|am|went|weaned|tapered|weaning|tapering) off|(?:i am |i have been |been |am |now )?(?:now |finally |completely |totally |\w+ly )?off)\s+(?:of\s+)?/;
/** What one is "off" in an idiom, not a regimen ("off the grid", "off work since monday", "off the hook"). */
const OFF_IDIOM = /^(?:work|sick|duty|grid|hook|radar|rails|record|table|clock|books|market|charts|cards|socials|apps|hours|days|weeks|months|years)$/;
/** Capitalised words after "off" that name a time, not a thing one is off ("off Monday now"). */
const NOT_BRAND =
  /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*day$|^(?:january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter)$/;
/** Words that say the "off" is lasting ("since", "for good", "now", "any more"), not a day off. */
const LASTING = /\b(?:since|for good|now|any ?more|any longer|no longer|for (?:a|an|\w+) (?:weeks?|months?|years?)|altogether|completely|entirely)\b/;
/** "X is behind me", "X is a thing of the past": the thing said first. */
const BEHIND =
  /^(?:(?:my|the|all the|all that|that)\s+)?(.+?) (?:is|are|was|were) (?:all |well |long |firmly |officially |now |finally )*(?:behind me|over for me|a thing of the past|history|in the past now|done for me|finished for me|off the table)\b/;
/** "done with X", "done being X", "finished with X", "through with X". */
const DONE = /^(?:i am |i'm |im )?(?:so |totally |completely |officially |finally )*(?:done|finished|through) (?:with (?:being )?|being )(?:a |an )?/;
/** A wish, a hedge, a plan or a question: nothing ends. */
const UNSURE = /\b(?:might|may|could|would|should|will|shall|going to|gonna|thinking|considering|if|want|wanna|hope|plan|planning|maybe|probably|perhaps)\b|\?/;
/** Another person's stopping ("my wife stopped", "he left the band"): the clause must be the user's. */
const OTHER = /^(?:my|our|his|her|their|he|she|they|we)\b/;

/** The new state and what it ends; the field the object holds ends as that field. */
function ending(clause: readonly Token[], value: string, known: Known, said: string): Draft {
  const key = fieldOfValue(known, value);
  if (key) return fieldEnded(key, known[key] as string);
  // "smoking is behind me", "done with drinking": a doing given up is read as "quit <doing>" is.
  const doing = /^\p{L}+ing$/u.test(value) ? ceased('quit', parseSentences(value).flat(), clause) : null;
  if (doing) return { ...doing, ...freeFact(phrase(clause), 'fact', 0.6, 0.9), ends: doing.ends };
  const ends: EndedFact[] = [{ subject: 'user', predicate: null, object: value, said, strict: true }];
  // "quit the gym in june": said without its "I", the user's.
  const first = clause[0];
  const own =
    first?.lower === 'off'
      ? `I am ${phrase(clause)}`
      : first?.pos === 'VERB' || (first && /ed$/.test(first.lower) && first.pos !== 'PRON')
        ? `I ${phrase(clause)}`
        : phrase(clause);
  return { ...freeFact(own, 'fact', 0.6, 0.9), ends };
}

/** The value after the frame's words (`at` words of the clause), or null. */
function objectAfter(tokens: readonly Token[], at: number): string | null {
  // "tapered off over the summer", "weaned off slowly": a preposition or an adverb first — no thing was named.
  if (['ADP', 'ADV', 'SCONJ'].includes(tokens[at]?.pos ?? '')) return null;
  const value = valueOf(tokens.slice(at));
  return value ? value.replace(/^(?:the|my|our|a|an)\s+/i, '') || null : null;
}

/** How many of the clause's tokens a frame's matched words cover (the frame is matched on the lower-cased words). */
function tokensIn(tokens: readonly Token[], words: string): number {
  const n = words.trim().split(/\s+/).filter(Boolean).length;
  let seen = 0;
  let k = 0;
  for (; k < tokens.length && seen < n; k++) if (/[\p{L}\p{N}]/u.test(tokens[k]?.text ?? '')) seen++;
  return k;
}

/**
 * The cessation a clause says in one of the frames above, as the new state with what it ends; null when it says none,
 * or is not sure, or is about someone else.
 */
export function ceasedFrame(tokens: readonly Token[], known: Known): Draft | null {
  const words = lowerOf(tokens).filter((x) => /[\p{L}\p{N}]/u.test(x));
  const w = words.join(' ').replace(/\bi 'm\b|\bi'm\b/g, 'i am');
  // "my GP took me off X": someone else's doing, but the user is who stopped.
  if (UNSURE.test(w) || (OTHER.test(w) && !/\bme off\b/.test(w))) return null;
  const leave = LEAVE.exec(w);
  if (leave) {
    const value = objectAfter(tokens, tokensIn(tokens, leave[0]));
    const head = value?.toLowerCase().split(/\s+/).pop() ?? '';
    const attended = SESSION.test(head) && !/\b(?:left|stepped down)\b/.test(leave[0]);
    return value && (GROUP.test(head) || attended) ? ending(tokens, value, known, 'left') : null;
  }
  const off = OFF.exec(w);
  // "weaned off", "tapered off": the verb itself says the stopping lasts.
  const weaned = /\b(?:weaned|tapered|weaning|tapering) off\b/.test(off?.[0] ?? '');
  if (off && (/\bme off\b|\bbeen off\b/.test(off[0]) || weaned || LASTING.test(w))) {
    const value = objectAfter(tokens, tokensIn(tokens, off[0]));
    const head = value?.toLowerCase().split(/\s+/).pop() ?? '';
    // Taken off it by someone: a regimen; off it by oneself: a medicine or a substance ("came off my bike" is a fall);
    // "off the energy drinks since october": a plural or mass noun one is off since a time is a regimen too.
    const since = /\b(?:since|for (?:a|an|\w+) (?:weeks?|months?|years?))\b/.test(w) && !OFF_IDIOM.test(head);
    // "off the nicotine gum", "off the sugar drinks": a regimen named by its substance before the head is one too; "off Ozempic now":
    // a name one is off for good is a brand (a medicine, an app), never a day or a month.
    const words = value?.toLowerCase().split(/\s+/) ?? [];
    const substance = words.some((x) => MEDICINE.test(x) || REGIMEN.test(x));
    const brand = LASTING.test(w) && !!value && /^\p{Lu}/u.test(value) && !/\s/.test(value) && !NOT_BRAND.test(value.toLowerCase());
    const regimen =
      /\bme off\b/.test(off[0]) || weaned || substance || brand || MEDICINE.test(head) || REGIMEN.test(head) || (since && /(?:s|stuff|food)$/.test(head));
    return value && regimen && !/^(?:work|sick|duty|today|tomorrow|home|to)$/.test(head) ? ending(tokens, value, known, 'off') : null;
  }
  const done = DONE.exec(w);
  if (done) {
    const value = objectAfter(tokens, tokensIn(tokens, done[0]));
    return value ? ending(tokens, value, known, 'done with') : null;
  }
  const behind = BEHIND.exec(w);
  if (behind && (behind[1] as string).split(/\s+/).length <= 3) return ending(tokens, behind[1] as string, known, 'behind me');
  return null;
}

/** Verbs of residing: "live in", "stay in", "reside in", "be based in". */
const RESIDE = /^(?:live|reside|stay|base)$/;

/**
 * A negated doing with a word of change. A team, an organisation, a place or a person named is lost by name ("not at
 * Acme any more", "no longer seeing Jules": a forget). Else it is the new state ("I don't teach piano any more") and
 * ends only what says the same verb and value — a verb no relation names does not end "plays the piano".
 */
export function endedOrLost(lemma: string, rest: readonly Token[], team: string | null, clause: readonly Token[], change: string): StatementResult {
  const held = team ? team.replace(/ team$/, '') : (orgAfter(rest, ['at', 'for']) ?? placeAfter(rest, ['in']));
  // "not living in cork anymore": where the user lives, said in any case, is the place ended.
  const where = !held && RESIDE.test(lemma) && rest[0]?.lower === 'in' ? valueOf(rest.slice(1)) : null;
  if (where)
    return result({ drafts: [{ ...freeFact(phrase(clause), 'fact', 0.6, 0.9), ends: [{ subject: 'user', predicate: 'location', object: where }] }], change });
  // "I don't work there any more": "there" is where the user works (or lives) — the field itself, whatever its value.
  const field = rest[0]?.lower === 'there' ? (lemma === 'work' ? 'employer' : RESIDE.test(lemma) ? 'location' : null) : null;
  if (field)
    return result({ drafts: [{ ...freeFact(phrase(clause), 'fact', 0.6, 0.9), ends: [{ subject: 'user', predicate: field, object: null }] }], change });
  const value = held || rest.some((t) => t.pos === 'PROPN') ? null : valueOf(rest);
  // "I don't teach piano any more": a verb of an occupation ends the role its agent noun names, beside the doing (occupation.ts).
  const role = held ? [] : endedRole(lemma, value);
  if (value) {
    // "not doing the night shifts any more": "do" stands for the verb the stored fact says; the value alone names it.
    const ends: EndedFact[] = [{ subject: 'user', predicate: null, object: value, ...(lemma !== 'do' && { verb: lemma }), strict: true }, ...role];
    return result({ drafts: [{ ...freeFact(phrase(clause), 'fact', 0.6, 0.9), ends }], change });
  }
  const lost = held ?? phrase(rest);
  // A forget needs a thing: "anymore", "these days" alone name nothing.
  const named = lost && !/^(any ?more|any longer|these days|nowadays|now|at all|again|either)$/i.test(lost);
  // "I don't vape anymore", "I don't drive any more": the doing itself is the habit ended (habitverb.ts).
  const doing = !named && !held ? habitVerb(lemma) : null;
  if (doing || (role.length > 0 && !named)) {
    const ends: EndedFact[] = [...(doing ? [{ subject: 'user', predicate: null, object: doing, verb: doing, strict: true }] : []), ...role];
    return result({ drafts: [{ ...freeFact(phrase(clause), 'fact', 0.6, 0.9), ends }], change });
  }
  return result({ forget: named ? [lost] : [], change });
}
