/**
 * People around the user and words about the user that are not names: facts about a wife, a son or
 * a dad keep that person as the subject and never set the user's profile; diets are the `diet`
 * field; a word after "I'm" is a name only when it can be one.
 */
import { lastingCondition } from './weighty.js';
import { DEFAULT_ATTRIBUTES } from '../../../core/attributes/index.js';
import { inLexicon, parseSentences, type Token } from './nlp.js';
import { freeFact, lowerOf, orgAfter, phrase, placeAfter, profileFact, properRun, roleAt, type Draft } from './phrases.js';
import { listItems, relationDraft, relationFacts, USER_SUBJECT, verbRelation } from './relations.js';
import { result, type StatementResult } from './result.js';
import { TRANSIENT } from './words.js';
import { ageAt } from './age.js';
import { LIFE_EVENTS } from './split-words.js';
import { isFamily, kinPhrase } from './kin.js';
import { isDemonym } from '../demonyms.js';
import { readAsPerson, type Reader } from './subject.js';
import { roleByShape } from './whose.js';
import { weigh } from './importance.js';

/** People the user names by their relation to them: facts about them keep them as the subject. */
const PERSON =
  /^(wife|husband|partner|spouse|fianc[eé]e?|girlfriend|boyfriend|son|daughter|kids?|children|child|twins|mum|mom|mother|dad|father|parents|brother|sister|siblings?|grandma|grandmother|granny|grandad|grandpa|grandfather|aunt|uncle|cousin|niece|nephew|boss|manager|supervisor|mentor|coworker|co-worker|teammate|mate|flatmate|roommate|housemate|friend|best friend|colleague|neighbou?r|(brother|sister|mother|father|son|daughter)-in-law|stepdad|stepmum|stepmom|stepson|stepdaughter|baby)$/;

/** People whose age may be a small number. */
const CHILD = /^(son|daughter|kids?|child|children|baby|twins|niece|nephew|grandson|granddaughter|stepson|stepdaughter)$/;

/** "husband Raj", "dad's name", "son's teacher": who, their name said beside it, and the attribute named. */
export function personSubject(said: readonly Token[]): { key: string; name: string | null; attribute: string | null; place?: string } | null {
  // "my sister's just moved": the clitic before the verb is "has" or "is", not a possessive.
  const bare = said.filter((t) => !['just', 'already', 'finally', 'recently', 'only', 'also', 'now'].includes(t.lower));
  const words = bare.length > 1 && bare[bare.length - 1]?.text === "'s" ? bare.slice(0, -1) : said;
  const head = words[0];
  // "best mate Tariq", "half-sister", "brother in law", "gf's cousin": any relation noun, by its shape (kin.ts).
  const kin = (): { key: string; name: string | null; attribute: null } | null => {
    const k = kinPhrase(words);
    return k ? { key: k.key, name: k.name, attribute: null } : null;
  };
  if (!head || !PERSON.test(head.lower)) return kin();
  const rest = words
    .slice(1)
    .filter((t) => !['only', 'also', 'just', 'still', 'now', 'really', 'actually', 'finally', 'recently', 'always', 'never', 'usually'].includes(t.lower));
  if (rest[0]?.text === "'s" && rest.length >= 2) return kin() ?? { key: head.lower, name: null, attribute: lowerOf(rest.slice(1)).join('_') };
  const name = properRun(rest, 0);
  if (rest.length > 0 && name.length !== rest.length) return kin() ?? placedKin(head.lower, rest);
  return { key: head.lower, name: name.length > 0 ? phrase(name) : null, attribute: null };
}

/**
 * "my aunt in Cork", "my cousin from Leeds", "my brother out in Perth": where they live or come from said
 * after the relation word only places them (the clause's words keep it); they stay named by the relation.
 */
function placedKin(key: string, rest: readonly Token[]): { key: string; name: null; attribute: null; place: string } | null {
  const lead = rest[0]?.lower === 'up' || rest[0]?.lower === 'down' || rest[0]?.lower === 'out' || rest[0]?.lower === 'over' ? 1 : 0;
  if (!['in', 'from'].includes(rest[lead]?.lower ?? '')) return null;
  const place = properRun(rest, lead + 1);
  return place.length > 0 && lead + 1 + place.length === rest.length ? { key, name: null, attribute: null, place: phrase(rest) } : null;
}

/** A fact about someone else: its triple's subject is them, never the user; it sets no profile field. */
export function readAboutPerson(
  p: { key: string; name: string | null; attribute: string | null },
  tokens: readonly Token[],
  verb: Token,
  rest: readonly Token[],
  reread?: Reader,
): StatementResult {
  const read = personalRead(readPerson(p, tokens, verb, rest), p, tokens, [verb, ...rest], reread);
  // "my mentor Farah is on the pricing team", "my boss Frank is retiring": who they are to the user is
  // the relation (the manager is the profile field); what else is said of them stays in the clause's words.
  // The manager is set only when nothing else is said ("my boss Frank is retiring next year" may be about
  // what changes): with more said, the name stays the boss's own.
  const tie = p.name ? relationTo(p.key, p.name) : null;
  const others = read.drafts.filter((d) => d.triple?.predicate !== 'name');
  // What is said of them that no attribute names ("recommended a book") is kept in the clause's words with
  // the relation; an attribute of theirs ("lives in Pune") keeps its own triple, and the name is in its words.
  if (tie && !(tie.profile && others.length > 0)) {
    const plain = others.filter((d) => !d.triple || !DEFAULT_ATTRIBUTES.spec(d.triple.predicate));
    if (plain.length < others.length) return { ...read, drafts: others };
    const first = plain[0];
    // "my colleague Ayesha has type 1 diabetes": a weighty fact of theirs (health, safety) keeps its own subject beside the tie.
    if (first && (!first.content.toLowerCase().includes((p.name as string).toLowerCase()) || weigh(first, first.content).importance >= 0.85))
      return { ...read, drafts: [...plain, tie] };
    return { ...read, drafts: [first ? { ...tie, content: first.content } : tie] };
  }
  // "My sister Inés lives in Bilbao": one memory, in the clause's words (which keep the name), with the
  // triple of what is said of her — not the name alone, which would drop the place said with it.
  // Where those words lost the name, the name is kept as a memory of its own, in words of its own.
  const said = others;
  if (said.length === 0 || said.length === read.drafts.length || !p.name) return read;
  const named = said.some((d) => d.content.toLowerCase().includes((p.name as string).toLowerCase()));
  const own = { ...freeFact(`my ${p.key} is called ${p.name}`), triple: { subject: p.key, predicate: 'name', object: p.name } };
  return { ...read, drafts: named ? said : [...said, own] };
}

/**
 * Where the rules of this file read no attribute of theirs (only their name, or the verb's words), the
 * clause is read as the user's own would be, and what that finds is theirs (subject.ts).
 */
function personalRead(
  read: StatementResult,
  p: { key: string; name: string | null },
  tokens: readonly Token[],
  rest: readonly Token[],
  reread?: Reader,
): StatementResult {
  const typed = read.drafts.some((d) => d.triple && d.triple.predicate !== 'name' && DEFAULT_ATTRIBUTES.spec(d.triple.predicate));
  if (typed || !reread) return read;
  const theirs = readAsPerson(p.name && !isFamily(p.key) ? p.name : p.key, tokens, rest, reread);
  if (theirs.length === 0) return read;
  const named = p.name ? [{ ...freeFact(`my ${p.key} is called ${p.name}`), triple: { subject: p.key, predicate: 'name', object: p.name } }] : [];
  return { ...read, drafts: [...theirs, ...named], about: 'other', smalltalk: false };
}

function readPerson(
  p: { key: string; name: string | null; attribute: string | null; place?: string },
  tokens: readonly Token[],
  verb: Token,
  rest: readonly Token[],
): StatementResult {
  const w = lowerOf(rest);
  // Named, they are the subject by their name ("my sister Marta" → Marta); else by the relation.
  // A relative stays named by the relation ("my son Arjun" → son): one word the user will use again.
  const who = p.name && !isFamily(p.key) ? p.name : p.key;
  const said = { key: who, said: p.name ? `The user's ${p.key} ${p.name}` : `The user's ${p.key}${p.place ? ` ${p.place}` : ''}` };
  const fact = (predicate: string, object: string, importance = 0.6): Draft => ({
    ...freeFact(phrase(tokens), 'fact', importance),
    triple: { subject: predicate === 'name' ? p.key : who, predicate, object },
  });
  const drafts: Draft[] = [];
  if (p.name) drafts.push(fact('name', p.name));
  const copula = verb.lemma === 'be' || verb.lower === "'s";
  // "my son might be allergic to eggs": a guess about them, kept in their words with no triple.
  // "my sister might be moving to Auckland", "my brother may get married": an event that may happen is no fact yet.
  if (/^(might|may|could)$/.test(verb.lower)) {
    const state = rest[0]?.lemma === 'be' && ['ADJ', 'NOUN', 'DET'].includes(rest[1]?.pos ?? '');
    return result({ drafts: state ? [{ ...freeFact(phrase(tokens)), triple: null }] : [], about: 'other' });
  }
  // "my sister is Ana": her name.
  const only = properRun(rest, 0);
  if (copula && !p.name && !p.attribute && only.length > 0 && only.length === rest.length && only.every(mayBeName))
    return result({ drafts: [fact('name', phrase(only))], about: 'other' });
  const called = ['called', 'named'].includes(w[0] ?? '') ? rest.slice(1) : null;
  if ((copula || verb.lower === 'called') && (called || verb.lower === 'called')) {
    const items = listItems(called ?? rest);
    if (/^(kids|children|sons|daughters|twins)$/.test(p.key) && items.length > 0)
      return result({ drafts: relationFacts(USER_SUBJECT, 'child', items), about: 'other' });
    if (items.length === 1) return result({ drafts: [fact('name', items[0] as string)], about: 'other' });
  }
  if (p.attribute && copula && rest.length > 0) {
    const value = phrase(properRun(rest, 0).length > 0 ? properRun(rest, 0) : rest).replace(/^(the|a|an)\s+/i, '');
    return result({ drafts: [...drafts, fact(p.attribute.replace(/[^a-z0-9_]/g, ''), value)], about: 'other' });
  }
  if (copula && w[0] === 'allergic' && w[1] === 'to')
    return result({ drafts: [...drafts, ...relationFacts(said, 'allergic_to', listItems(rest.slice(2)))], about: 'other' });
  const place =
    (verb.lemma === 'live' || verb.lower === 'lives' || verb.lemma === 'be' || verb.text === "'s") && w[0] === 'in' ? placeAfter(rest, ['in']) : null;
  if (place) return result({ drafts: [...drafts, fact('location', place)], about: 'other' });
  // "my wife is from Chennai originally", "her dad's from Cork": where they come from, never the user's.
  const origin = copula && w[0] === 'from' ? placeAfter(rest, ['from']) : null;
  if (origin) return result({ drafts: [...drafts, fact('hometown', origin)], about: 'other' });
  // "she moved to Faro last year", "my dad relocated to Perth": where they live now.
  const moved = ['move', 'relocate'].includes(verb.lemma) && w[0] === 'to' ? placeAfter(rest, ['to']) : null;
  if (moved) return result({ drafts: [...drafts, fact('location', moved)], about: 'other' });
  // "my daughter is 8", "my roommate Felix is 27 years old": their age, an attribute of theirs (a correction of it supersedes).
  const age = copula ? ageAt(rest, 0, false, CHILD.test(p.key) && rest.length <= 3) : null;
  if (age?.profile) return result({ drafts: [...drafts, fact('age', age.profile.value)], about: 'other' });
  // "is a paediatric audiologist", "is a falconer": an occupation by its shape too, for someone else (whose.ts).
  const shaped = copula && !roleAt(rest, 0) ? roleByShape(rest) : null;
  const role = copula ? (roleAt(rest, 0) ?? (shaped ? { value: shaped } : null)) : null;
  if (role) {
    drafts.push(fact('role', role.value));
    const org = orgAfter(rest, ['at', 'for', 'with']);
    if (org) drafts.push(fact('employer', org));
    // "my brother's a vet in Hull": the place stays in the role's memory, as said; a second memory "based in Hull"
    // would only repeat it (and where someone works is not surely where they live).
    return result({ drafts, about: 'other' });
  }
  if (rest.length === 0 || tokens.some((t) => t.negated)) return result({ drafts, about: 'other' });
  // "my flatmate works at Deliveroo", "my grandma speaks Cantonese", "my colleague Jess is vegan".
  const org = verb.lemma === 'work' ? orgAfter(rest, ['at', 'for']) : null;
  if (org) return result({ drafts: [...drafts, fact('employer', org)], about: 'other' });
  const diet = copula ? dietIn(w) : null;
  if (diet && rest.length <= 3) return result({ drafts: [...drafts, fact('diet', diet)], about: 'other' });
  const relation = verbRelation(verb.lemma, verb, rest);
  if (relation && relation !== 'works_with') {
    const items = listItems(rest);
    if (items.length > 0) return result({ drafts: [...drafts, ...relationFacts(said, relation, items)], about: 'other' });
  }
  // "my neighbour went to the dentist", "my colleague asked me to cover her shift": a one-off doing of
  // theirs in the past tense is their day, not a durable fact (only a life event is kept).
  if (oneOff(verb)) return result({ drafts: drafts.length > 0 && p.name ? drafts : [], about: 'other', smalltalk: drafts.length === 0 });
  const predicate = copula ? 'is' : verb.lemma.replace(/[^a-z]/g, '') || 'is';
  return result({ drafts: [...drafts.filter((d) => d.triple?.predicate !== 'name' || drafts.length > 1), fact(predicate, phrase(rest))], about: 'other' });
}

/** A verb in a past form that names no life event ("went", "had", "asked"): a one-off doing. */
function oneOff(verb: Token): boolean {
  // "had lunch", "did the shopping": the tagger may read these as auxiliaries; they are still one-off doings.
  const did = verb.lower === 'had' || verb.lower === 'did';
  if ((verb.pos !== 'VERB' && !did) || verb.lower === verb.lemma || LIFE_EVENTS.has(verb.lemma)) return false;
  return !/(s|ing)$/.test(verb.lower);
}

/** Diets, the values of the single-valued `diet` field ("im vegan", "I keep kosher", "gluten free"). */
const DIET = /\b(vegan|vegetarian|veggie|pescatarian|pescetarian|gluten[- ]free|dairy[- ]free|kosher|halal|keto|paleo|plant[- ]based)\b/;

/** Health conditions and disabilities: never a name, and kept high when stated (safety). */
/** A state of health said after "I am": a condition word among its first words, or a lasting condition (weighty.ts). */
export function healthState(c: readonly Token[]): boolean {
  return c.slice(0, 4).some((t) => CONDITION.test(t.lower)) || lastingCondition(c.map((t) => t.text).join(' '));
}
export const CONDITION =
  /^(deaf|blind|diabetic|asthmatic|epileptic|autistic|disabled|pregnant|coeliac|celiac|colou?rblind|dyslexic|anaemic|anemic|hypoglycemic|immunocompromised|allergic)$/;

/** The diet a clause names, or null. */
/**
 * The diet a copula's complement states: "a strict vegan", "mostly vegetarian these days". With a verb
 * before it ("thinking about going vegan", "trying to go vegan") it is an intention or an attempt, no diet yet.
 */
export function dietStated(c: readonly Token[]): string | null {
  const w = lowerOf(c);
  const at = w.findIndex((_, k) => dietIn(w.slice(0, k + 1)) !== null);
  return at >= 0 && !c.slice(0, at).some((t) => t.pos === 'VERB' || t.pos === 'AUX') ? dietIn(w) : null;
}

export function dietIn(words: readonly string[]): string | null {
  const m = DIET.exec(words.join(' '));
  return m
    ? (m[1] as string)
        .replace(' ', '-')
        .replace(/^pescetarian$/, 'pescatarian')
        .replace(/^veggie$/, 'vegetarian')
    : null;
}

/** The user's diet as a profile field. */
export function dietFact(diet: string): Draft {
  return profileFact('diet', diet, `The user's diet is ${diet}.`, 0.8);
}

/** Given names that end in "-ian" (the suffix otherwise makes a demonym or a trait: "Parisian", "librarian"). */
const GIVEN_IAN = new Set(
  'adrian brian bryan christian cristian damian dorian emilian fabian florian gillian hadrian jillian julian kilian killian lilian lillian lucian marian maximilian octavian sebastian tristian vivian'.split(
    ' ',
  ),
);

/**
 * Whether a word after "I'm" may be a name. A word the tagger reads as an adjective or a verb in
 * lower case ("Brazilian", "Jewish", "Deaf", "exhausted") is a trait, and so is a word shaped like
 * a nationality, a faith or a condition ("Canadian", "Diabetic", "Pakistani"): not sure → no name.
 */
export function mayBeName(t: Token): boolean {
  const lower = t.lower;
  // "Nigerian-Welsh", "Scottish-Ghanaian": a compound with a demonym's or a trait's part is no name ("Anne-Marie" is).
  const parts = lower.split(/[-‐]/u).filter((p) => p !== '');
  if (parts.length > 1 && parts.some((p) => p.length >= 5 && /(?:ian|ean|ese|ish|ic|ch|sh)$/.test(p) && !GIVEN_IAN.has(p))) return false;
  // "Italian", "Parisian", "Bostonian" are no names (any place makes one); "Maximilian", "Sebastian" are: given
  // names in -ian are a small closed class, demonyms an open one, so only the given names pass.
  const ian = /ian$/.test(lower) && /^\p{Lu}/u.test(t.text) && GIVEN_IAN.has(lower);
  if (DIET.test(lower) || TRANSIENT.test(lower) || CONDITION.test(lower)) return false;
  // A capitalised word the lexicon does not hold ("Quist", "Wojcik", "Mateus") has no class of its own: the tagger's
  // guess after "i am" (an adjective) says nothing of it, nor do English suffixes ("-ist", "-ous"); only a demonym's
  // shape ("Bostonian", "Nepalese") makes it no name.
  // "-ese" makes a demonym after a consonant of the place ("Bali-nese", "Congo-lese", "Shanghai-nese" take an "n"
  // or "l" first), never straight after "i", "e" or "a": "Anneliese", "Reese" are given names.
  if (/^\p{Lu}/u.test(t.text) && !inLexicon(lower)) return ian || /[iea]ese$/.test(lower) || !/(ian|ean|ese|ish|arian)$/.test(lower);
  if (!ian && /(ian|ean|ese|ish|ic|arian|ist|ful|less|ous|able)$/.test(lower) && !/^(ian|brian|vivian|eric|dominic|alexis)$/.test(lower)) return false;
  const alone = parseSentences(`i am ${lower}`)[0]?.[2];
  return !CONDITION.test(lower) && (alone === undefined || alone.pos !== 'ADJ');
}

/**
 * "Caspian Munro", "Dorian Vale": a given name of a demonym's shape that no list of nationalities holds, before a
 * capitalised surname of no such shape, is a name ("Italian American", "Persian Smith" are not: a nationality, or two).
 */
export function givenBeforeSurname(toks: readonly Token[], k: number): boolean {
  const t = toks[k];
  const last = toks[toks.length - 1];
  if (!t || !last || k >= toks.length - 1 || !/^\p{Lu}\p{Ll}+ian$/u.test(t.text) || isDemonym(t.lower)) return false;
  return /^\p{Lu}\p{Ll}/u.test(last.text) && !/(?:ian|ean|ese|ish|ic)$/.test(last.lower) && !isDemonym(last.lower) && mayBeName(last);
}

/** The relation a person word names, for the user: "mentor Farah" → user · mentor · Farah; "boss Frank" → the manager. */
const TIES: Readonly<Record<string, string>> = {
  mentor: 'mentor',
  partner: 'partner',
  girlfriend: 'partner',
  boyfriend: 'partner',
  friend: 'friend',
  mate: 'friend',
  colleague: 'works_with',
  coworker: 'works_with',
  'co-worker': 'works_with',
  teammate: 'works_with',
};

function relationTo(key: string, name: string): Draft | null {
  if (/^(boss|manager|supervisor)$/.test(key) && !name.includes(' and ')) return profileFact('manager', name, `The user's manager is ${name}.`, 0.7);
  const predicate = TIES[key];
  if (!predicate) return null;
  return relationDraft(predicate, name, predicate === 'works_with' ? `The user works with ${name}.` : `The user's ${key} is ${name}.`);
}

/** "I'm from Galway originally": the hometown (origin.ts). */
export { originDraft } from './origin.js';
